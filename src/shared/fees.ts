// Fee portal (docs/product.md, Fee ledger; docs/fees.md): enumerations with labels and every input schema of the
// `fees` router, shared by the forms and the procedures. Money is integer paise; school dates are YYYY-MM-DD.
import { recordIdWith } from './ids'
import { z } from 'zod'
import { classLabel, classOptions, type ClassOption } from './admission-schema'
import { isDateKey } from './dates'
import { limitMessage, moneyLimits, type MoneyKind } from './money'
import { multiLine, singleLine } from './text'
import { cashCountSchema, cashCountTotal } from './cash-count'

export { classLabel, classOptions, type ClassOption }

export const paymentModes = ['cash', 'cheque', 'dd', 'upi', 'bank_transfer', 'card'] as const
export type PaymentMode = (typeof paymentModes)[number]
/** The counter's modes, and `online`: a payment through the payment gateway (never chosen at the counter). */
export const paymentModeLabels: Record<PaymentMode | 'online', string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  dd: 'Demand draft',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  card: 'Card',
  online: 'Online',
}
/** Cheques and demand drafts: paid in to the bank, they count only once it clears them. */
export const instrumentModes = ['cheque', 'dd'] as const
export function isInstrumentMode(mode: string): mode is (typeof instrumentModes)[number] {
  return (instrumentModes as readonly string[]).includes(mode)
}
export const chequeStatuses = ['received', 'cleared', 'bounced'] as const
export type ChequeStatus = (typeof chequeStatuses)[number]
export const chequeStatusLabels: Record<ChequeStatus, string> = {
  received: 'Received, not cleared',
  cleared: 'Cleared',
  bounced: 'Bounced',
}

/** What the reference field is called per mode (cash has none). */
export const referenceLabels: Record<PaymentMode, string> = {
  cash: 'Reference',
  cheque: 'Cheque number',
  dd: 'DD number',
  upi: 'UPI transaction ID',
  bank_transfer: 'Bank reference (UTR)',
  card: 'Card approval code',
}

export const concessionTypes = ['sibling', 'staff_ward', 'merit', 'need_based', 'rte_ews', 'other'] as const
export type ConcessionType = (typeof concessionTypes)[number]
export const concessionTypeLabels: Record<ConcessionType, string> = {
  sibling: 'Sibling',
  staff_ward: 'Staff ward',
  merit: 'Merit',
  need_based: 'Need-based',
  rte_ews: 'RTE/EWS',
  other: 'Other',
}

export const concessionKinds = ['percent', 'fixed'] as const
export type ConcessionKind = (typeof concessionKinds)[number]
export const concessionKindLabels: Record<ConcessionKind, string> = {
  percent: 'Percent',
  fixed: 'Fixed amount per term',
}

export const fineKinds = ['none', 'flat', 'per_day'] as const
export type FineKind = (typeof fineKinds)[number]
export const fineKindLabels: Record<FineKind, string> = {
  none: 'No late fee',
  flat: 'Flat amount',
  per_day: 'Per day late',
}

// ---------- messages ----------

export const feeMessages = {
  amountWhole: 'Amounts must be whole paise.',
  amountPositive: 'The amount must be more than zero.',
  amountNotNegative: 'The amount cannot be negative.',
  referenceRequired: 'A reference is required for payments other than cash.',
  bankRequired: 'Give the bank the cheque or draft is drawn on.',
  instrumentDateRequired: 'Give the date written on the cheque or draft.',
  reasonRequired: 'Please give a reason.',
  unknownClass: 'Unknown class.',
  yearName: 'The year must be written like 2026-27.',
  date: 'Dates must be in YYYY-MM-DD format',
  percent: 'The percent must be a whole number from 1 to 100.',
  graceDays: 'Grace days must be a whole number from 0 to 365.',
  section: 'The section must be at most 10 characters',
  rollNumber: 'The roll number must be a whole number from 1 to 9999.',
  concessionValue: 'Give a percent for a percent concession, or an amount for a fixed one.',
  noStudents: 'Choose at least one student.',
  search: 'Type at least one character to search.',
} as const

// ---------- building blocks ----------

/** Whole paise up to the limit of their kind (src/shared/money.ts `moneyLimits`), with that limit in the message. */
const paise = (kind: MoneyKind, sign: 'positive' | 'notNegative') => {
  const base = z
    .number({ error: feeMessages.amountWhole })
    .int(feeMessages.amountWhole)
    .max(moneyLimits[kind], limitMessage(kind))
  return sign === 'positive'
    ? base.positive(feeMessages.amountPositive)
    : base.nonnegative(feeMessages.amountNotNegative)
}
/** A structure cell, a late fee's amount or cap, a waiver. */
export const feePaise = paise('fee', 'notNegative')
/** A fixed concession, per term. */
export const concessionPaise = paise('concession', 'positive')
const positiveFeePaise = paise('fee', 'positive')

