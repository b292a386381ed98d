// The fee ledger through the router, on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL).
import { TRPCError } from '@trpc/server'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { collectMessages } from '~/server/fees/counter'
import { handleReceiptPdfRequest } from '~/server/fees/receipt-http'
import { fixedClock } from '~/server/clock'
import type { FineKind } from '~/shared/fees'
import { callerFor, useAccountsDatabase } from '../support/accounts'
import { drainOutbox } from '../support/drain-outbox'
import { buildFeeSchool, feesAs, issueTerms, makeStudent, today, type FeeSchool } from './fees-fixture'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

let school: FeeSchool
beforeEach(async () => {
  await testDb.reset()
  school = await buildFeeSchool(db)
})

async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected the call to fail')
}

/** A term as the admin's term form sends it back. */
const termInput = (term: FeeSchool['terms']['term1']) => ({ ...term, fineKind: term.fineKind as FineKind })

const counts = async () => ({
  receipts: await db.feeReceipt.count(),
  allocations: await db.feeAllocation.count(),
  charges: await db.feeCharge.count(),
  concessions: await db.feeConcession.count(),
  waivers: await db.feeFineWaiver.count(),
})

describe('set-up', () => {
  it('keeps exactly one current year', async () => {
    const setup = feesAs(school.admin, db).setup
    const next = await setup.years.create({ name: '2027-28' })
    expect((await setup.years.list()).filter((y) => y.isCurrent).map((y) => y.name)).toEqual(['2026-27'])
    await setup.years.setCurrent({ id: next.id })
    expect((await setup.years.list()).filter((y) => y.isCurrent).map((y) => y.name)).toEqual(['2027-28'])
    expect((await failure(setup.years.create({ name: '2027-28' }))).code).toBe('CONFLICT')
    expect((await failure(setup.years.create({ name: '2027-29' }))).code).toBe('BAD_REQUEST')
  })

  it('shows the structure as a grid and refuses an unknown class', async () => {
    const setup = feesAs(school.admin, db).setup
    const grid = await setup.structure.get({ className: 'class5' })
    expect(grid.terms.map((t) => t.name)).toEqual(['Term 1', 'Term 2', 'Term 3'])
    expect(grid.totalPaise).toBe(15_500_00)
    const before = await db.feeStructureItem.count()
    const bad = await failure(
      setup.structure.set({
        termId: school.terms.term1.id,
        className: 'class13' as 'class5',
        headId: school.heads.tuition.id,
        amountPaise: 100,
      }),
    )
    expect(bad.code).toBe('BAD_REQUEST')
    expect(bad.message).toContain('Unknown class')
    expect(await db.feeStructureItem.count()).toBe(before)
  })

  it('issues a term once per student, and a structure edit never rewrites issued charges', async () => {
    const setup = feesAs(school.admin, db).setup
    const preview = await setup.issuePreview({ termId: school.terms.term1.id })
    expect(preview).toMatchObject({ students: 3, charges: 6, totalPaise: 5_500_00 * 2 + 6_700_00 })
    await setup.issueTerm({ termId: school.terms.term1.id })
    expect(await db.feeCharge.count()).toBe(6)

    await setup.structure.set({
      termId: school.terms.term1.id,
      className: 'class5',
      headId: school.heads.tuition.id,
      amountPaise: 9_999_00,
    })
    const again = await setup.issueTerm({ termId: school.terms.term1.id })
    expect(again.students).toBe(0)
    expect(await db.feeCharge.count()).toBe(6)
    const ashaTuition = await db.feeCharge.findFirst({
      where: { studentId: school.students.asha.id, headId: school.heads.tuition.id },
    })
    expect(ashaTuition?.amountPaise).toBe(5_000_00n)

    // A student enrolled later gets the term on the next issue, at today's structure.
    const late = await makeStudent(db, { firstName: 'Lata', lastName: 'Late' })
    await setup.enrolments.set({ studentId: late.id, className: 'class5' })
    expect(await setup.issuePreview({ termId: school.terms.term1.id })).toMatchObject({
      students: 1,
      totalPaise: 9_999_00 + 500_00,
    })
    await setup.issueTerm({ termId: school.terms.term1.id })
    expect(await db.feeCharge.count({ where: { studentId: late.id } })).toBe(2)
    expect(await db.auditLog.count({ where: { action: 'fees.term_issue' } })).toBe(3)
  })
})

