// Cheques and drafts after the counter, on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// received until an administrator clears or bounces them; a bounce reverses the receipt as a void does (once, even
// when two administrators bounce it at once), may add the bounce charge, and tells the family by bell and e-mail;
// the uncleared ones are listed by age; a receipt keeps the balance left after it.
import { beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { handleDaySheetRequest } from '~/server/fees/day-sheet'
import { handleReceiptPdfRequest } from '~/server/fees/receipt-http'
import { makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { readPdf } from '../support/pdf'
import { failureOf } from '../support/failures'
import { drainOutbox } from '../support/drain-outbox'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

const cheque = { mode: 'cheque' as const, reference: '004512', bank: 'SBI, Dimapur', instrumentDate: '2026-07-01' }

async function payByCheque(studentId: string, amountPaise: number, at = '2026-07-05T11:00:00+05:30') {
  return feesAs(school.cashier, db, at).counter.collect({ ...cheque, students: [{ studentId, amountPaise }] })
}

const outstandingOf = async (studentId: string) =>
  (await feesAs(school.cashier, db).counter.student({ studentId })).totals.outstandingPaise

describe('a cheque at the counter', () => {
  it('is recorded with its bank, number and date, received, and listed as uncleared by age', async () => {
    const { mira } = school.students
    await payByCheque(mira.id, 2_000_00, '2026-06-20T11:00:00+05:30')
    const later = await payByCheque(mira.id, 1_000_00)
    const row = await db.feeReceipt.findUniqueOrThrow({ where: { id: later.id } })
    expect([row.bank, row.reference, row.instrumentDate, row.chequeStatus]).toEqual([
      'SBI, Dimapur',
      '004512',
      '2026-07-01',
      'received',
    ])
    const list = await feesAs(school.cashier, db).cheques.uncleared({ page: 1, pageSize: 20 })
    expect(list.total).toBe(2)
    expect(list.totalPaise).toBe(3_000_00)
    expect(list.items.map((item) => [item.date, item.ageDays, item.ageBand, item.students])).toEqual([
      ['2026-06-20', 15, '8-15 days', ['Mira Roy']],
      ['2026-07-05', 0, '0-3 days', ['Mira Roy']],
    ])
  })

  it('refuses a stale cheque, and one without its bank or date', async () => {
    const counter = feesAs(school.cashier, db).counter
    const students = [{ studentId: school.students.mira.id, amountPaise: 100_00 }]
    const stale = await failureOf(counter.collect({ ...cheque, instrumentDate: '2026-04-04', students }))
    expect(stale.message).toBe(
      'A cheque or draft dated more than three months before the payment is stale: a bank will not pay it.',
    )
    const noBank = await failureOf(counter.collect({ ...cheque, bank: '', students }))
    expect(noBank.message).toContain('Give the bank the cheque or draft is drawn on.')
  })

  it('keeps the balance left after the payment on the receipt', async () => {
    const { mira } = school.students
    const before = await outstandingOf(mira.id)
    const receipt = await payByCheque(mira.id, 1_000_00)
    const view = await feesAs(school.cashier, db).counter.receipt({ id: receipt.id })
    expect(view.students[0]!.balanceAfterPaise).toBe(before - 1_000_00)
  })
})

async function pdfText(id: string, user: FeeSchool['admin'], query = ''): Promise<string> {
  const response = await handleReceiptPdfRequest(
    new Request(`http://school.test/api/fees/receipts/${id}/pdf${query}`),
    { id },
    { db, now: fixedClock(today), resolveUser: async () => user },
  )
  expect(response.status).toBe(200)
  return (await readPdf(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, ' ')
}

describe('the receipt PDF', () => {
  it('prints the cheque, the balance left, and DUPLICATE on a reprint only; a bounced one says so', async () => {
    const { mira } = school.students
    const before = await outstandingOf(mira.id)
    const receipt = await payByCheque(mira.id, 1_000_00)
    const original = await pdfText(receipt.id, school.cashier)
    expect(original).toContain('Cheque, ref. 004512 (SBI, Dimapur, dated 01/07/2026)')
    expect(original).toContain('Subject to realisation of the cheque or draft')
    expect(original).toContain(
      `Balance due after this payment: ₹${((before - 1_000_00) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    )
    expect(original).not.toContain('DUPLICATE')
    const reprint = await pdfText(receipt.id, school.parents.royParent, '?copy=duplicate')
    expect(reprint).toContain('DUPLICATE')
    await feesAs(school.admin, db).cheques.settle({
      receiptId: receipt.id,
      outcome: 'bounced',
      date: '2026-07-05',
      reason: 'Signature differs',
    })
    const bounced = await pdfText(receipt.id, school.parents.royParent)
    expect(bounced).toContain('BOUNCED')
    expect(bounced).toContain('Returned unpaid by the bank on 05/07/2026')
    expect(bounced).not.toContain('Signature differs')
  })
})

describe('clearing and bouncing', () => {
  it('clears a cheque once; a cashier cannot; it leaves the uncleared list', async () => {
    const receipt = await payByCheque(school.students.mira.id, 1_000_00)
    expect(
      (
        await failureOf(
          feesAs(school.cashier, db).cheques.settle({ receiptId: receipt.id, outcome: 'cleared', date: '2026-07-05' }),
        )
      ).code,
    ).toBe('FORBIDDEN')
    const admin = feesAs(school.admin, db).cheques
    await admin.settle({ receiptId: receipt.id, outcome: 'cleared', date: '2026-07-05' })
    const again = await failureOf(
      admin.settle({ receiptId: receipt.id, outcome: 'bounced', date: '2026-07-05', reason: 'Late' }),
    )
    expect([again.code, again.message]).toEqual(['CONFLICT', 'This cheque is already marked cleared.'])
    expect((await admin.uncleared({ page: 1, pageSize: 20 })).total).toBe(0)
    const future = await failureOf(admin.settle({ receiptId: receipt.id, outcome: 'cleared', date: '2026-07-06' }))
    expect(future.message).toBe('That date is still to come.')
  })

  it('a bounce brings the dues back, marks the receipt, adds the charge and tells the family', async () => {
    const { mira } = school.students
    const before = await outstandingOf(mira.id)
    const receipt = await payByCheque(mira.id, 2_000_00)
    const admin = feesAs(school.admin, db)
    const charge = await admin.setup.heads.create({ name: 'Cheque bounce charge' })
    await admin.cheques.setBounceRule({ headId: charge.id, amountPaise: 250_00 })
    expect(await admin.cheques.bounceRule()).toMatchObject({ headName: 'Cheque bounce charge', amountPaise: 250_00 })
    const bounced = await admin.cheques.settle({
      receiptId: receipt.id,
      outcome: 'bounced',
      date: '2026-07-05',
      reason: 'Insufficient funds',
      addCharge: true,
    })
    expect(bounced.charge).toMatchObject({ studentId: mira.id, termName: 'Term 1', amountPaise: 250_00 })
    expect(await outstandingOf(mira.id)).toBe(before + 250_00)
    const row = await db.feeReceipt.findUniqueOrThrow({ where: { id: receipt.id } })
    expect([row.chequeStatus, row.chequeSettledOn, row.bounceReason, row.voidReason]).toEqual([
      'bounced',
      '2026-07-05',
      'Insufficient funds',
      'Cheque bounced: Insufficient funds',
    ])
    const view = await admin.counter.receipt({ id: receipt.id })
    expect(view.cheque).toMatchObject({ status: 'bounced', bank: 'SBI, Dimapur', settledOn: '2026-07-05' })
    const lines = await db.notification.findMany({
      where: { userId: school.parents.royParent.id, title: { contains: 'returned unpaid' } },
    })
    expect(lines.map((line) => line.title)).toEqual(['Cheque 004512 returned unpaid for Mira Roy'])
    expect(lines[0]!.body).toContain('A bounce charge of ₹250.00 is added to Term 1.')
    // One message to the family, queued in the request (on the guardian's channels: e-mail, without a mobile on
    // their account), sent by the worker; settling the same cheque again queues nothing more.
    const mails = await db.emailOutbox.findMany({ where: { template: 'cheque_returned' } })
    expect(mails.map((mail) => [mail.channel, mail.to, mail.recipientUserId, mail.status])).toEqual([
      ['email', 'roy.parent@example.com', school.parents.royParent.id, 'queued'],
    ])
    expect(mails[0]!.subject).toBe(`Fee payment returned unpaid: receipt ${receipt.numberText}`)
    expect(mails[0]!.text).toContain('Dear Rina Roy,')
    expect(mails[0]!.text).toContain('A bounce charge of ₹250.00 is added to Term 1.')
    expect(mails[0]!.text).toContain(`/fee-portal/student-dashboard?child=${mira.id}`)
    expect(
      (
        await failureOf(
          admin.cheques.settle({ receiptId: receipt.id, outcome: 'bounced', date: '2026-07-05', reason: 'Again' }),
        )
      ).code,
    ).toBe('CONFLICT')
    await drainOutbox(db, fixedClock('2026-07-05T12:00:00+05:30'))
    expect(await db.emailOutbox.findMany({ where: { template: 'cheque_returned' }, select: { status: true } })).toEqual(
      [{ status: 'stored' }],
    )
    const audit = await db.auditLog.findMany({ where: { action: 'fees.cheque_bounced' } })
    expect(audit).toHaveLength(1)
    // A bounced cheque brought no money: the refund picker never lists it and a refund of it is refused.
    expect(await admin.setup.refundableReceipts({ studentId: mira.id })).toEqual([])
    const refund = await failureOf(
      admin.setup.refund({
        studentId: mira.id,
        source: 'void',
        receiptId: receipt.id,
        amountPaise: 100_00,
        mode: 'cash',
        reason: 'Asked back',
      }),
    )
    expect(refund.message).toBe(
      'That receipt is a bounced cheque: the school never received its money, so there is nothing to refund.',
    )
  })

  it('two administrators bouncing the same cheque at once reverse it once and charge it once', async () => {
    const { mira } = school.students
    const before = await outstandingOf(mira.id)
    const receipt = await payByCheque(mira.id, 2_000_00)
    const charge = await feesAs(school.admin, db).setup.heads.create({ name: 'Cheque bounce charge' })
    await feesAs(school.admin, db).cheques.setBounceRule({ headId: charge.id, amountPaise: 250_00 })
    const secondAdmin = await makeUser(db, { role: 'admin', firstName: 'Bina', lastName: 'Bursar' })
    const bounce = (who: typeof secondAdmin, reason: string) =>
      feesAs(who, db).cheques.settle({
        receiptId: receipt.id,
        outcome: 'bounced',
        date: '2026-07-05',
        reason,
        addCharge: true,
      })
    const results = await Promise.allSettled([bounce(school.admin, 'Funds'), bounce(secondAdmin, 'Signature')])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(String(refused.reason.message)).toBe('This cheque is already marked bounced.')
    expect(await outstandingOf(mira.id)).toBe(before + 250_00)
    expect(await db.auditLog.count({ where: { action: 'fees.cheque_bounced' } })).toBe(1)
    const charges = await db.feeCharge.findMany({ where: { headId: charge.id } })
    expect(charges.map((c) => Number(c.amountPaise))).toEqual([250_00])
  })
})

describe('a bounce after the advance it created was spent', () => {
  it('is refused with where the credit went and what to do, and goes through once the credit is back', async () => {
    const { mira } = school.students
    const owed = await outstandingOf(mira.id)
    const counter = feesAs(school.cashier, db).counter
    const receipt = await counter.collect({
      ...cheque,
      keepExcessAsAdvance: true,
      students: [{ studentId: mira.id, amountPaise: owed + 3_000_00 }],
    })
    // Issuing term 3 spends the ₹3,000 credit on its dues.
    await feesAs(school.admin, db).setup.issueTerm({ termId: school.terms.term3.id })
    const settle = () =>
      feesAs(school.admin, db).cheques.settle({
        receiptId: receipt.id,
        outcome: 'bounced',
        date: '2026-07-05',
        reason: 'Insufficient funds',
      })
    const refused = await failureOf(settle())
    expect(refused.code).toBe('BAD_REQUEST')
    expect(refused.message).toBe(
      '₹3,000.00 of the advance this receipt kept for Mira Roy has already been used (₹3,000.00 applied to Term 3 ' +
        'when it was issued), so the bounce would leave the credit below zero. Nothing was changed. To record it, ' +
        'collect ₹3,000.00 from the family at the counter with "Keep the excess as credit" (on top of anything they ' +
        'still owe), then mark the cheque bounced again.',
    )
    const row = await db.feeReceipt.findUniqueOrThrow({ where: { id: receipt.id } })
    expect([row.chequeStatus, row.voidedAt]).toEqual(['received', null])
    expect(await db.auditLog.count({ where: { action: 'fees.cheque_bounced' } })).toBe(0)

    // The office does what the message says: the family pays term 3's rest and ₹3,000 more, kept as credit.
    const rest = await outstandingOf(mira.id)
    await counter.collect({
      mode: 'cash',
      keepExcessAsAdvance: true,
      students: [{ studentId: mira.id, amountPaise: rest + 3_000_00 }],
    })
    await settle()
    // The cheque's dues are owed again; term 3 stays paid (credit and cash); the credit is back to nothing.
    expect(await outstandingOf(mira.id)).toBe(owed)
    expect((await feesAs(school.cashier, db).counter.student({ studentId: mira.id })).credit.balancePaise).toBe(0)
  })
})

describe('the day sheet', () => {
  it('lists the day’s receipts, voids and bounces, and the cash counted note by note', async () => {
    const { mira, asha } = school.students
    const cheque = await payByCheque(mira.id, 1_000_00)
    const counter = feesAs(school.cashier, db).counter
    const cash = await counter.collect({ mode: 'cash', students: [{ studentId: asha.id, amountPaise: 750_00 }] })
    const wrong = await counter.collect({ mode: 'cash', students: [{ studentId: asha.id, amountPaise: 100_00 }] })
    await counter.void({ receiptId: wrong.id, reason: 'Keyed twice' })
    await feesAs(school.admin, db).cheques.settle({
      receiptId: cheque.id,
      outcome: 'bounced',
      date: '2026-07-05',
      reason: 'Insufficient funds',
    })
    const mismatch = await failureOf(
      feesAs(school.cashier, db).reports.dayClose.close({
        countedCashPaise: 700_00,
        cashCount: { n500: 1, n200: 1, n100: 0, n50: 1, n20: 0, n10: 0, coinsPaise: 0 },
      }),
    )
    expect(mismatch.message).toContain('The counted cash must be the total of the notes and coins counted.')
    await feesAs(school.cashier, db).reports.dayClose.close({
      countedCashPaise: 750_00,
      cashCount: { n500: 1, n200: 1, n100: 0, n50: 1, n20: 0, n10: 0, coinsPaise: 0 },
    })
    const response = await handleDaySheetRequest(new Request('http://school.test/api/fees/day-sheet.pdf'), {
      db,
      now: fixedClock(today),
      resolveUser: async () => school.cashier,
    })
    expect(response.status).toBe(200)
    const text = (await readPdf(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, ' ')
    for (const expected of [
      "CASHIER'S DAY SHEET",
      cash.numberText,
      wrong.numberText,
      'Keyed twice',
      'Insufficient funds',
      '₹500 x 1 = ₹500.00; ₹200 x 1 = ₹200.00; ₹50 x 1 = ₹50.00',
      'Cashier: Cyrus Cashier',
    ])
      expect(text).toContain(expected)
    const other = await handleDaySheetRequest(
      new Request(`http://school.test/api/fees/day-sheet.pdf?cashierId=${school.admin.id}`),
      { db, now: fixedClock(today), resolveUser: async () => school.cashier },
    )
    expect(other.status).toBe(403)
  })
})