// Missing or mistyped fields (a hand-made request, an export form without its filter) get words, not zod's defaults.
const id = recordIdWith('A required choice is missing.', 'Not a known record.')
const dateKey = z.string(feeMessages.date).trim().refine(isDateKey, feeMessages.date)
// Single-line text: no control characters (they would break CSV rows, e-mail subjects and receipts).
const oneLine = (label: string, max: number, required: string) =>
  singleLine(z.string().trim().min(1, required).max(max, `${label} must be at most ${max} characters`), label)
const reason = oneLine('The reason', 500, feeMessages.reasonRequired)
const name = (label: string, max = 80) => oneLine(label, max, `${label} is required.`)
export const classSchema = z.enum(classOptions, feeMessages.unknownClass)
/**
 * The building blocks of the fee schemas, for the schemas kept in their own files (cheques, the day sheet, optional
 * and one-off charges, credit and refunds, the enrolment fields of the account forms).
 */
export const feeFields = { id, dateKey, paise, reason }

/** "2026-27": April 2026 to March 2027; a start year from 1950 to 2099, so the end date has four digits too. */
export const yearNameSchema = z
  .string()
  .trim()
  .refine((value) => {
    const match = /^(\d{4})-(\d{2})$/.exec(value)
    const start = Number(match?.[1])
    return !!match && start >= 1950 && start <= 2099 && (start + 1) % 100 === Number(match[2])
  }, feeMessages.yearName)

/** The academic year (April-March) a school date falls in: '2026-06-20' -> '2026-27'. */
export function academicYearNameOf(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number]
  const start = month >= 4 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/** A charge's name on every screen and document: the head, and a one-off charge's reason ("Library fine: Lost book"). */
export function chargeLabel(headName: string, reason: string | null | undefined): string {
  return reason ? `${headName}: ${reason}` : headName
}

/** Receipt number as printed: 2026-27/000123. */
export function formatReceiptNumber(yearName: string, number: number): string {
  return `${yearName}/${String(number).padStart(6, '0')}`
}

// ---------- setup (admin) ----------

export const createYearSchema = z.object({ name: yearNameSchema, makeCurrent: z.boolean().optional() })
export const yearIdSchema = z.object({ id })

export const headListSchema = z.object({ includeArchived: z.boolean().optional() }).optional()
export const createHeadSchema = z.object({
  name: name('Name', 60),
  description: singleLine(z.string().trim().max(200), 'Description').optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  /** Charged only to the students assigned to it (transport, hostel, a club). */
  optional: z.boolean().optional(),
})
export const updateHeadSchema = createHeadSchema.extend({ id })
export const archiveHeadSchema = z.object({ id, archived: z.boolean() })

export const termRuleSchema = z.object({
  graceDays: z
    .number({ error: feeMessages.graceDays })
    .int(feeMessages.graceDays)
    .min(0, feeMessages.graceDays)
    .max(365, feeMessages.graceDays),
  fineKind: z.enum(fineKinds),
  fineAmountPaise: feePaise,
  fineCapPaise: feePaise.nullable().optional(),
})
export const createTermSchema = z
  .object({
    yearId: id,
    name: name('Name', 60),
    dueDate: dateKey,
    sortOrder: z.number().int().min(0).max(10_000).optional(),
  })
  .extend(termRuleSchema.shape)
export const updateTermSchema = createTermSchema.omit({ yearId: true }).extend({ id })
export const termListSchema = z.object({ yearId: id.optional() })
export const termIdSchema = z.object({ termId: id })

export const structureGetSchema = z.object({ yearId: id.optional(), className: classSchema })
/** One cell of the grid; 0 removes the head from that class's term. */
export const structureSetSchema = z.object({
  termId: id,
  className: classSchema,
  headId: id,
  amountPaise: feePaise,
})

export const concessionListSchema = z.object({
  studentId: id.optional(),
  yearId: id.optional(),
  includeRevoked: z.boolean().optional(),
})
export const createConcessionSchema = z
  .object({
    studentId: id,
    yearId: id.optional(),
    type: z.enum(concessionTypes),
    kind: z.enum(concessionKinds),
    percent: z.number().int(feeMessages.percent).min(1, feeMessages.percent).max(100, feeMessages.percent).optional(),
    amountPaise: concessionPaise.optional(),
    /** Omit for the whole fee. */
    headId: id.optional(),
    /** The first term it applies to, with the later terms of the year; omit for every term. */
    fromTermId: id.optional(),
    /** With fromTermId: also take off what is still unpaid of the earlier terms. */
    earlierUnpaid: z.boolean().optional(),
    reason,
  })
  .refine((value) => (value.kind === 'percent' ? value.percent !== undefined : value.amountPaise !== undefined), {
    message: feeMessages.concessionValue,
    path: ['kind'],
  })
export const revokeConcessionSchema = z.object({ id, reason })

export const waiveFineSchema = z.object({ studentId: id, termId: id, amountPaise: positiveFeePaise, reason })

export const setEnrolmentSchema = z.object({
  studentId: id,
  yearId: id.optional(),
  className: classSchema,
  section: singleLine(z.string().trim().max(10, feeMessages.section), 'Section').optional(),
  rollNumber: z
    .number({ error: feeMessages.rollNumber })
    .int(feeMessages.rollNumber)
    .min(1, feeMessages.rollNumber)
    .max(9999, feeMessages.rollNumber)
    .optional(),
})
export const enrolmentListSchema = z.object({ yearId: id.optional(), className: classSchema.optional() })

