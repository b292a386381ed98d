// The ledger's promises on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): receipt
// numbers stay consecutive under concurrent payments, concurrent payments never over-collect, and a term of
// activity reconciles per student, per class and in total.
import { TRPCError } from '@trpc/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { addTotals, computeLedgers, zeroTotals, type LedgerTotals } from '~/server/fees/ledger'
import { useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, makeStudent, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

/** Every line, student, class and the school balance: charged - concession + fine - waived = paid + outstanding. */
function expectBalanced(t: LedgerTotals, label?: string) {
  expect(t.chargedPaise - t.concessionPaise + t.finePaise - t.waivedPaise, label).toBe(t.paidPaise + t.outstandingPaise)
}

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

describe('reconciliation', () => {
  it('charged - concessions + fines - waivers = collected + outstanding, per student, per class and in total', async () => {
    const extra = await makeStudent(db, { firstName: 'Kiran', lastName: 'Das', parentEmail: 'das@example.com' })
    await feesAs(school.admin, db).setup.enrolments.set({ studentId: extra.id, className: 'class8' })
    await issueTerms(db, school)
    const { asha, ravi, mira } = school.students
    const admin = feesAs(school.admin, db)
    const cashier = feesAs(school.cashier, db).counter

    // A concession, a waiver, payments on earlier days (fines frozen at those dates), a family payment, a void.
    await admin.setup.concessions.create({
      studentId: mira.id,
      type: 'rte_ews',
      kind: 'percent',
      percent: 25,
      reason: 'RTE seat',
    })
    await admin.setup.concessions.create({
      studentId: extra.id,
      type: 'staff_ward',
      kind: 'fixed',
      amountPaise: 1_000_00,
      headId: school.heads.tuition.id,
      reason: 'Staff ward',
    })
    await admin.setup.waiveFine({
      studentId: ravi.id,
      termId: school.terms.term2.id,
      amountPaise: 50_00,
      reason: 'Hospital stay',
    })
    await feesAs(school.admin, db, '2026-05-10T10:00:00+05:30').counter.collect({
      date: '2026-05-10',
      mode: 'cash',
      students: [{ studentId: mira.id, amountPaise: 2_000_00 }],
    })
    await feesAs(school.admin, db, '2026-06-28T10:00:00+05:30').counter.collect({
      date: '2026-06-28',
      mode: 'dd',
      reference: 'DD 7781',
      students: [{ studentId: extra.id, amountPaise: 5_700_00 }],
    })
    await cashier.collect({
      mode: 'upi',
      reference: 'UTR 55',
      students: [
        { studentId: asha.id, amountPaise: 7_000_00 },
        { studentId: ravi.id, amountPaise: 3_000_00 },
      ],
    })
    const mistaken = await cashier.collect({ mode: 'cash', students: [{ studentId: ravi.id, amountPaise: 1_234_56 }] })
    await cashier.void({ receiptId: mistaken.id, reason: 'Keyed twice' })
    await cashier.collect({
      mode: 'card',
      reference: 'APPR 9',
      students: [{ studentId: mira.id, amountPaise: 1_111_11 }],
    })

    const studentIds = [asha.id, ravi.id, mira.id, extra.id]
    const ledgers = await Promise.all(studentIds.map((studentId) => cashier.student({ studentId })))
    const total = zeroTotals()
    const byClass = new Map<string, LedgerTotals>()
    for (const ledger of ledgers) {
      expectBalanced(ledger.totals, ledger.student.name)
      for (const term of ledger.terms) {
        for (const line of term.lines) expectBalanced(line)
      }
      const cls = byClass.get(ledger.student.className!) ?? zeroTotals()
      for (const sum of [cls, total]) addTotals(sum, ledger.totals)
      byClass.set(ledger.student.className!, cls)
    }
    for (const [className, sum] of byClass) {
      expectBalanced(sum, className)
      // The class's charges as stored.
      const stored = await db.feeCharge.aggregate({ where: { className }, _sum: { amountPaise: true } })
      expect(Number(stored._sum.amountPaise)).toBe(sum.chargedPaise)
    }
    expectBalanced(total)

    // The per-class report shows the same figures.
    const summary = await feesAs(school.cashier, db).reports.summary({})
    expect(summary.total).toMatchObject({ students: 4, ...total })
    for (const row of summary.classes) {
      expect(row).toMatchObject(byClass.get(row.className)!)
      expectBalanced(row)
    }
    expect(summary.classes.map((c) => [c.classLabel, c.students])).toEqual([
      ['Class 5', 2],
      ['Class 8', 2],
    ])

    // The same figures from the reports: receipts that are not void, and the defaulters of each term.
    const receipts = await feesAs(school.cashier, db).reports.receipts({
      from: '2026-04-01',
      to: '2027-03-31',
      page: 1,
      pageSize: 100,
    })
    expect(receipts.collectedPaise).toBe(total.paidPaise)
    expect(receipts.collectedPaise).toBe(2_000_00 + 5_700_00 + 7_000_00 + 3_000_00 + 1_111_11)
    const defaulters = await Promise.all(
      [school.terms.term1, school.terms.term2].map((term) =>
        feesAs(school.cashier, db).reports.defaulters({ termId: term.id }),
      ),
    )
    expect(defaulters.reduce((sum, report) => sum + report.totals.outstandingPaise, 0)).toBe(total.outstandingPaise)
    // Student by student, the report's sums from SQL equal the ledger's outstanding and late fee of the term
    // (concessions, a waiver, a fine partly paid, a void, a term cleared on 28 June with its fine frozen).
    for (const report of defaulters) {
      const ledgers = await computeLedgers(db, { termIds: [report.term.id], asOf: report.asOf })
      const expected = [...ledgers.values()]
        .filter((ledger) => ledger.totals.outstandingPaise > 0)
        .map((ledger) => {
          const fine = ledger.terms[0]!.lines.find((line) => line.kind === 'fine')
          const fineOutstanding = Math.max(0, fine?.outstandingPaise ?? 0)
          return {
            studentId: ledger.studentId,
            outstandingPaise: ledger.totals.outstandingPaise,
            finePaise: fineOutstanding,
            duePaise: ledger.totals.outstandingPaise - fineOutstanding,
          }
        })
        .sort((a, b) => a.studentId.localeCompare(b.studentId))
      const actual = report.items
        .map((i) => ({
          studentId: i.studentId,
          outstandingPaise: i.outstandingPaise,
          finePaise: i.finePaise,
          duePaise: i.duePaise,
        }))
        .sort((a, b) => a.studentId.localeCompare(b.studentId))
      expect(actual, report.term.name).toEqual(expected)
      expect(actual.length, report.term.name).toBeGreaterThan(0)
    }
    expect(defaulters[0]!.items.find((i) => i.studentId === extra.id)).toMatchObject({ duePaise: 0, finePaise: 100_00 })
    expect(defaulters.flatMap((r) => r.items).some((i) => i.studentId === mira.id)).toBe(true)
    expect(total.waivedPaise).toBe(50_00)
    expect(total.concessionPaise).toBe(Math.floor(5_500_00 * 0.25) + Math.floor(5_000_00 * 0.25) + 2 * 1_000_00)

    // The extra student's ₹5,700 on 28 June cleared term 1's fees (after the concession) but not its ₹100 fine.
    const extraTerm1 = ledgers[3]!.terms[0]!
    expect(extraTerm1.clearedOn).toBe('2026-06-28')
    expect(extraTerm1.lines.find((l) => l.kind === 'fine')).toMatchObject({
      finePaise: 100_00,
      outstandingPaise: 100_00,
    })
  })
})
