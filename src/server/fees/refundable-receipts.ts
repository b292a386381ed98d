// Server-only: the counter refund form's choice of a voided receipt (the refund itself: createCounterRefund in
// credit.ts, which checks the same rules under the receipt's lock).
import { sumToPaise, toPaise } from '~/server/paise'
import type { Db } from './ledger'

/**
 * The student's voided receipts that still hold money to refund (the refund form's picker): each with its number,
 * date, total and what is left (its total less every refund of it). A bounced cheque brought no money: never listed.
 */
export async function refundableVoidedReceipts(db: Db, studentId: string) {
  const receipts = await db.feeReceipt.findMany({
    where: {
      voidedAt: { not: null },
      OR: [{ chequeStatus: null }, { chequeStatus: { not: 'bounced' } }],
      AND: [{ OR: [{ allocations: { some: { studentId } } }, { creditEntries: { some: { studentId } } }] }],
    },
    orderBy: [{ date: 'desc' }, { number: 'desc' }],
    select: { id: true, numberText: true, date: true, totalPaise: true, voidedAt: true },
    take: 100,
  })
  const refunded = receipts.length
    ? await db.feeRefund.groupBy({
        by: ['receiptId'],
        where: { receiptId: { in: receipts.map((r) => r.id) } },
        _sum: { amountPaise: true },
      })
    : []
  const taken = new Map(refunded.map((row) => [row.receiptId, sumToPaise(row._sum.amountPaise)]))
  return receipts
    .map((receipt) => {
      const totalPaise = toPaise(receipt.totalPaise)
      return {
        id: receipt.id,
        numberText: receipt.numberText,
        date: receipt.date,
        totalPaise,
        refundablePaise: totalPaise - (taken.get(receipt.id) ?? 0),
      }
    })
    .filter((receipt) => receipt.refundablePaise > 0)
}
