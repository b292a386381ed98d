// Optional fee heads, one-off charges, advances (credit) and counter refunds on the database under test (SQLite, or
// PostgreSQL with TEST_DATABASE_URL), with the ledger equation per student and the money identity for the school:
//   money in (every receipt) = money out (refunds) + held (fees paid + credit + voided money not yet handed back)
import { TRPCError } from '@trpc/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { computeLedgers } from '~/server/fees/ledger'
import { useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
})

const asOf = today.slice(0, 10)

async function rejects(promise: Promise<unknown>, code: TRPCError['code'], message?: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(TRPCError)
  expect((error as TRPCError).code).toBe(code)
  if (message) expect((error as TRPCError).message).toMatch(message)
}

/** The ledger equation per student, and money in = money out + held for the school. */
async function expectReconciles() {
  const ledgers = await computeLedgers(db, { asOf })
  let paid = 0
  for (const ledger of ledgers.values()) {
    const t = ledger.totals
    expect(t.chargedPaise - t.concessionPaise + t.finePaise - t.waivedPaise).toBe(t.paidPaise + t.outstandingPaise)
    for (const term of ledger.terms)
      for (const line of term.lines) expect(line.outstandingPaise).toBeGreaterThanOrEqual(0)
    paid += t.paidPaise
  }
  const sum = async (rows: Promise<{ _sum: { amountPaise?: bigint | null; totalPaise?: bigint | null } }>) => {
    const { _sum } = await rows
    return Number(_sum.amountPaise ?? _sum.totalPaise ?? 0n)
  }
  const moneyIn = await sum(db.feeReceipt.aggregate({ _sum: { totalPaise: true } }))
  const moneyOut = await sum(db.feeRefund.aggregate({ _sum: { amountPaise: true } }))
  const credit = await sum(db.feeCreditEntry.aggregate({ _sum: { amountPaise: true } }))
  const voided = await sum(db.feeReceipt.aggregate({ where: { voidedAt: { not: null } }, _sum: { totalPaise: true } }))
  const voidRefunds = await sum(db.feeRefund.aggregate({ where: { source: 'void' }, _sum: { amountPaise: true } }))
  const held = paid + credit + (voided - voidRefunds)
  expect(moneyIn).toBe(moneyOut + held)
  // Every credit balance is zero or more.
  const balances = await db.feeCreditEntry.groupBy({ by: ['studentId'], _sum: { amountPaise: true } })
  for (const row of balances) expect(Number(row._sum.amountPaise ?? 0n)).toBeGreaterThanOrEqual(0)
  return { moneyIn, moneyOut, held, paid, credit }
}

async function transportSchool() {
  const setup = feesAs(school.admin, db).setup
  const transport = await setup.heads.create({ name: 'Transport', optional: true })
  for (const term of [school.terms.term1, school.terms.term2, school.terms.term3])
    await setup.structure.set({ termId: term.id, className: 'class5', headId: transport.id, amountPaise: 1_000_00 })
  return { setup, transport }
}

