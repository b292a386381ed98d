// A fee receipt as the counter shows and prints it and the PDF draws it: one shape for the screen and the file.
import { dateKeyOf } from './date-key'
import { formatDateKeyNumeric, formatDateTimeNumeric } from './dates'
import { formatPaise } from './money'

type ReceiptLine = {
  /** e.g. "Term 2" */
  term: string
  /** The fee head, or "Late fee" for a fine. */
  label: string
  amountPaise: number
}

export type ReceiptStudent = {
  name: string
  schoolId: string | null
  /** e.g. "Class 5 B" */
  classLabel: string | null
  lines: ReceiptLine[]
  /** Concessions on the dues this receipt pays (shown for information; already taken off the dues). */
  concessionPaise: number
  /** What the student still owed right after this payment (null on receipts from before it was recorded). */
  balanceAfterPaise?: number | null
}

export type ReceiptDocument = {
  numberText: string
  /** YYYY-MM-DD on the school's clock */
  date: string
  modeLabel: string
  reference: string | null
  cashierName: string
  totalPaise: number
  students: ReceiptStudent[]
  /** Families see when a receipt was voided; the reason and who voided it stay with the office (null for them). */
  void: { reason: string | null; byName: string | null; at: Date } | null
  /** A cheque's or draft's bank, date and life: received, cleared or bounced (null for other modes). */
  cheque?: {
    bank: string | null
    date: string | null
    status: string
    settledOn: string | null
  } | null
  /** A reprint: the PDF and print view say DUPLICATE. */
  duplicate?: boolean
  /** An online payment's refunds, oldest first (none for a counter receipt). */
  refunds?: readonly { numberText: string; amountPaise: number; at: Date; status: string }[]
}

/** A refund's line on the receipt: its number, amount and day, and whether the gateway has yet to confirm it. */
export function refundLine(refund: NonNullable<ReceiptDocument['refunds']>[number]): string {
  const state = refund.status === 'pending' ? ' (awaiting the payment gateway)' : ''
  return `Refund ${refund.numberText}: ${formatPaise(refund.amountPaise)} on ${formatDateKeyNumeric(dateKeyOf(refund.at))}${state}`
}

/** The void mark's words: the office's reason and who voided, or for a family only that and when it was cancelled. */
export function voidLine(voided: NonNullable<ReceiptDocument['void']>): string {
  const when = formatDateTimeNumeric(voided.at)
  return voided.reason === null
    ? `VOID: cancelled by the school office on ${when}`
    : `VOID: ${voided.reason} (voided by ${voided.byName} on ${when})`
}

/** The payment line: the mode and its reference, and a cheque's or draft's bank and date. */
export function paymentLine(receipt: Pick<ReceiptDocument, 'modeLabel' | 'reference' | 'cheque'>): string {
  const base = receipt.reference ? `${receipt.modeLabel}, ref. ${receipt.reference}` : receipt.modeLabel
  const drawn = receipt.cheque
    ? [receipt.cheque.bank, receipt.cheque.date ? `dated ${formatDateKeyNumeric(receipt.cheque.date)}` : null]
        .filter(Boolean)
        .join(', ')
    : ''
  return drawn ? `${base} (${drawn})` : base
}

/** What a cheque's or draft's receipt says of it: subject to realisation until cleared; cleared; or bounced. */
export function chequeStateLine(cheque: NonNullable<ReceiptDocument['cheque']>): string {
  const when = cheque.settledOn ? ` on ${formatDateKeyNumeric(cheque.settledOn)}` : ''
  if (cheque.status === 'bounced') return `Returned unpaid by the bank${when}: this receipt does not count`
  if (cheque.status === 'cleared') return `Cleared by the bank${when}`
  return 'Subject to realisation of the cheque or draft'
}

/** The big mark across a receipt that no longer counts. */
export function cancelledMark(receipt: Pick<ReceiptDocument, 'cheque'>): string {
  return receipt.cheque?.status === 'bounced' ? 'BOUNCED' : 'VOID'
}

/** The balance line of a student: what was still owed right after this payment, or null when not recorded. */
export function balanceLine(student: ReceiptStudent, several: boolean): string | null {
  if (student.balanceAfterPaise === undefined || student.balanceAfterPaise === null) return null
  const whose = several ? ` for ${student.name}` : ''
  return student.balanceAfterPaise === 0
    ? `Nothing left to pay${whose} after this payment`
    : `Balance due${whose} after this payment: ${formatPaise(student.balanceAfterPaise)}`
}
