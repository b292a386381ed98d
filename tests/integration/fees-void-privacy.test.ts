// One rule for a voided receipt: the family sees that it was voided and when (payment history, the receipt, its PDF,
// the bell); the reason and who voided it stay with the office. The counter sees everything.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { handleReceiptPdfRequest } from '~/server/fees/receipt-http'
import { useAccountsDatabase } from '../support/accounts'
import { readPdf } from '../support/pdf'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const testDb = await useAccountsDatabase()
const { db } = testDb
afterAll(() => testDb.drop())

let school: FeeSchool
beforeEach(async () => {
  await testDb.reset()
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

const reason = 'Cheque returned unpaid by the bank'

async function pdfText(id: string, user: FeeSchool['admin']): Promise<string> {
  const response = await handleReceiptPdfRequest(
    new Request(`http://school.test/api/fees/receipts/${id}/pdf`),
    { id },
    { db, now: fixedClock(today), resolveUser: async () => user },
  )
  expect(response.status).toBe(200)
  return (await readPdf(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, ' ')
}

describe('a voided receipt', () => {
  it('shows the family that it is void and when, never the reason or who voided it', async () => {
    const asha = school.students.asha.id
    const receipt = await feesAs(school.cashier, db).counter.collect({
      mode: 'cheque',
      reference: 'CHQ 004512',
      bank: 'SBI, Dimapur',
      instrumentDate: '2026-07-04',
      students: [{ studentId: asha, amountPaise: 1_000_00 }],
    })
    await feesAs(school.cashier, db).counter.void({ receiptId: receipt.id, reason })
    const parent = school.parents.sharmaParent

    const statement = await feesAs(parent, db).family.statement({ studentId: asha })
    const payment = statement.payments.find((row) => row.id === receipt.id)!
    expect(payment.voidedAt).not.toBeNull()
    expect(JSON.stringify(statement)).not.toContain(reason)

    const seen = await feesAs(parent, db).family.receipt({ id: receipt.id })
    expect(seen.void).toMatchObject({ reason: null, byName: null })
    expect(seen.void?.at).toBeInstanceOf(Date)
    expect(JSON.stringify(seen)).not.toContain(reason)

    const familyPdf = await pdfText(receipt.id, parent)
    expect(familyPdf).toContain('VOID: cancelled by the school office on 05/07/2026')
    expect(familyPdf).not.toContain(reason)
    expect(familyPdf).not.toContain('voided by')

    const bell = await db.notification.findMany({ where: { userId: parent.id } })
    expect(bell.some((note) => note.title.includes('cancelled'))).toBe(true)
    expect(JSON.stringify(bell)).not.toContain(reason)

    // The office keeps the whole story.
    expect((await feesAs(school.cashier, db).counter.receipt({ id: receipt.id })).void?.reason).toBe(reason)
    expect(await pdfText(receipt.id, school.admin)).toContain(`VOID: ${reason} (voided by Cyrus Cashier on 05/07/2026`)
  })
})