describe('the counter', () => {
  beforeEach(() => issueTerms(db, school))

  it('finds students by part of a name, school ID or parent phone', async () => {
    const counter = feesAs(school.cashier, db).counter
    expect((await counter.search({ q: 'shar' })).map((m) => m.name)).toEqual(['Asha Sharma', 'Ravi Sharma'])
    expect((await counter.search({ q: 'asha sh' })).map((m) => m.name)).toEqual(['Asha Sharma'])
    const schoolId = school.students.mira.uniqueId!
    expect((await counter.search({ q: schoolId.slice(0, 7).toLowerCase() })).map((m) => m.name)).toContain('Mira Roy')
    expect((await counter.search({ q: '91234' })).map((m) => m.name)).toEqual(['Mira Roy'])
    await db.student.update({ where: { userId: school.students.mira.id }, data: { parentPhone: '+91 91234 56780' } })
    expect((await counter.search({ q: '9123456780' })).map((m) => m.name)).toEqual(['Mira Roy'])
    expect((await counter.search({ q: '91234-56780' })).map((m) => m.name)).toEqual(['Mira Roy'])
    expect((await counter.search({ q: 'shar' }))[0]).toMatchObject({ classLabel: 'Class 5', section: 'A' })
  })

  it('shows dues per term and head with fines as of today, and siblings', async () => {
    const view = await feesAs(school.cashier, db).counter.student({ studentId: school.students.asha.id })
    expect(view.asOf).toBe('2026-07-05')
    expect(view.terms.map((t) => [t.name, t.totals.outstandingPaise])).toEqual([
      ['Term 1', 5_600_00],
      ['Term 2', 5_100_00],
    ])
    const fines = view.terms.map((t) => t.lines.find((l) => l.kind === 'fine')?.finePaise)
    expect(fines).toEqual([100_00, 100_00])
    expect(view.siblings.map((s) => [s.name, s.outstandingPaise])).toEqual([['Ravi Sharma', 6_800_00 + 6_100_00]])
  })

  it('collects a partial cash payment oldest due first with a numbered receipt', async () => {
    const counter = feesAs(school.cashier, db).counter
    const receipt = await counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.asha.id, amountPaise: 5_200_00 }],
    })
    expect(receipt.numberText).toBe('2026-27/000001')
    const view = await counter.receipt({ id: receipt.id })
    expect(view.students[0]!.lines).toEqual([
      { term: 'Term 1', label: 'Tuition', amountPaise: 5_000_00 },
      { term: 'Term 1', label: 'Examination', amountPaise: 200_00 },
    ])
    expect(view).toMatchObject({ totalPaise: 5_200_00, modeLabel: 'Cash', cashierName: 'Cyrus Cashier', void: null })
    expect(view.amountInWords).toBe('Rupees Five Thousand Two Hundred Only')
    expect(view.students[0]).toMatchObject({
      name: 'Asha Sharma',
      classLabel: 'Class 5 A',
      schoolId: school.students.asha.uniqueId,
    })
    const after = await counter.student({ studentId: school.students.asha.id })
    expect(after.totals.outstandingPaise).toBe(10_700_00 - 5_200_00)
  })

  it('refuses bad payments with a clear message and writes nothing', async () => {
    const counter = feesAs(school.cashier, db).counter
    const before = await counts()
    const asha = school.students.asha.id
    const above = await failure(
      counter.collect({ mode: 'cash', students: [{ studentId: asha, amountPaise: 10_700_01 }] }),
    )
    expect(above).toEqual({
      code: 'BAD_REQUEST',
      message: '₹10,700.01 is more than the ₹10,700.00 due for Asha Sharma.',
    })
    for (const amountPaise of [0, -100, 12.5]) {
      expect(
        (await failure(counter.collect({ mode: 'cash', students: [{ studentId: asha, amountPaise }] }))).code,
      ).toBe('BAD_REQUEST')
    }
    const noRef = await failure(counter.collect({ mode: 'cheque', students: [{ studentId: asha, amountPaise: 100 }] }))
    expect(noRef.message).toContain('A reference is required')
    expect(
      (await failure(counter.collect({ mode: 'cash', students: [{ studentId: 'no-such-student', amountPaise: 100 }] })))
        .code,
    ).toBe('NOT_FOUND')
    const badAllocation = await failure(
      counter.collect({
        mode: 'cash',
        students: [{ studentId: asha, amountPaise: 100_00, allocations: [{ key: 'fine:nope', amountPaise: 100_00 }] }],
      }),
    )
    expect(badAllocation.code).toBe('BAD_REQUEST')
    // A family payment where the second child's amount is too much writes nothing for the first either.
    const family = await failure(
      counter.collect({
        mode: 'upi',
        reference: 'UTR1',
        students: [
          { studentId: asha, amountPaise: 100_00 },
          { studentId: school.students.ravi.id, amountPaise: 99_999_00 },
        ],
      }),
    )
    expect(family.message).toContain('due for Ravi Sharma')
    // Only an admin may date a payment another day.
    expect(
      (
        await failure(
          counter.collect({ date: '2026-07-01', mode: 'cash', students: [{ studentId: asha, amountPaise: 100 }] }),
        )
      ).code,
    ).toBe('FORBIDDEN')
    expect(await counts()).toEqual(before)
    expect((await db.academicYear.findFirstOrThrow()).nextReceiptNumber).toBe(1)
  })

  it('takes one family receipt for two siblings and an edited allocation', async () => {
    const counter = feesAs(school.cashier, db).counter
    const { asha, ravi } = school.students
    const ravisTerm2Tuition = await db.feeCharge.findFirstOrThrow({
      where: { studentId: ravi.id, termId: school.terms.term2.id },
    })
    const receipt = await counter.collect({
      mode: 'cheque',
      reference: 'CHQ 004512',
      bank: 'SBI, Dimapur',
      instrumentDate: '2026-07-04',
      students: [
        { studentId: asha.id, amountPaise: 10_700_00 },
        {
          studentId: ravi.id,
          amountPaise: 1_000_00,
          allocations: [{ key: ravisTerm2Tuition.id, amountPaise: 1_000_00 }],
        },
      ],
    })
    const view = await counter.receipt({ id: receipt.id })
    expect(view.students.map((s) => [s.name, s.amountPaise])).toEqual([
      ['Asha Sharma', 10_700_00],
      ['Ravi Sharma', 1_000_00],
    ])
    expect(view.students[0]!.lines.filter((l) => l.label === 'Late fee')).toHaveLength(2)
    expect(view.reference).toBe('CHQ 004512')
    expect((await counter.student({ studentId: asha.id })).totals.outstandingPaise).toBe(0)
    const raviView = await counter.student({ studentId: ravi.id })
    expect(raviView.terms[1]!.lines[0]!.paidPaise).toBe(1_000_00)
  })

  it('refuses one receipt for children of two families, so neither family reads the other on it', async () => {
    const { asha, mira } = school.students
    const before = await counts()
    const mixed = await failure(
      feesAs(school.cashier, db).counter.collect({
        mode: 'cash',
        students: [
          { studentId: asha.id, amountPaise: 100_00 },
          { studentId: mira.id, amountPaise: 100_00 },
        ],
      }),
    )
    expect(mixed).toEqual({ code: 'BAD_REQUEST', message: collectMessages.notFamily })
    expect(await counts()).toEqual(before)
    expect((await db.academicYear.findFirstOrThrow()).nextReceiptNumber).toBe(1)
  })

  it('charges no late fee, and lists no defaulter, when a full concession leaves nothing to pay', async () => {
    const mira = school.students.mira.id
    await feesAs(school.admin, db).setup.concessions.create({
      studentId: mira,
      type: 'rte_ews',
      kind: 'percent',
      percent: 100,
      reason: 'RTE seat',
    })
    // Today (5 July) is past term 1's due date and grace days and term 2's due date: fines would run had she owed anything.
    const view = await feesAs(school.cashier, db).counter.student({ studentId: mira })
    expect(view.totals).toMatchObject({ finePaise: 0, outstandingPaise: 0 })
    expect(view.terms.flatMap((t) => t.lines).filter((l) => l.kind === 'fine')).toEqual([])
    for (const term of [school.terms.term1, school.terms.term2]) {
      const report = await feesAs(school.cashier, db).reports.defaulters({ termId: term.id })
      expect(report.items.map((i) => i.studentId)).not.toContain(mira)
    }
  })

  it('voids with a reason: the receipt stays, dues come back, the number is never reused', async () => {
    const counter = feesAs(school.cashier, db).counter
    const asha = school.students.asha.id
    const first = await counter.collect({ mode: 'cash', students: [{ studentId: asha, amountPaise: 1_000_00 }] })
    expect((await failure(counter.void({ receiptId: first.id, reason: '  ' }))).code).toBe('BAD_REQUEST')
    await counter.void({ receiptId: first.id, reason: 'Wrong student' })
    const second = await failure(counter.void({ receiptId: first.id, reason: 'Again' }))
    expect(second).toEqual({ code: 'BAD_REQUEST', message: 'This receipt is already void.' })
    const view = await counter.receipt({ id: first.id })
    expect(view.void).toMatchObject({ reason: 'Wrong student', byName: 'Cyrus Cashier' })
    expect((await counter.student({ studentId: asha })).totals.outstandingPaise).toBe(10_700_00)
    const next = await counter.collect({ mode: 'cash', students: [{ studentId: asha, amountPaise: 1_000_00 }] })
    expect(next.numberText).toBe('2026-27/000002')
    expect(await db.auditLog.count({ where: { action: 'fees.receipt_void', targetId: first.id } })).toBe(1)
  })

  it('queues the receipt and its cancellation for the family, once each, and the worker sends them', async () => {
    const { mira } = school.students
    const counter = feesAs(school.cashier, db).counter
    const receipt = await counter.collect({ mode: 'cash', students: [{ studentId: mira.id, amountPaise: 500_00 }] })
    // Written with the receipt, sent by nobody yet: the guardian's fee messages go where they chose (here e-mail,
    // as their account has no mobile).
    const paid = await db.emailOutbox.findFirstOrThrow({ where: { template: 'fee_receipt' } })
    expect(paid).toMatchObject({
      channel: 'email',
      status: 'queued',
      kind: 'fees',
      to: 'roy.parent@example.com',
      recipientUserId: school.parents.royParent.id,
    })
    expect(paid.text.startsWith('Dear Rina Roy,')).toBe(true)
    expect(paid.text).toContain(`₹500.00 for Mira Roy at the school counter`)
    expect(paid.text).toContain(`/fee-portal/student-dashboard?child=${mira.id}`)
    await counter.void({ receiptId: receipt.id, reason: 'Wrong amount' })
    const voided = await db.emailOutbox.findFirstOrThrow({ where: { template: 'fee_receipt_void' } })
    expect(voided).toMatchObject({ channel: 'email', status: 'queued', to: 'roy.parent@example.com' })
    expect(voided.subject).toBe(`Receipt ${receipt.numberText} cancelled: the fees of Mira Roy are due again`)
    // The same message again (a retried request) queues nothing new.
    const { queueReceiptMessages } = await import('~/server/fees/family-messages')
    await queueReceiptMessages(
      { db, now: fixedClock(today) },
      { id: receipt.id, numberText: receipt.numberText, date: '01/07/2026' },
      'void',
      [{ studentId: mira.id, name: 'Mira Roy', amount: '₹500.00' }],
      '',
    )
    expect(await db.emailOutbox.count()).toBe(2)
    await drainOutbox(db, fixedClock(today))
    expect(
      // One fixed clock: both rows have the same time, so the template names them in order.
      (await db.emailOutbox.findMany({ orderBy: { template: 'asc' } })).map((row) => [row.template, row.status]),
    ).toEqual([
      ['fee_receipt', 'stored'],
      ['fee_receipt_void', 'stored'],
    ])
  })

  it('lets a cashier void only their own receipts of today before closing the day; an admin any', async () => {
    const asha = school.students.asha.id
    const mine = await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha, amountPaise: 100_00 }],
    })
    const other = feesAs(school.cashier2, db).counter
    expect((await failure(other.void({ receiptId: mine.id, reason: 'x' }))).code).toBe('FORBIDDEN')
    const tomorrow = feesAs(school.cashier, db, '2026-07-06T10:00:00+05:30').counter
    expect((await failure(tomorrow.void({ receiptId: mine.id, reason: 'x' }))).code).toBe('FORBIDDEN')
    await feesAs(school.cashier, db).reports.dayClose.close({ countedCashPaise: 100_00 })
    const closed = await failure(feesAs(school.cashier, db).counter.void({ receiptId: mine.id, reason: 'x' }))
    expect(closed.message).toContain('closed this day')
    const afterClose = await failure(
      feesAs(school.cashier, db).counter.collect({
        mode: 'cash',
        students: [{ studentId: asha, amountPaise: 100_00 }],
      }),
    )
    expect(afterClose.message).toContain('closed this day')
    await feesAs(school.admin, db, '2026-07-09T10:00:00+05:30').counter.void({
      receiptId: mine.id,
      reason: 'Cheque bounced',
    })
    expect((await db.feeReceipt.findUniqueOrThrow({ where: { id: mine.id } })).voidedByName).toBe('Ada Admin')
  })

  it('tells the counter, with the receipt, whether this cashier may void it and who can instead', async () => {
    const asha = school.students.asha.id
    const mine = await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha, amountPaise: 100_00 }],
    })
    const refusalFor = async (user: typeof school.cashier, at?: string) =>
      (await feesAs(user, db, at).counter.receipt({ id: mine.id })).voidRefusal
    expect(await refusalFor(school.cashier)).toBeNull()
    expect(await refusalFor(school.admin)).toBeNull()
    expect(await refusalFor(school.cashier2)).toBe('A cashier can void only their own receipts. Ask an administrator.')
    expect(await refusalFor(school.cashier, '2026-07-06T10:00:00+05:30')).toBe(
      'A cashier can void only receipts of today. Ask an administrator.',
    )
    await feesAs(school.cashier, db).reports.dayClose.close({ countedCashPaise: 100_00 })
    expect(await refusalFor(school.cashier)).toContain('closed this day')
    expect(await refusalFor(school.admin)).toBeNull()
    await feesAs(school.admin, db).counter.void({ receiptId: mine.id, reason: 'Wrong amount' })
    expect(await refusalFor(school.admin)).toBe('This receipt is already void.')
  })

  it('works through the app client the request path uses (no database passed in)', async () => {
    const { caller } = callerFor(school.cashier, { now: fixedClock(today) })
    const receipt = await caller.fees.counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.asha.id, amountPaise: 100_00 }],
    })
    await caller.fees.counter.void({ receiptId: receipt.id, reason: 'Test of the lazy client' })
    expect((await db.feeReceipt.findUniqueOrThrow({ where: { id: receipt.id } })).voidReason).toBe(
      'Test of the lazy client',
    )
  })

  it('refuses a payment dated before every academic year, and one whose earlier date would undo a late fee already paid', async () => {
    const admin = feesAs(school.admin, db).counter
    const mira = school.students.mira.id
    const noYear = await failure(
      admin.collect({ date: '2000-01-01', mode: 'cash', students: [{ studentId: mira, amountPaise: 100 }] }),
    )
    expect(noYear).toEqual({
      code: 'BAD_REQUEST',
      message: 'No academic year covers 01/01/2000. An administrator adds it under Fees set-up.',
    })

    // Today (5 July) term 2 is 10 days late: ₹100, which Mira pays on its own.
    const term2 = (await admin.student({ studentId: mira })).terms.find((t) => t.termId === school.terms.term2.id)!
    const fine = term2.lines.find((l) => l.kind === 'fine')!
    expect(fine.outstandingPaise).toBe(100_00)
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: mira, amountPaise: 100_00, allocations: [{ key: fine.key, amountPaise: 100_00 }] }],
    })
    const tuition = term2.lines.find((l) => l.kind === 'charge')!
    const before = { ...(await counts()), next: (await db.academicYear.findFirstOrThrow()).nextReceiptNumber }
    // Her term 2 tuition dated 20 June (before the due date) or 30 June (₹50 of fine by then) would leave the ₹100 paid as money owed to her.
    for (const date of ['2026-06-20', '2026-06-30']) {
      const refused = await failure(
        admin.collect({
          date,
          mode: 'cash',
          students: [
            {
              studentId: mira,
              amountPaise: tuition.outstandingPaise,
              allocations: [{ key: tuition.key, amountPaise: tuition.outstandingPaise }],
            },
          ],
        }),
      )
      expect(refused.code).toBe('BAD_REQUEST')
      expect(refused.message).toMatch(
        /^Dated \d{2}\/06\/2026, this payment would settle the fees before their late fee began, but that late fee has already been paid or waived\./,
      )
    }
    expect({ ...(await counts()), next: (await db.academicYear.findFirstOrThrow()).nextReceiptNumber }).toEqual(before)
    // Dated today (the fine is ₹100 as of today), it is taken, with the next number.
    const taken = await admin.collect({
      mode: 'cash',
      students: [
        {
          studentId: mira,
          amountPaise: tuition.outstandingPaise,
          allocations: [{ key: tuition.key, amountPaise: tuition.outstandingPaise }],
        },
      ],
    })
    expect(taken.numberText).toBe('2026-27/000002')
    const after = (await admin.student({ studentId: mira })).terms.find((t) => t.termId === school.terms.term2.id)!
    expect(after.lines.every((l) => l.outstandingPaise === 0)).toBe(true)
  })

  it('records an admin payment on an earlier date with the fine as of that date', async () => {
    const admin = feesAs(school.admin, db).counter
    // On 27 June, term 2 is 2 days late (₹20) and term 1 has its ₹100.
    const receipt = await admin.collect({
      date: '2026-06-27',
      mode: 'cash',
      students: [{ studentId: school.students.mira.id, amountPaise: 10_620_00 }],
    })
    expect(receipt.date).toBe('2026-06-27')
    expect((await admin.student({ studentId: school.students.mira.id })).totals.outstandingPaise).toBe(0)
    expect(
      (
        await failure(
          admin.collect({
            date: '2026-07-06',
            mode: 'cash',
            students: [{ studentId: school.students.asha.id, amountPaise: 1 }],
          }),
        )
      ).message,
    ).toContain('future')
  })
})

