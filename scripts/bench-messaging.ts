// Family messaging at scale:
//   node --import tsx --import ./scripts/lib/inline-assets.mjs scripts/bench-messaging.ts [--families 2000] [--drain 200] [--rate 20]
// Seeds a fresh migrated database (a temp SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set) with
// one student per family, each with an overdue term and a guardian with a mobile; times the fee reminder run that
// queues a message per family (goal: under 2 s for 2,000 families); runs it again (it must queue nothing); then lets
// the worker send `--drain` of them through loopback fakes of WhatsApp and MSG91 held to `--rate` messages a
// second, and prints the rate it achieved. Writes bench/results/messaging-<database>.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fixedClock } from '~/server/clock'
import type { FeeActor } from '~/server/fees/common'
import { issueTerm } from '~/server/fees/issue'
import { sendReminders } from '~/server/fees/reminders'
import { createHead, createTerm, setStructureCell } from '~/server/fees/setup'
import { createYear } from '~/server/fees/years'
import { msg91Sender, whatsAppSender } from '~/server/messaging/providers'
import { outboxSender } from '~/server/messaging/senders'
import { drainMessages } from '~/server/messaging/worker'
import { startFakeMsg91, startFakeWhatsApp } from '../tests/support/fake-messaging'
import { createTestDatabase } from '../tests/support/test-db'

const { values } = parseArgs({
  options: {
    families: { type: 'string', default: '2000' },
    drain: { type: 'string', default: '200' },
    rate: { type: 'string', default: '20' },
  },
})
const familyCount = Number(values.families)
const drainCount = Number(values.drain)
const rate = Number(values.rate)
const clock = fixedClock('2026-08-05T11:00:00+05:30')
const testDb = await createTestDatabase()
const { db } = testDb
process.env.DATABASE_URL ??= testDb.url
const [whatsapp, msg91] = await Promise.all([startFakeWhatsApp(), startFakeMsg91()])

try {
  const admin = await db.user.create({
    data: { email: 'bench.admin@example.in', firstName: 'Bench', lastName: 'Admin', role: 'admin', passwordHash: 'x' },
  })
  const actor: FeeActor = { ...admin, role: 'admin' }
  const deps = { db, now: clock }
  const year = await createYear(deps, { name: '2026-27', makeCurrent: true }, actor)
  const head = await createHead(db, { name: 'Tuition' })
  const term = await createTerm(db, {
    yearId: year.id,
    name: 'Term 1',
    dueDate: '2026-07-10',
    graceDays: 0,
    fineKind: 'none',
    fineAmountPaise: 0,
  })
  await setStructureCell(db, { termId: term.id, className: 'class5', headId: head.id, amountPaise: 6_000_00 })
  const ids = Array.from({ length: familyCount }, (_, i) => String(i).padStart(5, '0'))
  const phone = (i: number) => `+9198${String(10_000_000 + i).slice(-8)}`
  await db.user.createMany({
    data: ids.flatMap((id, i) => [
      {
        id: `s-${id}`,
        email: `s${id}@bench.example.in`,
        firstName: 'Student',
        lastName: `No ${i}`,
        role: 'student',
        passwordHash: 'x',
      },
      {
        id: `p-${id}`,
        email: `p${id}@bench.example.in`,
        firstName: 'Imli',
        lastName: `Sumi ${i}`,
        role: 'parent',
        passwordHash: 'x',
        phone: phone(i),
      },
    ]),
  })
  await db.student.createMany({
    data: ids.map((id, i) => ({
      userId: `s-${id}`,
      firstName: 'Student',
      lastName: `No ${i}`,
      parentName: `Imli Sumi ${i}`,
      parentEmail: `p${id}@bench.example.in`,
      parentPhone: phone(i),
    })),
  })
  await db.enrolment.createMany({
    data: ids.map((id) => ({ studentId: `s-${id}`, yearId: year.id, className: 'class5', section: 'A' })),
  })
  await db.guardian.createMany({
    data: ids.map((id) => ({
      parentId: `p-${id}`,
      studentId: `s-${id}`,
      relation: 'mother',
      slot: 1,
      createdAt: clock(),
    })),
  })
  await issueTerm(deps, term.id, actor)

  const reminderDeps = { db, now: clock, appOrigin: 'https://school.example', paymentGateway: () => null }
  let started = performance.now()
  const first = await sendReminders(reminderDeps, { termId: term.id }, actor)
  const queueMs = Math.round(performance.now() - started)
  started = performance.now()
  const again = await sendReminders(reminderDeps, { termId: term.id }, actor)
  const againMs = Math.round(performance.now() - started)
  const queued = await db.emailOutbox.count({ where: { status: 'queued' } })
  console.log(
    `${first.families} families on ${testDb.kind}: queued ${queued} messages in ${queueMs} ms (goal < 2000 ms)`,
  )
  console.log(`again: ${again.sent} sent, ${again.skipped} skipped, in ${againMs} ms`)

  const senders = {
    email: outboxSender,
    whatsapp: whatsAppSender({ token: 'bench', baseUrl: whatsapp.url, phoneNumberId: '1234567890', perSecond: rate }),
    sms: msg91Sender({
      authKey: 'bench',
      baseUrl: msg91.url,
      senderId: 'LRHSSC',
      flows: { fee_reminder: { flowId: 'bench-flow', dltTemplateId: 'bench-dlt' } },
      perSecond: rate,
    }),
  }
  started = performance.now()
  const drained = await drainMessages({ db, now: clock, senders }, { limit: drainCount })
  const drainMs = performance.now() - started
  const achieved = Math.round((drained.sent / drainMs) * 1000 * 10) / 10
  console.log(`worker: sent ${drained.sent} in ${Math.round(drainMs)} ms: ${achieved} a second (limit ${rate})`)
  const result = {
    at: new Date().toISOString(),
    database: testDb.kind,
    loadavg: loadavg(),
    families: familyCount,
    queued,
    queueMs,
    againSent: again.sent,
    againMs,
    drained: drained.sent,
    drainMs: Math.round(drainMs),
    perSecond: achieved,
    rateLimit: rate,
    whatsAppRequests: whatsapp.requests.length,
  }
  const dir = join(import.meta.dirname, '..', 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `messaging-${testDb.kind}.json`), `${JSON.stringify(result, null, 2)}\n`)
  if (queueMs >= 2000) process.exitCode = 1
  if (again.sent !== 0 || whatsapp.requests.length !== drained.sent) process.exitCode = 1
} finally {
  await Promise.all([whatsapp.close(), msg91.close()])
  await testDb.drop()
}
