// The ledger's promises under concurrency on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// receipt numbers stay consecutive under concurrent payments, concurrent payments never over-collect, a day close
// counts every payment it races, a receipt is voided once. (Reconciliation: fees-ledger-model.test.ts.)
import { TRPCError } from '@trpc/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { computeLedgers } from '~/server/fees/ledger'
import { useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, makeStudent, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
})

/** 17 new pupils in class 5 and the fixture's three students, with both terms issued. */
async function twentyStudentsWithDues(lastName: string) {
  const students = []
  for (let i = 0; i < 17; i++) {
    const student = await makeStudent(db, { firstName: `Pupil${i}`, lastName })
    await feesAs(school.admin, db).setup.enrolments.set({ studentId: student.id, className: 'class5' })
    students.push(student)
  }
  students.push(school.students.asha, school.students.ravi, school.students.mira)
  await issueTerms(db, school)
  return students
}

describe('concurrency', () => {
  it('gives 20 concurrent payments 20 consecutive receipt numbers and loses none', async () => {
    const students = await twentyStudentsWithDues('Parallel')

    const results = await Promise.allSettled(
      students.map((student, i) =>
        feesAs(i % 2 === 0 ? school.cashier : school.cashier2, db).counter.collect({
          mode: i % 3 === 0 ? 'upi' : 'cash',
          reference: i % 3 === 0 ? `UPI-${i}` : undefined,
          students: [{ studentId: student.id, amountPaise: 100_00 + i }],
        }),
      ),
    )
    const failures = results.filter((r) => r.status === 'rejected')
    expect(failures, JSON.stringify(failures.map((f) => String((f as PromiseRejectedResult).reason)))).toEqual([])
    const numbers = results
      .map((r) => (r as PromiseFulfilledResult<{ number: number }>).value.number)
      .sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    const receipts = await db.feeReceipt.findMany({ orderBy: { number: 'asc' } })
    expect(receipts.map((r) => r.numberText)).toEqual(numbers.map((n) => `2026-27/${String(n).padStart(6, '0')}`))
    const allocated = await db.feeAllocation.aggregate({ _sum: { amountPaise: true } })
    expect(Number(allocated._sum.amountPaise)).toBe(students.reduce((sum, _s, i) => sum + 100_00 + i, 0))
    expect((await db.academicYear.findFirstOrThrow()).nextReceiptNumber).toBe(21)
  })

  it('a late-fee rule edit racing 20 fine payments never leaves a paid fine above the new fine', async () => {
    const students = await twentyStudentsWithDues('Racing')
    const term2 = school.terms.term2
    // Today (5 July) each owes term 2's ₹100 fine; 8 grace days would make it ₹20.
    const payments = students.map((student, i) =>
      feesAs(i % 2 === 0 ? school.cashier : school.cashier2, db).counter.collect({
        mode: 'cash',
        students: [
          {
            studentId: student.id,
            amountPaise: 100_00,
            allocations: [{ key: `fine:${term2.id}`, amountPaise: 100_00 }],
          },
        ],
      }),
    )
    // The edit is sent while the payments are in flight.
    const edit = feesAs(school.admin, db).setup.terms.update({ ...term2, fineKind: 'per_day', graceDays: 8 })
    const [editResult, ...paid] = await Promise.allSettled([edit, ...payments])
    // Either the edit came first (then every ₹100 payment is above the ₹20 fine and refused) or some payment did
    // (then the edit is refused); in no order does a student end up owed money.
    const taken = paid.filter((r) => r.status === 'fulfilled').length
    if (editResult.status === 'fulfilled') expect(taken).toBe(0)
    else expect(taken).toBeGreaterThan(0)
    const ledgers = await computeLedgers(db, { studentIds: students.map((s) => s.id), asOf: '2026-07-05' })
    expect(
      [...ledgers.values()].flatMap((l) => l.terms.flatMap((t) => t.lines)).filter((line) => line.outstandingPaise < 0),
    ).toEqual([])
  })

  it('never collects more than is due when payments for the same dues race', async () => {
    await issueTerms(db, school)
    const asha = school.students.asha.id
    // ₹10,700 due; five counters take ₹3,000 each at once: three fit, two must be refused.
    const results = await Promise.allSettled(
      [school.cashier, school.cashier2, school.admin, school.cashier, school.cashier2].map((user) =>
        feesAs(user, db).counter.collect({ mode: 'cash', students: [{ studentId: asha, amountPaise: 3_000_00 }] }),
      ),
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(ok).toHaveLength(3)
    expect(refused.map((r) => (r.reason as TRPCError).code)).toEqual(['BAD_REQUEST', 'BAD_REQUEST'])
    const paid = await db.feeAllocation.aggregate({
      where: { studentId: asha, voidedAt: null },
      _sum: { amountPaise: true },
    })
    expect(paid._sum.amountPaise).toBe(9_000_00n)
    expect((await db.feeReceipt.findMany({ orderBy: { number: 'asc' } })).map((r) => r.number)).toEqual([1, 2, 3])
    const view = await feesAs(school.cashier, db).counter.student({ studentId: asha })
    expect(view.terms.flatMap((t) => t.lines).every((line) => line.outstandingPaise >= 0)).toBe(true)
    expect(view.totals.outstandingPaise).toBe(1_700_00)
  })

  it('counts every payment of a day it closes: a payment racing the close is either in the count or refused', async () => {
    const students = await twentyStudentsWithDues('Racing')

    const cashier = feesAs(school.cashier, db)
    const collect = (student: { id: string }) =>
      cashier.counter.collect({ mode: 'cash', students: [{ studentId: student.id, amountPaise: 100_00 }] })
    // The close starts while payments are still arriving.
    const results = await Promise.allSettled([
      ...students.slice(0, 6).map(collect),
      cashier.reports.dayClose.close({ countedCashPaise: 0 }),
      ...students.slice(6).map(collect),
    ])
    const [closed] = results.splice(6, 1)
    expect(closed!.status).toBe('fulfilled')
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]
    expect(refused.map((r) => (r.reason as TRPCError).message)).toEqual(
      refused.map(() => 'You have closed this day: its cash is counted. Ask an administrator to record this payment.'),
    )

    const close = await db.feeDayClose.findFirstOrThrow({ where: { cashierId: school.cashier.id } })
    const taken = await db.feeReceipt.aggregate({
      where: { cashierId: school.cashier.id, date: close.date, voidedAt: null, mode: 'cash' },
      _sum: { totalPaise: true },
      _count: true,
    })
    expect(taken._count).toBe(results.length - refused.length)
    expect((JSON.parse(close.expected) as { cash: number }).cash).toBe(Number(taken._sum.totalPaise ?? 0))
  })

  it('voids a receipt once when two voids race', async () => {
    await issueTerms(db, school)
    const receipt = await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.mira.id, amountPaise: 500_00 }],
    })
    const results = await Promise.allSettled([
      feesAs(school.cashier, db).counter.void({ receiptId: receipt.id, reason: 'One' }),
      feesAs(school.admin, db).counter.void({ receiptId: receipt.id, reason: 'Two' }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await db.auditLog.count({ where: { action: 'fees.receipt_void' } })).toBe(1)
  })
})
