// Online payments under a burst of webhooks:
//   node --import tsx --import ./scripts/lib/inline-assets.mjs scripts/bench-payments.ts [--orders 200]
// Seeds a fresh migrated database (a temp SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set) with one
// student per order, each with a term's dues; starts an order for each against a loopback fake Razorpay; then
// delivers every order's payment.captured webhook at once through the webhook handler. Prints p50/p95/max of each
// delivery's answer (the handler stores the event and answers; the payment is applied after, in the background), then
// polls the database until every order is paid and prints how long that took; checks that each order made exactly one
// payment and one receipt, numbered consecutively; writes bench/results/payments-<database>.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fixedClock } from '~/server/clock'
import type { FeeActor } from '~/server/fees/common'
import { issueTerm } from '~/server/fees/issue'
import { createHead, createTerm, setStructureCell } from '~/server/fees/setup'
import { createYear } from '~/server/fees/years'
import { startPayment } from '~/server/payments/orders'
import { handleRazorpayWebhook } from '~/server/payments/webhook'
import { startFakeRazorpay } from '../tests/support/fake-razorpay'
import { createTestDatabase } from '../tests/support/test-db'

const { values } = parseArgs({ options: { orders: { type: 'string', default: '200' } } })
const orderCount = Number(values.orders)
const clock = fixedClock('2026-07-05T11:00:00+05:30')
const testDb = await createTestDatabase()
const { db } = testDb
process.env.DATABASE_URL ??= testDb.url
const fake = await startFakeRazorpay()
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

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
    name: 'Term 2',
    dueDate: '2026-07-25',
    graceDays: 5,
    fineKind: 'none',
    fineAmountPaise: 0,
  })
  await setStructureCell(db, { termId: term.id, className: 'class5', headId: head.id, amountPaise: 6_000_00 })
  const parents = []
  for (let i = 0; i < orderCount; i++) {
    const id = `bench-student-${String(i).padStart(4, '0')}`
    await db.user.create({
      data: {
        id,
        email: `s${i}@bench.example.in`,
        firstName: 'Student',
        lastName: `No ${i}`,
        role: 'student',
        passwordHash: 'x',
      },
    })
    await db.student.create({ data: { userId: id, firstName: 'Student', lastName: `No ${i}` } })
    await db.enrolment.create({ data: { studentId: id, yearId: year.id, className: 'class5', section: 'A' } })
    const parent = await db.user.create({
      data: {
        email: `p${i}@bench.example.in`,
        firstName: 'Parent',
        lastName: `No ${i}`,
        role: 'parent',
        passwordHash: 'x',
      },
    })
    await db.guardian.create({
      data: { parentId: parent.id, studentId: id, relation: 'mother', slot: 1, createdAt: clock() },
    })
    parents.push({ parent, studentId: id })
  }
  await issueTerm(deps, term.id, actor)
  const paymentDeps = { ...deps, gateway: () => fake.config }
  const webhooks = []
  for (const { parent, studentId } of parents) {
    const started = await startPayment(paymentDeps, parent, { students: [{ studentId, scope: 'all' }] })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    webhooks.push(fake.capture(order.gatewayOrderId!).webhooks[0]!)
  }
  console.log(`${orderCount} orders on ${testDb.kind}; delivering ${webhooks.length} webhooks at once`)

  const started = performance.now()
  const timings = await Promise.all(
    webhooks.map(async (webhook) => {
      const at = performance.now()
      const response = await handleRazorpayWebhook(
        new Request('http://127.0.0.1/api/payments/razorpay/webhook', { method: 'POST', ...webhook }),
        { ...paymentDeps, clientAddress: '127.0.0.1' },
      )
      if (response.status !== 200) throw new Error(`a delivery answered ${response.status}`)
      return performance.now() - at
    }),
  )
  const answered = performance.now() - started
  const sorted = [...timings].sort((a, b) => a - b)
  const answers = { p50Ms: Math.round(quantile(sorted, 0.5)), p95Ms: Math.round(quantile(sorted, 0.95)) }
  console.log(
    `answer per delivery: p50 ${answers.p50Ms} ms, p95 ${answers.p95Ms} ms, max ${Math.round(sorted.at(-1)!)} ms; all answered in ${Math.round(answered)} ms`,
  )
  // The background queue applies the stored events: wait (bounded) for every order to be paid.
  const paidBy = performance.now() + 120_000
  while ((await db.paymentOrder.count({ where: { status: 'paid' } })) < orderCount) {
    if (performance.now() > paidBy) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  const wall = performance.now() - started

  const receipts = await db.feeReceipt.findMany({ select: { number: true }, orderBy: { number: 'asc' } })
  const paid = await db.paymentOrder.count({ where: { status: 'paid' } })
  const consecutive = receipts.every((r, i) => r.number === i + 1)
  if (paid !== orderCount || receipts.length !== orderCount || !consecutive)
    throw new Error(
      `expected ${orderCount} paid orders and receipts 1..${orderCount}: ${paid} paid, ${receipts.length} receipts, consecutive ${consecutive}`,
    )
  const result = {
    database: testDb.kind,
    orders: orderCount,
    answeredMs: Math.round(answered),
    allPaidMs: Math.round(wall),
    ...answers,
    maxMs: Math.round(sorted.at(-1)!),
    loadAverage: loadavg(),
  }
  console.log(`${paid} payments, receipts 1..${receipts.length} consecutive`)
  console.log(`all ${orderCount} payments recorded ${result.allPaidMs} ms after the first delivery`)
  const dir = join(import.meta.dirname, '..', 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `payments-${testDb.kind}.json`), `${JSON.stringify(result, null, 2)}\n`)
} finally {
  await fake.close()
  await testDb.drop()
}