describe('concessions and waivers', () => {
  beforeEach(() => issueTerms(db, school))

  it('reduces dues with a concession, and refuses one that would undo a payment', async () => {
    const setup = feesAs(school.admin, db).setup
    const asha = school.students.asha.id
    const concession = await setup.concessions.create({
      studentId: asha,
      type: 'sibling',
      kind: 'percent',
      percent: 10,
      headId: school.heads.tuition.id,
      reason: 'Second child',
    })
    expect(concession.summary).toBe('10% of Tuition')
    const view = await feesAs(school.cashier, db).counter.student({ studentId: asha })
    expect(view.totals.concessionPaise).toBe(1_000_00)
    expect(view.concessions).toHaveLength(1)
    await setup.concessions.revoke({ id: concession.id, reason: 'Entered by mistake' })
    expect((await feesAs(school.cashier, db).counter.student({ studentId: asha })).totals.concessionPaise).toBe(0)

    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha, amountPaise: 10_700_00 }],
    })
    const before = await db.feeConcession.count()
    const refused = await failure(
      setup.concessions.create({ studentId: asha, type: 'merit', kind: 'fixed', amountPaise: 100_00, reason: 'Late' }),
    )
    expect(refused.message).toContain('already been paid')
    expect(await db.feeConcession.count()).toBe(before)
    expect(
      await db.auditLog.count({ where: { action: { in: ['fees.concession_create', 'fees.concession_revoke'] } } }),
    ).toBe(2)
    // The audit log names the student, not an id.
    const [revoked] = (await callerFor(school.admin, { db }).caller.audit.list({ action: 'fees.concession_revoke' }))
      .items
    expect(revoked!.sentence).toMatch(/^.+ revoked a fee concession of .+\. Reason: Entered by mistake\.$/)
    expect(revoked!.sentence).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/)
  })

  it("refuses a concession whose first term is not of the concession's year, and writes nothing", async () => {
    const setup = feesAs(school.admin, db).setup
    const next = await setup.years.create({ name: '2027-28' })
    const nextTerm = await setup.terms.create({
      yearId: next.id,
      name: 'Term 1',
      dueDate: '2027-04-25',
      graceDays: 0,
      fineKind: 'none',
      fineAmountPaise: 0,
    })
    const before = await db.feeConcession.count()
    const refused = await failure(
      setup.concessions.create({
        studentId: school.students.mira.id,
        type: 'merit',
        kind: 'percent',
        percent: 10,
        fromTermId: nextTerm.id,
        reason: 'Merit',
      }),
    )
    expect(refused).toEqual({ code: 'BAD_REQUEST', message: "The first term must be a term of the concession's year." })
    expect(await db.feeConcession.count()).toBe(before)
  })

  it('refuses a concession or a gentler late-fee rule that would leave a paid or waived late fee above the new fine', async () => {
    const setup = feesAs(school.admin, db).setup
    const mira = school.students.mira.id
    const { term1, term2 } = school.terms
    // Mira pays term 1's ₹100 late fee on its own, and has ₹60 of term 2's waived; her fees stay unpaid.
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [
        { studentId: mira, amountPaise: 100_00, allocations: [{ key: `fine:${term1.id}`, amountPaise: 100_00 }] },
      ],
    })
    await setup.waiveFine({ studentId: mira, termId: term2.id, amountPaise: 60_00, reason: 'Illness' })
    const before = { ...(await counts()), audit: await db.auditLog.count() }

    // A full concession leaves nothing to pay, so nothing is late: the ₹100 paid would become money owed to her.
    const full = await failure(
      setup.concessions.create({ studentId: mira, type: 'rte_ews', kind: 'percent', percent: 100, reason: 'RTE seat' }),
    )
    expect(full).toEqual({
      code: 'BAD_REQUEST',
      message:
        'This concession would bring some fees or late fees below what has already been paid for them. Void or adjust those payments first.',
    })

    // Term 1's flat fine cut to ₹50, or term 2's grace stretched so the fine is ₹20 (below the ₹60 waived).
    const cheaper = await failure(setup.terms.update({ ...termInput(term1), fineAmountPaise: 50_00 }))
    expect(cheaper).toEqual({
      code: 'BAD_REQUEST',
      message:
        'This change would bring some late fees below what has already been paid or waived for them. Void those payments or revoke those waivers first.',
    })
    expect((await failure(setup.terms.update({ ...termInput(term2), graceDays: 8 }))).code).toBe('BAD_REQUEST')
    expect({ ...(await counts()), audit: await db.auditLog.count() }).toEqual(before)
    expect(await db.feeTerm.findUniqueOrThrow({ where: { id: term1.id } })).toMatchObject({ fineAmountPaise: 100_00n })
    expect(await db.feeTerm.findUniqueOrThrow({ where: { id: term2.id } })).toMatchObject({ graceDays: 0 })
    const view = await feesAs(school.cashier, db).counter.student({ studentId: mira })
    expect(view.terms.flatMap((t) => t.lines).every((line) => line.outstandingPaise >= 0)).toBe(true)

    // A harsher rule, or a gentler one that still covers what was paid and waived, is fine.
    await setup.terms.update({ ...termInput(term1), fineAmountPaise: 150_00 })
    await setup.terms.update({ ...termInput(term2), graceDays: 4 })
    const after = await feesAs(school.cashier, db).counter.student({ studentId: mira })
    expect(after.terms.map((t) => t.lines.find((l) => l.kind === 'fine')?.outstandingPaise)).toEqual([50_00, 0])
  })

  it('keeps the due date of a term inside its academic year', async () => {
    const setup = feesAs(school.admin, db).setup
    const rule = { graceDays: 0, fineKind: 'none' as const, fineAmountPaise: 0 }
    const outside = await failure(
      setup.terms.create({ yearId: school.year.id, name: 'Term 4', dueDate: '2027-04-10', ...rule }),
    )
    expect(outside).toEqual({
      code: 'BAD_REQUEST',
      message: 'The due date must fall within the 2026-27 academic year (01/04/2026 to 31/03/2027).',
    })
    expect((await failure(setup.terms.update({ ...termInput(school.terms.term3), dueDate: '2025-10-25' }))).code).toBe(
      'BAD_REQUEST',
    )
    expect(await db.feeTerm.count({ where: { name: 'Term 4' } })).toBe(0)
    expect((await db.feeTerm.findUniqueOrThrow({ where: { id: school.terms.term3.id } })).dueDate).toBe('2026-10-25')
    await setup.terms.create({ yearId: school.year.id, name: 'Term 4', dueDate: '2027-03-31', ...rule })
  })

  it('waives part of a fine with a reason, never more than the fine', async () => {
    const setup = feesAs(school.admin, db).setup
    const asha = school.students.asha.id
    const termId = school.terms.term2.id
    const tooMuch = await failure(setup.waiveFine({ studentId: asha, termId, amountPaise: 100_01, reason: 'Illness' }))
    expect(tooMuch.message).toBe('The waiver is more than the ₹100.00 late fee outstanding.')
    await setup.waiveFine({ studentId: asha, termId, amountPaise: 60_00, reason: 'Illness' })
    const line = (await feesAs(school.cashier, db).counter.student({ studentId: asha })).terms[1]!.lines.find(
      (l) => l.kind === 'fine',
    )!
    expect(line).toMatchObject({ finePaise: 100_00, waivedPaise: 60_00, outstandingPaise: 40_00 })
    expect(await db.auditLog.count({ where: { action: 'fees.fine_waive' } })).toBe(1)
  })
})

