// The fee forms as a person fills them in (rupees and numbers typed as text, a blank for "none", a picked student)
// and what they become: the input of a `fees` procedure, checked by that procedure's own schemas
// (src/shared/fees.ts), so the form and the server give the same messages.
import { z } from 'zod'
import {
  concessionKinds,
  concessionTypes,
  createConcessionSchema,
  createHeadSchema,
  createTermSchema,
  fineKinds,
  concessionPaise,
  paymentModeLabels,
  paymentModes,
  referenceLabels,
  feePaise,
  setEnrolmentSchema,
  termRuleSchema,
  refundSchema,
  waiveFineSchema,
  feeMessages,
  isInstrumentMode,
} from './fees'
import { oneOffChargeSchema, counterRefundSchema, assignOptionalSchema, refundSources } from './fee-charges'
import { isDateKey } from './dates'
import { formatPaise, parseRupeesToPaise } from './money'
import { cashCountFormSchema, cashCountTotal } from './cash-count'

type Issues = z.RefinementCtx

// Every mistake is reported at once: a field's own issue lets the form-wide checks run too (`continue`).

/** Typed rupees as paise, checked by `paise`; a message on `path` (the field itself when empty) when not. */
function paiseOf(text: string, paise: z.ZodType<number>, ctx: Issues, path: string[] = []): number | undefined {
  const parsed = parseRupeesToPaise(text)
  const checked = parsed.ok ? paise.safeParse(parsed.paise) : null
  if (checked?.success) return checked.data
  const message = parsed.ok ? checked!.error.issues[0]!.message : parsed.message
  ctx.addIssue({ code: 'custom', path, message, continue: true })
  return undefined
}

/** Rupees already checked by paiseOf. */
const checkedPaise = (text: string) => {
  const parsed = parseRupeesToPaise(text)
  return parsed.ok ? parsed.paise : 0
}

/** A rupee amount box. */
const rupees = (paise: z.ZodType<number>) => z.string().transform((text, ctx) => paiseOf(text, paise, ctx) ?? z.NEVER)

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim())

/** A number box: blank is `blank`, anything else must be the number `schema` accepts. */
const numberText = <T>(schema: z.ZodType<T>, blank: T) =>
  z.string().transform((text, ctx) => {
    const checked = schema.safeParse(text.trim() === '' ? blank : Number(text.trim()))
    if (checked.success) return checked.data
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message, continue: true })
    return z.NEVER
  })

/** The student a set-up form is about, picked with the counter's search. */
const pickedStudent = z
  .object({ studentId: z.string(), name: z.string(), schoolId: z.string().nullable() })
  .nullable()
  .refine((student) => student !== null, 'Choose the student.')
  .transform((student) => student!)

// ---------- set-up ----------

export const headFormSchema = z.object({
  name: createHeadSchema.shape.name,
  description: z.string().transform(blankToUndefined).pipe(createHeadSchema.shape.description),
  /** Charged only to the students assigned to it. */
  optional: z.boolean(),
})

export const termFormSchema = z
  .object({
    name: createTermSchema.shape.name,
    dueDate: z.string().trim().min(1, 'Choose the due date.').pipe(createTermSchema.shape.dueDate),
    graceDays: numberText(termRuleSchema.shape.graceDays, 0),
    fineKind: z.enum(fineKinds),
    fineAmountPaise: z.string(),
    fineCapPaise: z.string(),
  })
  .superRefine((term, ctx) => {
    if (term.fineKind === 'none') return
    paiseOf(term.fineAmountPaise, feePaise, ctx, ['fineAmountPaise'])
    if (term.fineCapPaise.trim() !== '') paiseOf(term.fineCapPaise, feePaise, ctx, ['fineCapPaise'])
  })
  .transform(({ fineAmountPaise, fineCapPaise, ...term }) =>
    term.fineKind === 'none'
      ? { ...term, fineAmountPaise: 0, fineCapPaise: null }
      : {
          ...term,
          fineAmountPaise: checkedPaise(fineAmountPaise),
          fineCapPaise: fineCapPaise.trim() === '' ? null : checkedPaise(fineCapPaise),
        },
  )

const percentText = numberText(createConcessionSchema.shape.percent.unwrap(), 0)

export const concessionFormSchema = z
  .object({
    student: pickedStudent,
    type: z.enum(concessionTypes),
    kind: z.enum(concessionKinds),
    percent: z.string(),
    amountPaise: z.string(),
    /** Blank for the whole fee. */
    headId: z.string(),
    /** Blank for every term of the year. */
    fromTermId: z.string(),
    earlierUnpaid: z.boolean(),
    reason: createConcessionSchema.shape.reason,
  })
  .superRefine((concession, ctx) => {
    if (concession.kind === 'fixed') return void paiseOf(concession.amountPaise, concessionPaise, ctx, ['amountPaise'])
    const percent = percentText.safeParse(concession.percent)
    if (!percent.success) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: percent.error.issues[0]!.message, continue: true })
    }
  })
  .transform(({ percent, amountPaise, headId, fromTermId, earlierUnpaid, ...concession }) => ({
    ...concession,
    ...(fromTermId ? { fromTermId, earlierUnpaid } : {}),
    ...(concession.kind === 'percent'
      ? { percent: Number(percent), amountPaise: undefined }
      : { percent: undefined, amountPaise: checkedPaise(amountPaise) }),
    ...(headId ? { headId } : {}),
  }))