describe('optional fee heads', () => {
  it('charges an optional head at issue only to the students assigned to it, at their own amount when given', async () => {
    const { setup, transport } = await transportSchool()
    const { asha, ravi, mira } = school.students
    await setup.optional.assign({ studentId: asha.id, headId: transport.id })
    await setup.optional.assign({ studentId: mira.id, headId: transport.id, amountPaise: 1_500_00, note: 'Route 3' })
    const preview = await setup.issuePreview({ termId: school.terms.term1.id })
    expect(preview.optionalCharges).toBe(2)
    await setup.issueTerm({ termId: school.terms.term1.id })

    const charges = await db.feeCharge.findMany({ where: { headId: transport.id } })
    expect(charges.map((c) => [c.studentId, Number(c.amountPaise), c.kind]).sort()).toEqual(
      [
        [asha.id, 1_000_00, 'optional'],
        [mira.id, 1_500_00, 'optional'],
      ].sort(),
    )
    // Ravi (Class 8, no transport amount) assigned later with his route's fare, charged on the issued term if chosen.
    await rejects(
      setup.optional.assign({ studentId: ravi.id, headId: school.heads.tuition.id }),
      'BAD_REQUEST',
      /not optional/,
    )
    const later = await setup.optional.assign({
      studentId: ravi.id,
      headId: transport.id,
      amountPaise: 800_00,
      chargeIssuedTerms: true,
    })
    expect(later.charged).toBe(1)
    const counter = await feesAs(school.cashier, db).counter.student({ studentId: ravi.id })
    expect(counter.terms[0]!.lines.map((l) => [l.headName, l.chargedPaise, l.chargeKind])).toContainEqual([
      'Transport',
      800_00,
      'optional',
    ])
    // Issuing term 2 charges all three; a cashier cannot assign.
    await setup.issueTerm({ termId: school.terms.term2.id })
    expect(await db.feeCharge.count({ where: { headId: transport.id, termId: school.terms.term2.id } })).toBe(3)
    await rejects(
      feesAs(school.cashier, db).setup.optional.assign({ studentId: asha.id, headId: transport.id }),
      'FORBIDDEN',
    )
    await expectReconciles()
  })

  it('imports assignments from a CSV after a dry run, and saves nothing while a row is wrong', async () => {
    const { setup, transport } = await transportSchool()
    const ids = await db.user.findMany({
      where: { id: { in: [school.students.asha.id, school.students.mira.id] } },
      select: { id: true, uniqueId: true },
    })
    const asha = ids.find((u) => u.id === school.students.asha.id)!.uniqueId!
    const mira = ids.find((u) => u.id === school.students.mira.id)!.uniqueId!
    const bad = `school_id,amount,note\n${asha},,\n${mira},12x,Route 2\nNOPE,,\n`
    const check = await setup.optional.import({ headId: transport.id, csv: bad, dryRun: true })
    expect(check.rows.map((r) => r.status)).toEqual(['new', 'error', 'error'])
    await rejects(setup.optional.import({ headId: transport.id, csv: bad, dryRun: false }), 'BAD_REQUEST')
    expect(await db.feeOptionalAssignment.count()).toBe(0)

    const good = `school_id,amount,note\n${asha},,\n${mira},"1,200",Route 2\n`
    expect((await setup.optional.import({ headId: transport.id, csv: good, dryRun: true })).saved).toBe(false)
    const saved = await setup.optional.import({ headId: transport.id, csv: good, dryRun: false })
    expect(saved).toMatchObject({ saved: true, newCount: 2, errorCount: 0 })
    const list = await setup.optional.list({ headId: transport.id })
    expect(list.items.map((i) => [i.name, i.amountPaise, i.note]).sort()).toEqual([
      ['Asha Sharma', null, null],
      ['Mira Roy', 1_200_00, 'Route 2'],
    ])
  })
})

describe('one-off charges', () => {
  it('adds several one-offs of one head to a term, shows them by reason, keeps concessions off them, and collects them', async () => {
    const setup = feesAs(school.admin, db).setup
    const fines = await setup.heads.create({ name: 'Library fine' })
    await setup.issueTerm({ termId: school.terms.term1.id })
    await setup.issueTerm({ termId: school.terms.term2.id })
    await setup.issueTerm({ termId: school.terms.term3.id })
    const { mira } = school.students
    await setup.concessions.create({ studentId: mira.id, type: 'merit', kind: 'percent', percent: 50, reason: 'Merit' })
    const first = await setup.oneOff.add({
      studentId: mira.id,
      termId: school.terms.term3.id,
      headId: fines.id,
      amountPaise: 150_00,
      reason: 'Lost library book',
      dueDate: '2026-07-20',
    })
    await setup.oneOff.add({
      studentId: mira.id,
      termId: school.terms.term3.id,
      headId: fines.id,
      amountPaise: 50_00,
      reason: 'Late return',
      dueDate: '2026-07-20',
    })
    await rejects(
      setup.oneOff.add({
        studentId: mira.id,
        termId: school.terms.term3.id,
        headId: fines.id,
        amountPaise: 50_00,
        reason: 'Outside the year',
        dueDate: '2027-04-02',
      }),
      'BAD_REQUEST',
    )
    await rejects(
      feesAs(school.cashier, db).setup.oneOff.add({
        studentId: mira.id,
        termId: school.terms.term3.id,
        headId: fines.id,
        amountPaise: 50_00,
        reason: 'Cashier',
        dueDate: '2026-07-20',
      }),
      'FORBIDDEN',
    )
    const counter = feesAs(school.cashier, db).counter
    const view = await counter.student({ studentId: mira.id })
    const term3 = view.terms.find((t) => t.termId === school.terms.term3.id)!
    const oneOffLines = term3.lines.filter((l) => l.chargeKind === 'one_off')
    expect(oneOffLines.map((l) => [l.headName, l.chargedPaise, l.concessionPaise, l.dueDate]).sort()).toEqual([
      ['Library fine: Late return', 50_00, 0, '2026-07-20'],
      ['Library fine: Lost library book', 150_00, 0, '2026-07-20'],
    ])
    expect(view.oneOffs).toHaveLength(2)
    // Collected by line: the receipt and the family's statement name it.
    const receipt = await counter.collect({
      mode: 'cash',
      students: [{ studentId: mira.id, amountPaise: 150_00, allocations: [{ key: first.id, amountPaise: 150_00 }] }],
    })
    const sheet = await counter.receipt({ id: receipt.id })
    expect(sheet.students[0]!.lines).toEqual([
      { term: 'Term 3', label: 'Library fine: Lost library book', amountPaise: 150_00 },
    ])
    const statement = await feesAs(school.parents.royParent, db).family.statement({ studentId: mira.id })
    expect(
      statement.terms.flatMap((t) => t.lines).find((l) => l.headName === 'Library fine: Lost library book')!.paidPaise,
    ).toBe(150_00)
    // A paid one-off stays; an unpaid one may be removed with a reason.
    await rejects(setup.oneOff.remove({ chargeId: first.id, reason: 'Mistake' }), 'CONFLICT')
    const second = oneOffLines.find((l) => l.headName.endsWith('Late return'))!.chargeId!
    await setup.oneOff.remove({ chargeId: second, reason: 'Book found' })
    expect(await db.auditLog.count({ where: { action: { in: ['fees.charge_add', 'fees.charge_remove'] } } })).toBe(3)
    await expectReconciles()
  })
})

