// A fee receipt as the counter shows and prints it and the PDF draws it: one shape for the screen and the file.

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
  void: { reason: string; byName: string; at: Date } | null
}