export type ConcessionFormValues = z.output<typeof concessionFormSchema>

export const enrolmentFormSchema = z.object({
  student: pickedStudent,
  className: setEnrolmentSchema.shape.className,
  section: z.string().transform(blankToUndefined).pipe(setEnrolmentSchema.shape.section),
  rollNumber: numberText(setEnrolmentSchema.shape.rollNumber, undefined),
})
export type EnrolmentFormValues = z.output<typeof enrolmentFormSchema>

/** Waiving a term's late fee: at most what is still outstanding of it. */
export function waiverFormSchema(outstandingPaise: number) {
  return z.object({
    amountPaise: rupees(
      waiveFineSchema.shape.amountPaise.max(
        outstandingPaise,
        `At most the ${formatPaise(outstandingPaise)} late fee outstanding.`,
      ),
    ),
    reason: waiveFineSchema.shape.reason,
  })
}
export type WaiverFormInput = z.input<ReturnType<typeof waiverFormSchema>>

/** Refunding an online payment (a receipt's, or money kept for review): at most what is left to refund. */
export function refundFormSchema(refundablePaise: number) {
  return z.object({
    amountPaise: rupees(
      refundSchema.shape.amountPaise
        .unwrap()
        .max(refundablePaise, `Enter an amount from ₹0.01 to ${formatPaise(refundablePaise)}.`),
    ),
    reason: refundSchema.shape.reason,
  })
}
export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>

// ---------- counter ----------

/** The close: the cash counted note by note (the total is theirs), and a note. */
export const dayCloseFormSchema = z
  .object({
    cash: cashCountFormSchema,
    note: z.string().transform(blankToUndefined).pipe(z.string().trim().max(500).optional()),
  })
  .transform((values) => ({
    countedCashPaise: cashCountTotal(values.cash),
    cashCount: values.cash,
    ...(values.note ? { note: values.note } : {}),
  }))
export type DayCloseFormInput = z.input<typeof dayCloseFormSchema>

// ---------- counter: collecting a payment ----------

/** A student the cashier may take a payment for: what is due, line by line (oldest first). */
export type CounterPayer = {
  studentId: string
  name: string
  outstandingPaise: number
  lines: { key: string; label: string; outstandingPaise: number }[]
}

/** One payer's part of the form: the typed amount, or an allocation over the lines when the cashier edits it. */
export type PayerEntry = { amount: string; editAllocation: boolean; allocation: Record<string, string> }

/** A payer's amount: typed, or the sum of an edited allocation; a message when it cannot be read. */
export function payerAmount(payer: CounterPayer, entry: PayerEntry): { paise: number | null; message?: string } {
  if (entry.editAllocation) {
    let sum = 0
    for (const line of payer.lines) {
      const text = entry.allocation[line.key]?.trim()
      if (!text) continue
      const parsed = parseRupeesToPaise(text)
      if (!parsed.ok) return { paise: null, message: `${line.label}: ${parsed.message}` }
      if (parsed.paise > line.outstandingPaise)
        return { paise: null, message: `${line.label}: at most ${formatPaise(line.outstandingPaise)} is due.` }
      sum += parsed.paise
    }
    return { paise: sum }
  }
  const parsed = parseRupeesToPaise(entry.amount)
  return parsed.ok ? { paise: parsed.paise } : { paise: null, message: parsed.message }
}

const payerEntrySchema = z.object({
  amount: z.string(),
  editAllocation: z.boolean(),
  allocation: z.record(z.string(), z.string()),
})

/**
 * The counter's payment form (`payers`: the student and the siblings who owe): the students ticked, each one's
 * amount (at most what they owe) and allocation, the mode and its reference; it becomes the input of
 * fees.counter.collect. An error is on `included`, `payers.<studentId>.amount` or `reference`.
 */
