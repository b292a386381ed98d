// The ledger against figures computed another way (tests/support/fee-model.ts, written from docs/fees.md alone), on
// the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL): charges from the structure and the
// enrolments, late fees from the term rules, payments spread oldest first, and what was collected summed by SQL
// from the allocations that are not void, over one known term of activity. (A random sequence:
// fees-ledger-random.test.ts.)
import { beforeEach, describe, expect, it } from 'vitest'
import { useFreshDatabasePerTest } from '../support/accounts'
import { totalsOf } from '../support/fee-model'
import { buildFeeSchool, feesAs, makeStudent, today, type FeeSchool } from './fees-fixture'
import { modelChecks, modelOf } from './fees-model-checks'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
})

describe('a term of activity', () => {
  it('matches, figure by figure, the charges, concessions, fines, waivers and payments computed another way', async () => {
    const { issue, expectCounterMatches, expectReportsMatch } = modelChecks(db, school)
    const model = modelOf(school)
    const extra = await makeStudent(db, { firstName: 'Kiran', lastName: 'Das', parentEmail: 'das@example.com' })
    await feesAs(school.admin, db).setup.enrolments.set({ studentId: extra.id, className: 'class8' })
    const { asha, ravi, mira } = school.students
    for (const [student, className] of [
      [asha, 'class5'],
      [ravi, 'class8'],
      [mira, 'class5'],
      [extra, 'class8'],
    ] as const)
      model.enrol(student.id, className)
    await issue(model, school.terms.term1.id, today)
    await issue(model, school.terms.term2.id, today)
    const admin = feesAs(school.admin, db)
    const cashier = feesAs(school.cashier, db).counter

    // Two concessions, a waiver, payments on earlier days (fines frozen at those dates), a family payment, a void.
    await admin.setup.concessions.create({
      studentId: mira.id,
      type: 'rte_ews',
      kind: 'percent',
      percent: 25,
      reason: 'RTE seat',
    })
    model.addConcession({ studentId: mira.id, kind: 'percent', percent: 25 })
    await admin.setup.concessions.create({
      studentId: extra.id,
      type: 'staff_ward',
      kind: 'fixed',
      amountPaise: 1_000_00,
      headId: school.heads.tuition.id,
      reason: 'Staff ward',
    })
    model.addConcession({ studentId: extra.id, kind: 'fixed', amountPaise: 1_000_00, headId: school.heads.tuition.id })
    await admin.setup.waiveFine({
      studentId: ravi.id,
      termId: school.terms.term2.id,
      amountPaise: 50_00,
      reason: 'Hospital stay',
    })
    model.addWaiver(ravi.id, school.terms.term2.id, 50_00)

    const pay = async (
      at: string,
      input: {
        mode: 'cash' | 'dd' | 'cheque' | 'upi' | 'card'
        reference?: string
        bank?: string
        instrumentDate?: string
        students: { studentId: string; amountPaise: number }[]
      },
      by = school.admin,
    ) => {
      const receipt = await feesAs(by, db, at).counter.collect({ ...input, date: at.slice(0, 10) })
      expect(model.collect(receipt.id, at.slice(0, 10), input.students)).not.toBeNull()
      return receipt
    }
    await pay('2026-05-10T10:00:00+05:30', { mode: 'cash', students: [{ studentId: mira.id, amountPaise: 2_000_00 }] })
    // Asha pays Term 1's tuition inside its grace days and the exam fee after them: the term is cleared on the later
    // day, so its late fee is due.
    await pay('2026-04-28T10:00:00+05:30', { mode: 'cash', students: [{ studentId: asha.id, amountPaise: 5_000_00 }] })
    await pay('2026-05-03T10:00:00+05:30', { mode: 'cash', students: [{ studentId: asha.id, amountPaise: 500_00 }] })
    await pay('2026-06-28T10:00:00+05:30', {
      mode: 'dd',
      reference: 'DD 7781',
      bank: 'Axis Bank',
      instrumentDate: '2026-06-27',
      students: [{ studentId: extra.id, amountPaise: 5_700_00 }],
    })
    await pay(
      today,
      {
        mode: 'upi',
        reference: 'UTR 55',
        students: [
          { studentId: asha.id, amountPaise: 5_000_00 },
          { studentId: ravi.id, amountPaise: 3_000_00 },
        ],
      },
      school.cashier,
    )
    const mistaken = await pay(
      today,
      { mode: 'cash', students: [{ studentId: ravi.id, amountPaise: 1_234_56 }] },
      school.cashier,
    )
    await cashier.void({ receiptId: mistaken.id, reason: 'Keyed twice' })
    model.voidReceipt(mistaken.id)
    await pay(today, { mode: 'card', reference: 'APPR 9', students: [{ studentId: mira.id, amountPaise: 1_111_11 }] })
    // Mira's cheque bounces: its payment is reversed as a void is, and the bounce charge is a one-off of the term it
    // paid (no concession takes anything off it).
    const bounceHead = await admin.setup.heads.create({ name: 'Cheque bounce charge' })
    model.addHead(bounceHead)
    await admin.cheques.setBounceRule({ headId: bounceHead.id, amountPaise: 300_00 })
    const cheque = await pay(today, {
      mode: 'cheque',
      reference: '004513',
      bank: 'SBI, Dimapur',
      instrumentDate: '2026-07-04',
      students: [{ studentId: mira.id, amountPaise: 1_000_00 }],
    })
    const bounced = await admin.cheques.settle({
      receiptId: cheque.id,
      outcome: 'bounced',
      date: today.slice(0, 10),
      reason: 'Insufficient funds',
      addCharge: true,
    })
    model.voidReceipt(cheque.id)
    const bounceCharge = await db.feeCharge.findFirstOrThrow({ where: { headId: bounceHead.id } })
    expect(bounced.charge).toMatchObject({ studentId: mira.id, amountPaise: 300_00 })
    model.addCharges([{ ...bounceCharge, amountPaise: Number(bounceCharge.amountPaise) }])

    // Concessions granted late in the year from a term on. Asha paid Term 1 in full: ₹50 off tuition for the whole
    // year would undo a payment and is refused; from Term 2 on it is granted, and on what is unpaid of Term 1 it
    // takes nothing there (Term 1 stays as paid).
    const ashaFixed = {
      studentId: asha.id,
      type: 'need_based' as const,
      kind: 'fixed' as const,
      amountPaise: 50_00,
      headId: school.heads.tuition.id,
      reason: 'Family hardship',
    }
    await expect(admin.setup.concessions.create(ashaFixed)).rejects.toThrow('Void or adjust those payments first.')
    await admin.setup.concessions.create({ ...ashaFixed, fromTermId: school.terms.term2.id, earlierUnpaid: true })
    model.addConcession({
      studentId: asha.id,
      kind: 'fixed',
      amountPaise: 50_00,
      headId: school.heads.tuition.id,
      fromTermId: school.terms.term2.id,
      earlierUnpaid: true,
    })
    // Ravi paid ₹3,000 of Term 1's tuition: 10% from Term 2 on, and on what is still unpaid of Term 1.
    await admin.setup.concessions.create({
      studentId: ravi.id,
      type: 'merit',
      kind: 'percent',
      percent: 10,
      fromTermId: school.terms.term2.id,
      earlierUnpaid: true,
      reason: 'Merit',
    })
    model.addConcession({
      studentId: ravi.id,
      kind: 'percent',
      percent: 10,
      fromTermId: school.terms.term2.id,
      earlierUnpaid: true,
    })

    const studentIds = [asha.id, ravi.id, mira.id, extra.id]
    await expectCounterMatches(model, studentIds, today)
    await expectReportsMatch(model, studentIds, today)

    // A few figures by hand, so the model itself is checked too.
    expect([...model.collectedByStudent().values()].reduce((a, b) => a + b, 0)).toBe(
      2_000_00 + 5_000_00 + 500_00 + 5_700_00 + 5_000_00 + 3_000_00 + 1_111_11,
    )
    const everyLine = studentIds.flatMap((id) => model.ledger(id, '2026-07-05').flatMap((t) => t.lines))
    expect(totalsOf(everyLine)).toMatchObject({
      chargedPaise: 2 * (5_500_00 + 5_000_00) + 2 * (6_700_00 + 6_000_00) + 300_00,
      concessionPaise:
        Math.floor(5_000_00 * 0.25) +
        Math.floor(500_00 * 0.25) +
        Math.floor(5_000_00 * 0.25) +
        2_000_00 +
        50_00 +
        (600_00 + 70_00 + 600_00),
      waivedPaise: 50_00,
    })
    const ashaView = await feesAs(school.cashier, db).counter.student({ studentId: asha.id })
    expect(ashaView.terms.map((t) => t.lines.filter((l) => l.kind === 'charge').map((l) => l.concessionPaise))).toEqual(
      [[0, 0], [50_00]],
    )
    const raviView = await feesAs(school.cashier, db).counter.student({ studentId: ravi.id })
    expect(raviView.terms.map((t) => t.lines.filter((l) => l.kind === 'charge').map((l) => l.concessionPaise))).toEqual(
      [[600_00, 70_00], [600_00]],
    )
    expect(ashaView.terms[0]!.clearedOn).toBe('2026-05-03')
    expect(ashaView.terms[0]!.lines.find((l) => l.kind === 'fine')).toMatchObject({ finePaise: 100_00 })
    // Kiran's ₹5,700 on 28 June cleared Term 1's fees after the concession, not its ₹100 late fee.
    const kiran = await feesAs(school.cashier, db).counter.student({ studentId: extra.id })
    expect(kiran.terms[0]!.clearedOn).toBe('2026-06-28')
    expect(kiran.terms[0]!.lines.find((l) => l.kind === 'fine')).toMatchObject({
      finePaise: 100_00,
      outstandingPaise: 100_00,
    })
  })
})
