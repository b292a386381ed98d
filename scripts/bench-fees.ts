// Fee counter at scale:
//   node --import tsx --import ./scripts/lib/inline-assets.mjs scripts/bench-fees.ts [--students 2000] [--receipts 50000] [--runs 50]
// Seeds a fresh migrated database (a temp SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set) with
// the students and receipts, then times each counter step in-process through its tRPC procedure (answer serialized
// as the HTTP link sends it): search, open a student, collect, receipt PDF, and the defaulters report. Prints
// p50/p95/max and writes bench/results/fees.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fixedClock } from '~/server/clock'
import type { FeeActor } from '~/server/fees/common'
import superjson from 'superjson'
import { receiptView } from '~/server/fees/receipt-view'
import { renderReceiptPdf } from '~/server/fees/receipt-pdf'
import { issueTerm } from '~/server/fees/issue'
import { createHead, createTerm, setStructureCell } from '~/server/fees/setup'
import { createYear } from '~/server/fees/years'
import { createInnerContext } from '~/server/trpc/context'
import { createCaller } from '~/server/trpc/root'
import { classOptions, formatReceiptNumber } from '~/shared/fees'
import { createTestDatabase } from '../tests/support/test-db'
import { printSteps, timeStep } from './lib/bench-steps'

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '2000' },
    receipts: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '50' },
  },
})
const studentCount = Number(values.students)
const receiptCount = Number(values.receipts)
const runs = Number(values.runs)

const firstNames = [
  'Asha',
  'Ravi',
  'Mira',
  'Lanu',
  'Akum',
  'Neiba',
  'Imkong',
  'Sentila',
  'Vikato',
  'Temjen',
  'Kevi',
  'Zhotoli',
  'Yanbeni',
  'Arenla',
  'Toka',
  'Imna',
  'Moa',
  'Chuba',
  'Nungsang',
  'Kezhokhoto',
  'Alemla',
  'Bendang',
  'Hokiye',
  'Limasenla',
  'Rhondeno',
  'Sashi',
  'Tali',
  'Visako',
  'Wati',
  'Yanger',
  'Abeni',
  'Bokali',
  'Daniel',
  'Esther',
  'Grace',
  'Hannah',
  'Isaac',
  'Joel',
  'Kiran',
  'Leah',
]
const lastNames = [
  'Ao',
  'Sumi',
  'Angami',
  'Lotha',
  'Sema',
  'Rio',
  'Jamir',
  'Longkumer',
  'Pongener',
  'Imchen',
  'Kikon',
  'Konyak',
  'Chang',
  'Phom',
  'Yimchunger',
  'Zeliang',
  'Rengma',
  'Pochury',
  'Khiamniungan',
  'Sangtam',
  'Walling',
  'Tzudir',
  'Kath',
  'Murry',
  'Ezung',
  'Humtsoe',
  'Odyuo',
  'Patton',
  'Ngullie',
  'Tsanglao',
]

const clock = fixedClock('2026-11-10T11:00:00+05:30')
const t0 = performance.now()
const testDb = await createTestDatabase()
const { db } = testDb
// Code that asks the environment which database it runs on (e.g. case-insensitive search) sees this one.
process.env.DATABASE_URL ??= testDb.url
const log = (line: string) => console.log(`${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${line}`)