// ---------- counter (admin, cashier) ----------

export const counterSearchSchema = z.object({
  q: singleLine(z.string().trim().min(1, feeMessages.search).max(80), 'Search'),
})
export const studentIdSchema = z.object({ studentId: id })

const paymentPaise = paise('payment', 'positive')
/** A dues line is a charge (its id) or a term's fine (`fine:<termId>`). */
export const allocationSchema = z.object({ key: z.string().trim().min(1).max(80), amountPaise: paymentPaise })
export const collectSchema = z
  .object({
    /** The payment date; today when omitted. Only an admin may enter another date. */
    date: dateKey.optional(),
    /** An administrator's choice for a payment after the day's close: it is dated, and counted, the next day. */
    nextDay: z.boolean().optional(),
    mode: z.enum(paymentModes),
    reference: singleLine(z.string().trim().max(80), 'Reference').optional(),
    /** A cheque's or draft's bank and the date written on it (both required for those modes). */
    bank: singleLine(z.string().trim().max(80), 'Bank').optional(),
    instrumentDate: dateKey.optional(),
    students: z
      .array(
        z.object({
          studentId: id,
          amountPaise: paymentPaise,
          allocations: z.array(allocationSchema).max(200).optional(),
        }),
      )
      .min(1, feeMessages.noStudents)
      .max(20),
    /** What is paid above a student's dues is kept as that student's credit (an advance), never refused. */
    keepExcessAsAdvance: z.boolean().optional(),
  })
  .refine((value) => value.mode === 'cash' || !!value.reference, {
    message: feeMessages.referenceRequired,
    path: ['reference'],
  })
  .refine((value) => !isInstrumentMode(value.mode) || !!value.bank, {
    message: feeMessages.bankRequired,
    path: ['bank'],
  })
  .refine((value) => !isInstrumentMode(value.mode) || !!value.instrumentDate, {
    message: feeMessages.instrumentDateRequired,
    path: ['instrumentDate'],
  })
  .refine((value) => new Set(value.students.map((s) => s.studentId)).size === value.students.length, {
    message: 'Each student may appear once on a receipt.',
    path: ['students'],
  })
  .refine((value) => !(value.nextDay && value.date), {
    message: 'Give a payment date or take it into the next day, not both.',
    path: ['date'],
  })

export const voidSchema = z.object({ receiptId: id, reason })
/** An online payment's refund: part of it, or (no amount) all that is left. */
export const refundSchema = z.object({ receiptId: id, amountPaise: paymentPaise.optional(), reason })
/** A refund of money kept for review on an online order (no receipt): part of it, or (no amount) all of it. */
export const parkedRefundSchema = z.object({ orderId: id, amountPaise: paymentPaise.optional(), reason })
export const receiptIdSchema = z.object({ id })

// ---------- reports (admin, cashier) ----------

export const collectionSchema = z.object({ date: dateKey.optional() })
export const receiptListSchema = z.object({
  from: dateKey,
  to: dateKey,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  cashierId: id.optional(),
  /** A receipt number or part of it, or a student's name or school ID: then every date is searched. */
  q: singleLine(z.string().trim().max(80), 'Search').optional(),
  /** One student's receipts, of every date (the counter's earlier receipts of the picked student). */
  studentId: id.optional(),
})
export const defaultersSchema = z.object({ termId: id, className: classSchema.optional() })
/** The defaulters report as the screen pages it: the totals cover every defaulter, the items one page. */
export const defaultersPageSchema = defaultersSchema.extend({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
})
/** The defaulters by family across every past-due term, a page at a time (the totals cover every family). */
export const defaulterFamiliesSchema = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(50),
})
/** The CSV of the defaulters by family: no filter, every family. */
export const defaulterFamiliesExportSchema = z.object({})
/** The CSV exports (a form post: every field a string): receipts of a date range, or a term's defaulters (defaultersSchema). */
export const receiptExportSchema = receiptListSchema.pick({ from: true, to: true, cashierId: true })
/** The ledger per class: one term, or every issued term of the year. */
export const summarySchema = z.object({ termId: id.optional(), yearId: id.optional() })
export const dayCloseGetSchema = z.object({ date: dateKey.optional(), cashierId: id.optional() })
/** The day closes of one date (today when omitted), for an administrator to reopen one. */
export const dayClosesSchema = z.object({ date: dateKey.optional() })
export const dayReopenSchema = z.object({ date: dateKey, cashierId: id, reason })
export const dayCloseSchema = z
  .object({
    date: dateKey.optional(),
    countedCashPaise: paise('dayCount', 'notNegative'),
    /** The count note by note; when given, the counted cash must be its total. */
    cashCount: cashCountSchema.optional(),
    note: multiLine(z.string().trim().max(500), 'Note').optional(),
  })
  .refine((value) => !value.cashCount || cashCountTotal(value.cashCount) === value.countedCashPaise, {
    message: 'The counted cash must be the total of the notes and coins counted.',
    path: ['countedCashPaise'],
  })