describe('reports', () => {
  beforeEach(() => issueTerms(db, school))

  it('sums a day by mode and by cashier, lists receipts by page, and closes the day', async () => {
    const { asha, ravi, mira } = school.students
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha.id, amountPaise: 1_000_00 }],
    })
    await feesAs(school.cashier, db).counter.collect({
      mode: 'upi',
      reference: 'UPI-1',
      students: [{ studentId: ravi.id, amountPaise: 2_000_00 }],
    })
    const voided = await feesAs(school.cashier2, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: mira.id, amountPaise: 500_00 }],
    })
    await feesAs(school.cashier2, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: mira.id, amountPaise: 300_00 }],
    })
    await feesAs(school.cashier2, db).counter.void({ receiptId: voided.id, reason: 'Duplicate' })

    const day = await feesAs(school.cashier, db).reports.collection({})
    expect(day.totalPaise).toBe(3_300_00)
    expect(day.byMode.find((m) => m.mode === 'cash')).toMatchObject({ totalPaise: 1_300_00, count: 2 })
    expect(day.byCashier.map((c) => [c.cashierName, c.totalPaise])).toEqual([
      ['Cora Counter', 300_00],
      ['Cyrus Cashier', 3_000_00],
    ])
    expect(day.voided).toEqual({ count: 1, totalPaise: 500_00 })

    const page = await feesAs(school.admin, db).reports.receipts({
      from: '2026-07-01',
      to: '2026-07-31',
      page: 2,
      pageSize: 3,
    })
    expect(page.total).toBe(4)
    expect(page.items).toHaveLength(1)
    expect(page.collectedPaise).toBe(3_300_00)

    const close = feesAs(school.cashier2, db).reports.dayClose
    expect((await close.get({})).expectedCashPaise).toBe(300_00)
    const closed = await close.close({ countedCashPaise: 250_00 })
    expect(closed.differencePaise).toBe(-50_00)
    expect((await failure(close.close({ countedCashPaise: 300_00 }))).code).toBe('CONFLICT')
    expect((await close.get({})).closed).toMatchObject({ countedCashPaise: 250_00, differencePaise: -50_00 })
    expect((await failure(close.get({ cashierId: school.cashier.id }))).code).toBe('FORBIDDEN')
    expect(
      (await feesAs(school.admin, db).reports.dayClose.get({ cashierId: school.cashier2.id })).closed,
    ).not.toBeNull()
    expect(await db.auditLog.count({ where: { action: 'fees.day_close' } })).toBe(1)
  })

  it('lists defaulters after the due date and reminds each family once a day per term', async () => {
    const { asha } = school.students
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha.id, amountPaise: 5_600_00 }],
    })
    const reports = feesAs(school.cashier, db).reports
    const term1 = await reports.defaulters({ termId: school.terms.term1.id })
    expect(term1.items.map((i) => [i.name, i.outstandingPaise])).toEqual([
      ['Mira Roy', 5_600_00],
      ['Ravi Sharma', 6_800_00],
    ])
    expect(
      (await reports.defaulters({ termId: school.terms.term1.id, className: 'class8' })).items.map((i) => i.name),
    ).toEqual(['Ravi Sharma'])
    // The screen pages the list; the count and the sums stay those of every defaulter.
    const [first, second] = await Promise.all(
      [1, 2].map((page) => reports.defaulters({ termId: school.terms.term1.id, page, pageSize: 1 })),
    )
    expect([first!.items.map((i) => i.name), second!.items.map((i) => i.name)]).toEqual([['Mira Roy'], ['Ravi Sharma']])
    expect(second!.totals).toEqual(term1.totals)
    expect(second!.totals).toMatchObject({ students: 2, outstandingPaise: 12_400_00 })
    expect((await reports.defaulters({ termId: school.terms.term3.id })).pastDue).toBe(false)

    // The e-mails each family ends up with once the worker has run (no SMS or WhatsApp keys here).
    const outbox = async () => {
      await drainOutbox(db, fixedClock(today))
      return db.emailOutbox.count({ where: { channel: 'email', template: 'fee_reminder' } })
    }
    const sent = await reports.sendReminders({ termId: school.terms.term2.id })
    expect(sent).toMatchObject({ families: 2, sent: 2, skipped: 0 })
    expect(await outbox()).toBe(2)
    // The same term again that day, even twice at once, reminds nobody twice.
    const again = await Promise.all([
      reports.sendReminders({ termId: school.terms.term2.id }),
      reports.sendReminders({ termId: school.terms.term2.id }),
    ])
    expect(again.map((r) => [r.sent, r.skipped])).toEqual([
      [0, 2],
      [0, 2],
    ])
    expect(await outbox()).toBe(2)
    // Another overdue term the same day still reaches its families: each reminder is about its own term.
    expect(await reports.sendReminders({ termId: school.terms.term1.id })).toMatchObject({ sent: 2, skipped: 0 })
    expect(await outbox()).toBe(4)
    expect(
      (
        await db.emailOutbox.findMany({
          where: { to: 'roy.parent@example.com', template: 'fee_reminder' },
          orderBy: { subject: 'asc' },
        })
      ).map((mail) => mail.subject.slice(0, 'Fee reminder: Term 1'.length)),
    ).toEqual(['Fee reminder: Term 1', 'Fee reminder: Term 2'])
    expect((await reports.sendReminders({ termId: school.terms.term1.id })).sent).toBe(0)
    const nextDay = await callerFor(school.cashier, {
      db,
      now: fixedClock('2026-07-06T10:00:00+05:30'),
      appOrigin: 'https://school.example',
    }).caller.fees.reports.sendReminders({ termId: school.terms.term2.id })
    expect(nextDay.sent).toBe(2)
    await drainOutbox(db, fixedClock('2026-07-06T10:00:00+05:30'))
    // The next day's reminder, sent on the configured origin.
    const mail = await db.emailOutbox.findFirstOrThrow({
      where: { to: 'sharma.parent@example.com', subject: { startsWith: 'Fee reminder: Term 2' } },
      orderBy: { createdAt: 'desc' },
    })
    expect(mail.text).toContain('Asha Sharma')
    expect(mail.text).toContain('Ravi Sharma')
    // The guardian by name, and a link to the fee portal on the site's configured origin.
    expect(mail.text.startsWith('Dear Sunil Sharma,')).toBe(true)
    expect(mail.text).toContain('https://school.example/fee-portal/student-dashboard')
  })
})

