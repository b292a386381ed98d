// A fee receipt as the counter shows and prints it and the PDF draws it: one shape for the screen and the file.
import { formatDateTimeNumeric } from './dates'

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
}

/** The void mark's words: the office's reason and who voided, or for a family only that and when it was cancelled. */
export function voidLine(voided: NonNullable<ReceiptDocument['void']>): string {
  const when = formatDateTimeNumeric(voided.at)
  return voided.reason === null
    ? `VOID: cancelled by the school office on ${when}`
    : `VOID: ${voided.reason} (voided by ${voided.byName} on ${when})`
}