export function collectFormSchema(payers: CounterPayer[]) {
  return z
    .object({
      included: z.array(z.string()),
      payers: z.record(z.string(), payerEntrySchema),
      mode: z.enum(paymentModes),
      reference: z.string(),
      /** Keep what is paid above a student's dues as their credit (an advance). */
      keepExcessAsAdvance: z.boolean().optional(),
      bank: z.string().default(''),
      instrumentDate: z.string().default(''),
    })
    .transform((values, ctx) => {
      let ok = true
      const fail = (path: string[], message: string) => {
        ok = false
        ctx.addIssue({ code: 'custom', path, message, continue: true })
      }
      const chosen = payers.filter((payer) => values.included.includes(payer.studentId))
      if (chosen.length === 0) fail(['included'], 'Choose at least one student to pay for.')
      const students = []
      for (const payer of chosen) {
        const entry = values.payers[payer.studentId] ?? { amount: '', editAllocation: false, allocation: {} }
        const { paise, message } = payerAmount(payer, entry)
        const path = ['payers', payer.studentId, 'amount']
        if (paise === null) fail(path, message ?? 'Enter an amount')
        else if (paise <= 0) fail(path, 'The amount must be more than zero.')
        else if (paise > payer.outstandingPaise && !values.keepExcessAsAdvance)
          fail(
            path,
            `${formatPaise(paise)} is more than the ${formatPaise(payer.outstandingPaise)} due for ${payer.name}.`,
          )
        else {
          // An advance pays every due first: the allocation is the server's, oldest first.
          const allocations =
            entry.editAllocation && !(values.keepExcessAsAdvance && paise > payer.outstandingPaise)
              ? payer.lines
                  .map((line) => ({ key: line.key, amountPaise: checkedPaise(entry.allocation[line.key] ?? '') }))
                  .filter((allocation) => allocation.amountPaise > 0)
              : undefined
          students.push({ studentId: payer.studentId, amountPaise: paise, ...(allocations ? { allocations } : {}) })
        }
      }
      if (values.mode !== 'cash' && !values.reference.trim())
        fail(
          ['reference'],
          `Enter the ${referenceLabels[values.mode].toLowerCase()}: it is required for ${paymentModeLabels[values.mode].toLowerCase()} payments.`,
        )
      const instrument = isInstrumentMode(values.mode)
      if (instrument && !values.bank.trim()) fail(['bank'], feeMessages.bankRequired)
      if (instrument && !isDateKey(values.instrumentDate)) fail(['instrumentDate'], feeMessages.instrumentDateRequired)
      if (!ok) return z.NEVER
      return {
        mode: values.mode,
        reference: values.reference.trim() || undefined,
        ...(instrument ? { bank: values.bank.trim(), instrumentDate: values.instrumentDate } : {}),
        students,
        ...(values.keepExcessAsAdvance ? { keepExcessAsAdvance: true } : {}),
      }
    })
}
export type CollectFormInput = z.input<ReturnType<typeof collectFormSchema>>
export type CollectFormOutput = z.output<ReturnType<typeof collectFormSchema>>

// ---------- one-off charges, refunds, optional heads (admin) ----------

export const oneOffFormSchema = z.object({
  termId: z.string().min(1, 'Choose the term.'),
  headId: z.string().min(1, 'Choose the fee head.'),
  amountPaise: rupees(oneOffChargeSchema.shape.amountPaise),
  reason: oneOffChargeSchema.shape.reason,
  dueDate: oneOffChargeSchema.shape.dueDate,
})
export type OneOffFormInput = z.input<typeof oneOffFormSchema>

/** A refund recorded at the counter: of the student's credit, or of a voided receipt's money. */
export function counterRefundFormSchema(creditPaise: number) {
  return z
    .object({
      source: z.enum(refundSources),
      receiptId: z.string(),
      amountPaise: z.string(),
      mode: z.enum(paymentModes),
      reference: z.string(),
      reason: z.string(),
    })
    .transform((values, ctx) => {
      const max =
        values.source === 'credit'
          ? counterRefundSchema.shape.amountPaise.max(creditPaise, `At most the credit of ${formatPaise(creditPaise)}.`)
          : counterRefundSchema.shape.amountPaise
      const amountPaise = paiseOf(values.amountPaise, max, ctx, ['amountPaise'])
      const parsed = counterRefundSchema.safeParse({
        source: values.source,
        receiptId: values.source === 'void' ? values.receiptId || undefined : undefined,
        amountPaise: amountPaise ?? 1,
        mode: values.mode,
        reference: values.reference.trim() || undefined,
        reason: values.reason,
        studentId: '00000000-0000-4000-8000-000000000000',
      })
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, continue: true })
      if (amountPaise === undefined || !parsed.success) return z.NEVER
      const { studentId: _placeholder, ...rest } = parsed.data
      return rest
    })
}
export type CounterRefundFormInput = z.input<ReturnType<typeof counterRefundFormSchema>>

export const assignOptionalFormSchema = z.object({
  headId: z.string().min(1, 'Choose the optional head.'),
  amountPaise: z
    .string()
    .transform((text, ctx) =>
      text.trim() === '' ? undefined : (paiseOf(text, assignOptionalSchema.shape.amountPaise.unwrap(), ctx) ?? z.NEVER),
    ),
  note: z.string().transform(blankToUndefined).pipe(assignOptionalSchema.shape.note),
  chargeIssuedTerms: z.boolean(),
})
export type AssignOptionalFormInput = z.input<typeof assignOptionalFormSchema>