describe('students and parents', () => {
  beforeEach(() => issueTerms(db, school))

  it('shows a parent their children and a student themself, never another family', async () => {
    const { asha, ravi, mira } = school.students
    const receipt = await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha.id, amountPaise: 1_000_00 }],
    })
    const royReceipt = await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: mira.id, amountPaise: 1_000_00 }],
    })

    const sharma = feesAs(school.parents.sharmaParent, db).family
    expect((await sharma.children()).map((c) => c.name)).toEqual(['Asha Sharma', 'Ravi Sharma'])
    const statement = await sharma.statement({ studentId: asha.id })
    expect(statement.payments.map((p) => [p.numberText, p.amountPaise])).toEqual([[receipt.numberText, 1_000_00]])
    expect(statement.structure?.totalPaise).toBe(15_500_00)
    expect(statement.terms.map((t) => t.dueDate)).toEqual(['2026-04-25', '2026-06-25'])
    expect((await sharma.receipt({ id: receipt.id })).totalPaise).toBe(1_000_00)
    expect((await sharma.statement({ studentId: ravi.id })).student.name).toBe('Ravi Sharma')

    // Another family: nothing, whichever way it is asked.
    expect((await failure(sharma.statement({ studentId: mira.id }))).code).toBe('NOT_FOUND')
    expect((await failure(sharma.receipt({ id: royReceipt.id }))).code).toBe('NOT_FOUND')
    const roy = feesAs(school.parents.royParent, db).family
    expect((await roy.children()).map((c) => c.name)).toEqual(['Mira Roy'])
    expect((await failure(roy.statement({ studentId: asha.id }))).code).toBe('NOT_FOUND')
    expect((await failure(roy.receipt({ id: receipt.id }))).code).toBe('NOT_FOUND')

    const student = feesAs(asha, db).family
    expect((await student.children()).map((c) => c.name)).toEqual(['Asha Sharma'])
    expect((await failure(student.statement({ studentId: ravi.id }))).code).toBe('NOT_FOUND')
    expect((await student.receipt({ id: receipt.id })).numberText).toBe(receipt.numberText)
    expect((await failure(student.receipt({ id: royReceipt.id }))).code).toBe('NOT_FOUND')
  })
})