describe('advances, credit and refunds', () => {
  it('keeps an excess as credit only when asked, applies it at the next issue oldest first, and refunds the rest', async () => {
    const setup = feesAs(school.admin, db).setup
    await setup.issueTerm({ termId: school.terms.term1.id })
    const { mira } = school.students
    const counter = feesAs(school.cashier, db).counter
    const due = (await counter.student({ studentId: mira.id })).totals.outstandingPaise
    await rejects(
      counter.collect({ mode: 'cash', students: [{ studentId: mira.id, amountPaise: due + 7_000_00 }] }),
      'BAD_REQUEST',
    )
    const receipt = await counter.collect({
      mode: 'upi',
      reference: 'UPI-778812',
      keepExcessAsAdvance: true,
      students: [{ studentId: mira.id, amountPaise: due + 7_000_00 }],
    })
    expect(receipt.totalPaise).toBe(due + 7_000_00)
    const sheet = await counter.receipt({ id: receipt.id })
    expect(sheet.students[0]!.lines.at(-1)).toEqual({ term: 'Advance', label: 'Kept as credit', amountPaise: 7_000_00 })
    expect((await counter.student({ studentId: mira.id })).credit.balancePaise).toBe(7_000_00)
    // Nothing due at all: the whole amount is an advance.
    await counter.collect({
      mode: 'cash',
      keepExcessAsAdvance: true,
      students: [{ studentId: mira.id, amountPaise: 500_00 }],
    })
    const family = await feesAs(school.parents.royParent, db).family.statement({ studentId: mira.id })
    expect(family.credit.balancePaise).toBe(7_500_00)
    await expectReconciles()

    // Term 2 (₹5,000, due 25 June: ₹100 late by 5 July) is issued: ₹5,100 of the credit pays it, recorded and
    // audit-logged; ₹2,400 is left.
    const preview = await setup.issuePreview({ termId: school.terms.term2.id })
    expect(preview).toMatchObject({ creditStudents: 1, creditPaise: 7_500_00 })
    const issued = await setup.issueTerm({ termId: school.terms.term2.id })
    expect(issued).toMatchObject({ creditApplied: 1, creditAppliedPaise: 5_100_00 })
    const after = await counter.student({ studentId: mira.id })
    expect(after.credit.balancePaise).toBe(2_400_00)
    expect(after.credit.entries.find((e) => e.kind === 'applied')).toMatchObject({
      kind: 'applied',
      amountPaise: -5_100_00,
      termName: 'Term 2',
    })
    expect(after.terms.find((t) => t.termId === school.terms.term2.id)!.totals.outstandingPaise).toBe(0)
    expect(await db.auditLog.count({ where: { action: 'fees.credit_apply' } })).toBe(1)
    await expectReconciles()

    // A refund of credit: admin only, numbered in the year's refund series, never more than the credit.
    const refundInput = {
      studentId: mira.id,
      source: 'credit' as const,
      amountPaise: 2_000_00,
      mode: 'cash' as const,
      reason: 'Family moving away',
    }
    await rejects(feesAs(school.cashier, db).setup.refund(refundInput), 'FORBIDDEN')
    await rejects(setup.refund({ ...refundInput, amountPaise: 3_000_00 }), 'BAD_REQUEST', /₹2,400\.00/)
    const refund = await setup.refund(refundInput)
    expect(refund.numberText).toBe('R2026-27/0001')
    const report = await feesAs(school.cashier, db).reports.refunds({ from: asOf, to: asOf })
    expect(report.items[0]).toMatchObject({
      numberText: 'R2026-27/0001',
      amountPaise: 2_000_00,
      approvedByName: 'Ada Admin',
    })
    expect((await feesAs(school.cashier, db).reports.creditHeld()).totalPaise).toBe(400_00)
    await expectReconciles()
  })

  it("refunds a voided receipt's money once, and refuses to void a receipt whose advance is spent", async () => {
    const setup = feesAs(school.admin, db).setup
    await setup.issueTerm({ termId: school.terms.term1.id })
    const { asha } = school.students
    const counter = feesAs(school.admin, db).counter
    const paid = await counter.collect({ mode: 'cash', students: [{ studentId: asha.id, amountPaise: 2_000_00 }] })
    await counter.void({ receiptId: paid.id, reason: 'Cheque given instead' })
    const refund = {
      studentId: asha.id,
      source: 'void' as const,
      receiptId: paid.id,
      mode: 'cash' as const,
      reason: 'Cash returned',
    }
    // The refund form's picker: the student's voided receipts with money left, and what is left of each.
    const pick = () => setup.refundableReceipts({ studentId: asha.id })
    expect(await pick()).toEqual([
      { id: paid.id, numberText: paid.numberText, date: paid.date, totalPaise: 2_000_00, refundablePaise: 2_000_00 },
    ])
    await rejects(feesAs(school.cashier, db).setup.refundableReceipts({ studentId: asha.id }), 'FORBIDDEN')
    await setup.refund({ ...refund, amountPaise: 1_500_00 })
    expect((await pick()).map((r) => r.refundablePaise)).toEqual([500_00])
    await rejects(setup.refund({ ...refund, amountPaise: 600_00 }), 'BAD_REQUEST', /₹500\.00/)
    await setup.refund({ ...refund, amountPaise: 500_00 })
    expect(await pick()).toEqual([])
    expect(await setup.refundableReceipts({ studentId: school.students.mira.id })).toEqual([])
    await expectReconciles()

    const advance = await counter.collect({
      mode: 'cash',
      keepExcessAsAdvance: true,
      students: [{ studentId: asha.id, amountPaise: 9_000_00 }],
    })
    await setup.refund({
      studentId: asha.id,
      source: 'credit',
      amountPaise: 1_000_00,
      mode: 'cash',
      reason: 'Asked back',
    })
    await rejects(counter.void({ receiptId: advance.id, reason: 'Mistake' }), 'BAD_REQUEST', /already been used/)
    await expectReconciles()
  })

  it('lets only one of two parallel refunds spend the same credit', async () => {
    const { mira } = school.students
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      keepExcessAsAdvance: true,
      students: [{ studentId: mira.id, amountPaise: 3_000_00 }],
    })
    const setup = feesAs(school.admin, db).setup
    const refund = () =>
      setup.refund({ studentId: mira.id, source: 'credit', amountPaise: 2_000_00, mode: 'cash', reason: 'Twice' })
    const results = await Promise.allSettled([refund(), refund(), refund()])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect((await feesAs(school.cashier, db).counter.student({ studentId: mira.id })).credit.balancePaise).toBe(
      1_000_00,
    )
    await expectReconciles()
  })

  it('never spends one credit twice when an issue and a refund race', async () => {
    const { mira } = school.students
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      keepExcessAsAdvance: true,
      students: [{ studentId: mira.id, amountPaise: 4_000_00 }],
    })
    const setup = feesAs(school.admin, db).setup
    const results = await Promise.allSettled([
      setup.issueTerm({ termId: school.terms.term1.id }),
      setup.refund({ studentId: mira.id, source: 'credit', amountPaise: 4_000_00, mode: 'cash', reason: 'Race' }),
    ])
    expect(results[0].status).toBe('fulfilled')
    const entries = await db.feeCreditEntry.findMany({ where: { studentId: mira.id } })
    const spent = entries.filter((e) => Number(e.amountPaise) < 0).reduce((sum, e) => sum - Number(e.amountPaise), 0)
    expect(spent).toBe(4_000_00)
    await expectReconciles()
  })
})