try {
  const bulk = async <T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size))
  }
  const admin = await db.user.create({
    data: {
      email: 'bench.admin@example.in',
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
      passwordHash: 'no-login',
    },
  })
  const cashier = await db.user.create({
    data: {
      email: 'bench.cashier@example.in',
      firstName: 'Bench',
      lastName: 'Cashier',
      role: 'cashier',
      passwordHash: 'no-login',
    },
  })
  const adminActor: FeeActor = { ...admin, role: 'admin' }
  const deps = { db, now: clock }

  const year = await createYear(deps, { name: '2026-27', makeCurrent: true }, adminActor)
  const tuition = await createHead(db, { name: 'Tuition' })
  const exam = await createHead(db, { name: 'Examination' })
  const terms = [
    await createTerm(db, {
      yearId: year.id,
      name: 'Term 1',
      dueDate: '2026-04-25',
      graceDays: 7,
      fineKind: 'flat',
      fineAmountPaise: 200_00,
    }),
    await createTerm(db, {
      yearId: year.id,
      name: 'Term 2',
      dueDate: '2026-06-25',
      graceDays: 5,
      fineKind: 'per_day',
      fineAmountPaise: 10_00,
      fineCapPaise: 500_00,
    }),
    await createTerm(db, {
      yearId: year.id,
      name: 'Term 3',
      dueDate: '2026-10-25',
      graceDays: 7,
      fineKind: 'flat',
      fineAmountPaise: 200_00,
    }),
  ]
  for (const className of classOptions) {
    for (const term of terms) {
      await setStructureCell(db, { termId: term.id, className, headId: tuition.id, amountPaise: 6_000_00 })
      await setStructureCell(db, { termId: term.id, className, headId: exam.id, amountPaise: 600_00 })
    }
  }

  const students = Array.from({ length: studentCount }, (_, i) => {
    const firstName = firstNames[i % firstNames.length]!
    const lastName = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!
    const family = Math.floor(i / 2)
    return {
      id: `bench-student-${String(i).padStart(5, '0')}`,
      firstName,
      lastName,
      email: `student${i}@bench.example.in`,
      uniqueId: `STU${String(100000 + i).padStart(6, '0')}`,
      parentEmail: `family${family}@bench.example.in`,
      parentPhone: `9${String(400000000 + family).padStart(9, '0')}`,
      className: classOptions[i % classOptions.length]!,
    }
  })
  await bulk(students, 1000, (chunk) =>
    db.user.createMany({
      data: chunk.map((s) => ({
        id: s.id,
        email: s.email,
        uniqueId: s.uniqueId,
        firstName: s.firstName,
        lastName: s.lastName,
        role: 'student' as const,
        passwordHash: 'no-login',
      })),
    }),
  )
  await bulk(students, 1000, (chunk) =>
    db.student.createMany({
      data: chunk.map((s) => ({
        userId: s.id,
        firstName: s.firstName,
        lastName: s.lastName,
        parentEmail: s.parentEmail,
        parentPhone: s.parentPhone,
      })),
    }),
  )
  await bulk(students, 1000, (chunk) =>
    db.enrolment.createMany({
      data: chunk.map((s) => ({ studentId: s.id, yearId: year.id, className: s.className, section: 'A' })),
    }),
  )
  log(`${studentCount} students enrolled`)
  for (const term of terms) await issueTerm(deps, term.id, adminActor)
  log(`terms issued: ${await db.feeCharge.count()} charges`)

  // Receipts of ₹100 each against tuition, spread over students and terms, numbered 1..n.
  const tuitionCharges = await db.feeCharge.findMany({
    where: { headId: tuition.id },
    select: { id: true, studentId: true, termId: true },
  })
  const chargesByStudent = new Map<string, typeof tuitionCharges>()
  for (const charge of tuitionCharges)
    chargesByStudent.set(charge.studentId, [...(chargesByStudent.get(charge.studentId) ?? []), charge])
  const termDates = new Map(terms.map((term, i) => [term.id, ['2026-04-', '2026-06-', '2026-10-'][i]!]))
  const receipts: {
    id: string
    yearId: string
    number: number
    numberText: string
    date: string
    mode: string
    reference: string | null
    totalPaise: number
    cashierId: string
    cashierName: string
  }[] = []
  const allocations: {
    receiptId: string
    studentId: string
    termId: string
    chargeId: string
    kind: string
    amountPaise: number
    date: string
  }[] = []
  for (let n = 1; n <= receiptCount; n++) {
    const student = students[(n - 1) % studentCount]!
    const charges = chargesByStudent.get(student.id)!
    const charge = charges[Math.floor((n - 1) / studentCount) % charges.length]!
    const date = `${termDates.get(charge.termId)}${String(1 + (n % 24)).padStart(2, '0')}`
    const id = `bench-receipt-${n}`
    receipts.push({
      id,
      yearId: year.id,
      number: n,
      numberText: formatReceiptNumber(year.name, n),
      date,
      mode: n % 3 === 0 ? 'upi' : 'cash',
      reference: n % 3 === 0 ? `UPI${n}` : null,
      totalPaise: 100_00,
      cashierId: cashier.id,
      cashierName: 'Bench Cashier',
    })
    allocations.push({
      receiptId: id,
      studentId: student.id,
      termId: charge.termId,
      chargeId: charge.id,
      kind: 'charge',
      amountPaise: 100_00,
      date,
    })
  }
  await bulk(receipts, 2000, (chunk) => db.feeReceipt.createMany({ data: chunk }))
  await bulk(allocations, 2000, (chunk) => db.feeAllocation.createMany({ data: chunk }))
  await db.academicYear.update({ where: { id: year.id }, data: { nextReceiptNumber: receiptCount + 1 } })
  log(`${receiptCount} receipts with allocations`)

  const pick = <T>(items: readonly T[], i: number) => items[(i * 7919) % items.length]!
  const time = timeStep
  // The steps go through the tRPC procedures as the server runs them (authorization, input validation) and
  // their answers are serialized as the HTTP link sends them; only the network itself is left out. The receipt
  // PDF is a server route: the view and the rendering, as GET /api/fees/receipts/<id>/pdf does them.
  const { fees } = createCaller(
    createInnerContext({ user: { ...cashier, role: 'cashier', avatarUrl: null }, db, now: clock }),
  )
  const answer = async (result: Promise<unknown>) => superjson.stringify(await result)
  const results = [
    await time('counter search', runs, (i) =>
      answer(fees.counter.search({ q: pick(students, i).lastName.slice(0, 4) })),
    ),
    await time('open a student', runs, (i) => answer(fees.counter.student({ studentId: pick(students, i).id }))),
    await time('collect (cash)', runs, (i) =>
      answer(
        fees.counter.collect({ mode: 'cash', students: [{ studentId: pick(students, i + 3).id, amountPaise: 1_00 }] }),
      ),
    ),
    await time('receipt PDF', Math.min(runs, 30), async (i) =>
      renderReceiptPdf(await receiptView(db, pick(receipts, i).id), { now: clock() }),
    ),
    // The screen's first page of 50 defaulters; its totals still sum every defaulter of the term.
    await time('defaulters (Term 2)', Math.min(runs, 20), () =>
      answer(fees.reports.defaulters({ termId: terms[1]!.id })),
    ),
  ]
  console.log(`\n${testDb.kind}, ${studentCount} students, ${receiptCount} receipts (ms)\n`)
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores: wall times grow with it, CPU times much less\n`,
  )
  printSteps(results, () => 100)
  const dir = join(import.meta.dirname, '..', 'bench', 'results')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'fees.json'),
    `${JSON.stringify({ database: testDb.kind, students: studentCount, receipts: receiptCount, loadAverage: loadavg(), results }, null, 2)}\n`,
  )
} finally {
  // BENCH_KEEP=1 keeps the database for a closer look (its URL is printed).
  if (process.env.BENCH_KEEP === '1') {
    console.log(`kept: ${testDb.url}`)
    await db.$disconnect()
  } else await testDb.drop()
}