describe('the dashboard', () => {
  beforeEach(() => issueTerms(db, school))

  it("shows a student's dues, each child's dues to a parent and today's collection to a cashier", async () => {
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.asha.id, amountPaise: 5_600_00 }],
    })
    // A second cashier's receipt counts in the day's total but not in the first cashier's own share.
    await feesAs(school.cashier2, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.mira.id, amountPaise: 200_00 }],
    })
    const dashboard = (user: Parameters<typeof feesAs>[0]) =>
      callerFor(user, { db, now: fixedClock(today) }).caller.dashboard.summary()
    const student = await dashboard(school.students.asha)
    expect(student.role === 'student' && student.fees).toEqual({
      outstandingPaise: 5_100_00,
      lateFeesOwedPaise: 100_00,
      nextDue: { termName: 'Term 2', dueDate: '2026-06-25', outstandingPaise: 5_100_00, overdue: true },
    })
    const parent = await dashboard(school.parents.sharmaParent)
    expect(parent.role === 'parent' && parent.children.map((c) => [c.firstName, c.fees.outstandingPaise])).toEqual([
      ['Asha', 5_100_00],
      ['Ravi', 12_900_00],
    ])
    const cashier = await dashboard(school.cashier)
    expect(cashier.role === 'cashier' && cashier.collection).toMatchObject({
      date: '2026-07-05',
      totalPaise: 5_800_00,
      count: 2,
      mine: { totalPaise: 5_600_00, count: 1 },
    })
    const cashier2 = await dashboard(school.cashier2)
    expect(cashier2.role === 'cashier' && cashier2.collection).toMatchObject({
      totalPaise: 5_800_00,
      count: 2,
      mine: { totalPaise: 200_00, count: 1 },
    })
  })
})

describe('the receipt file URL', () => {
  beforeEach(() => issueTerms(db, school))

  it('serves a receipt PDF to staff and to its family only; anyone else gets the same 404', async () => {
    const receipt = await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: school.students.asha.id, amountPaise: 1_000_00 }],
    })
    const fetchAs = async (user: Parameters<typeof feesAs>[0], id = receipt.id) =>
      (
        await handleReceiptPdfRequest(
          new Request(`http://school.test/api/fees/receipts/${id}/pdf`),
          { id },
          { db, now: fixedClock(today), resolveUser: async () => user },
        )
      ).status
    expect(await fetchAs(school.cashier)).toBe(200)
    expect(await fetchAs(school.admin)).toBe(200)
    expect(await fetchAs(school.parents.sharmaParent)).toBe(200)
    expect(await fetchAs(school.students.asha)).toBe(200)
    expect(await fetchAs(school.students.ravi)).toBe(404)
    expect(await fetchAs(school.parents.royParent)).toBe(404)
    expect(await fetchAs(school.students.mira)).toBe(404)
    expect(await fetchAs(school.cashier, 'no-such-receipt')).toBe(404)
    expect(await fetchAs(null)).toBe(401)
  })
})
