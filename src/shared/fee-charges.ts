// Isomorphic: the inputs of optional fee heads, one-off charges, the family's credit (advance) and counter refunds
// (docs/fees.md), beside the fee schemas they build on (fees.ts).
import { z } from 'zod'
import { feeFields, feeMessages, paymentModes } from './fees'
import { singleLine } from './text'

const { id, dateKey, paise, reason } = feeFields
const positiveFeePaise = paise('fee', 'positive')
const paymentPaise = paise('payment', 'positive')

// ---------- optional heads, one-off charges (admin) ----------

export const optionalListSchema = z.object({ yearId: id.optional(), headId: id.optional() })
export const assignOptionalSchema = z.object({
  studentId: id,
  headId: id,
  yearId: id.optional(),
  /** Per term; omit for the structure's amount for the student's class. */
  amountPaise: positiveFeePaise.optional(),
  note: singleLine(z.string().trim().max(80, 'The note must be at most 80 characters'), 'Note').optional(),
  /** Also charge the terms of the year already issued (from now on they are charged at issue anyway). */
  chargeIssuedTerms: z.boolean().default(false),
})
export const unassignOptionalSchema = z.object({ id })
/** CSV columns: school_id (required), amount (rupees, blank = the structure's), note. */
export const importOptionalSchema = z.object({
  headId: id,
  yearId: id.optional(),
  csv: z.string().min(1, 'Choose a CSV file.').max(500_000, 'The file is too large (at most 500 kB).'),
  dryRun: z.boolean(),
  chargeIssuedTerms: z.boolean().default(false),
})
export const oneOffChargeSchema = z.object({
  studentId: id,
  termId: id,
  headId: id,
  amountPaise: positiveFeePaise,
  reason,
  dueDate: dateKey,
})
export const removeOneOffSchema = z.object({ chargeId: id, reason })

// ---------- credit (advance) and counter refunds ----------

export const refundSources = ['credit', 'void'] as const
export const refundSourceLabels: Record<(typeof refundSources)[number], string> = {
  credit: "Family's credit",
  void: "A voided receipt's money",
}
export const counterRefundSchema = z
  .object({
    studentId: id,
    source: z.enum(refundSources),
    /** The voided receipt whose money is returned (source 'void'). */
    receiptId: id.optional(),
    amountPaise: paymentPaise,
    mode: z.enum(paymentModes),
    reference: singleLine(z.string().trim().max(80), 'Reference').optional(),
    reason,
  })
  .refine((value) => value.mode === 'cash' || !!value.reference, {
    message: feeMessages.referenceRequired,
    path: ['reference'],
  })
  .refine((value) => value.source !== 'void' || !!value.receiptId, {
    message: 'Choose the voided receipt.',
    path: ['receiptId'],
  })
export const refundListSchema = z.object({ from: dateKey, to: dateKey })

/** Refund number as printed: R2026-27/0001 (one series per year for counter and online refunds). */
export function formatRefundNumber(yearName: string, number: number): string {
  return `R${yearName}/${String(number).padStart(4, '0')}`
}
