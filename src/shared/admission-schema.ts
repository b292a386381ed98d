// The admission form's rules as zod schemas, shared by the form (zodResolver) and by
// the admissions.submit procedure, which re-checks everything the browser sends. The zod-free rules they use live in
// admission-rules.ts and are re-exported here.
import { z } from 'zod'
import { recordIdSchema } from './ids'
import { limits } from '#app-config'
import { dateEntry } from './date-schema'
import { genders } from './gender'
import { privacyConsentMessage } from './legal'
import { multiLine, singleLine } from './text'
import { applicationStatuses, classOptions, type ApplicationStatus } from './admission-options'
import {
  admissionMessages,
  dobMin,
  hasStreamWhereNeeded,
  isAcceptedDocumentType,
  isCalendarDate,
  latestToday,
  maxBulkApplications,
  needsReason,
  decisionReasonMessage,
  normalizeReference,
  photoTypeMessage,
  photoTypes,
  referencePattern,
  streamRequiredMessage,
  streams,
  uploadTokenPattern,
  type ChosenDocument,
  type Stream,
} from './admission-rules'

export * from './admission-rules'

// ---- streams ----

const streamChoiceMessage = 'Choose Science, Commerce or Arts.'

/** A stream select's value: '' or absent is "none", anything else must be a stream. */
export const streamField = z
  .union([z.enum(streams, streamChoiceMessage), z.literal('')], streamChoiceMessage)
  .nullish()
  .transform((value): Stream | null => value || null)

/**
 * The stream rule of the form and the procedure alike: required for XI/XII (a stream below XI is ignored). zod skips
 * an object's refinements once a piped field (a missing document) failed, so the form adds it itself (streamProblem).
 */
const streamRuleOptions = { path: ['stream'], message: streamRequiredMessage, when: () => true }

// ---- fields ----

type Lines = { label: string; multiLine?: boolean }

/** Single-line unless told otherwise: control characters are refused (line breaks only in multi-line fields). */
const lineRule = (schema: z.ZodString, lines: Lines) =>
  lines.multiLine ? multiLine(schema, lines.label) : singleLine(schema, lines.label)

const requiredText = (min: number, message: string, max: number, lines: Lines) =>
  lineRule(z.string(message).trim().min(min, message).max(max, `Please keep this under ${max} characters.`), lines)

/** Blank optional answers are stored as null. */
const optionalText = (max: number, lines: Lines) =>
  lineRule(z.string().trim().max(max, `Please keep this under ${max} characters.`), lines)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))

const phoneField = z
  .string(admissionMessages.phoneNumber)
  .trim()
  .max(20, admissionMessages.phoneNumber)
  .refine((value) => value.replace(/\D/g, '').length >= limits.minPhoneLength, admissionMessages.phoneNumber)
  .refine((value) => /^[0-9+\-() ]*$/.test(value), admissionMessages.phoneCharacters)

// Typed DD/MM/YYYY, stored YYYY-MM-DD; one message for each way it can be wrong.
const dobField = z
  .string(admissionMessages.dob)
  .trim()
  .min(1, admissionMessages.dob)
  .pipe(
    dateEntry({
      message: admissionMessages.dobFormat,
      min: dobMin,
      minMessage: admissionMessages.dobTooEarly,
      max: () => latestToday(),
      maxMessage: admissionMessages.dobFuture,
    }),
  )

/** Every typed field of the form: the part the browser and the server check identically. */
export const admissionFieldsSchema = z.object({
  studentName: requiredText(limits.minNameLength, admissionMessages.studentName, 100, { label: 'Student name' }),
  dob: dobField,
  gender: z.enum(genders, admissionMessages.gender),
  applyingForClass: z.enum(classOptions, admissionMessages.applyingForClass),
  /** Classes XI and XII only; required there by requireStream on the whole form. */
  stream: streamField,
  fatherName: requiredText(limits.minNameLength, admissionMessages.fatherName, 100, { label: "Father's name" }),
  fatherOccupation: optionalText(100, { label: "Father's occupation" }),
  motherName: requiredText(limits.minNameLength, admissionMessages.motherName, 100, { label: "Mother's name" }),
  motherOccupation: optionalText(100, { label: "Mother's occupation" }),
  address: requiredText(limits.minAddressLength, admissionMessages.address, 500, { label: 'Address', multiLine: true }),
  phoneNumber: phoneField,
  email: z
    .string(admissionMessages.email)
    .trim()
    .max(254, admissionMessages.email)
    .pipe(z.email(admissionMessages.email)),
  previousSchool: optionalText(200, { label: 'Previous school' }),
  previousClass: optionalText(50, { label: 'Previous class' }),
  additionalInfo: optionalText(2000, { label: 'Additional information', multiLine: true }),
  termsAccepted: z
    .boolean(admissionMessages.termsAccepted)
    .refine((value) => value === true, admissionMessages.termsAccepted),
  /** The guardian's consent to the Privacy Notice (India's DPDP Act 2023: a child's data needs it). */
  privacyConsent: z.boolean(privacyConsentMessage).refine((value) => value === true, privacyConsentMessage),
})

// ---- the browser form ----

const chosenDocument = z.custom<ChosenDocument>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ChosenDocument).name === 'string' &&
    typeof Blob !== 'undefined' &&
    (value as ChosenDocument).file instanceof Blob,
)

const documentField = (requiredMessage?: string) => {
  const checked = chosenDocument
    .refine((doc) => doc.file.size <= limits.maxUploadBytes, admissionMessages.fileTooLarge)
    .refine((doc) => isAcceptedDocumentType(doc.file.type), admissionMessages.fileType)
  return requiredMessage
    ? z.custom<ChosenDocument | null>((value) => value != null, requiredMessage).pipe(checked)
    : checked.nullable()
}

const photoField = chosenDocument
  .refine((doc) => doc.file.size <= limits.maxUploadBytes, admissionMessages.fileTooLarge)
  .refine((doc) => (photoTypes as readonly string[]).includes(doc.file.type), photoTypeMessage)
  .nullish()

export const admissionFormSchema = admissionFieldsSchema
  .extend({
    birthCertificate: documentField(admissionMessages.birthCertificate),
    aadhaarCard: documentField(admissionMessages.aadhaarCard),
    markSheet: documentField(),
    photo: photoField,
  })
  .refine(hasStreamWhereNeeded, streamRuleOptions)
export type AdmissionFormValues = z.input<typeof admissionFormSchema>
export type AdmissionFormOutput = z.output<typeof admissionFormSchema>

// ---- the procedure ----

const uploadToken = (requiredMessage: string) => z.string(requiredMessage).regex(uploadTokenPattern, requiredMessage)

export const admissionSubmissionSchema = admissionFieldsSchema
  .extend({
    /** The Privacy Notice version the form showed; stored with the application as what was consented to. */
    privacyNoticeVersion: z.number(privacyConsentMessage).int().min(1, privacyConsentMessage),
    documents: z.object(
      {
        birthCertificate: uploadToken(admissionMessages.birthCertificate),
        aadhaarCard: uploadToken(admissionMessages.aadhaarCard),
        markSheet: z.string().regex(uploadTokenPattern, 'Invalid document reference').nullish(),
        photo: z.string().regex(uploadTokenPattern, 'Invalid photo reference').nullish(),
      },
      'Failed to upload required documents',
    ),
  })
  .refine(hasStreamWhereNeeded, streamRuleOptions)
export type AdmissionSubmissionInput = z.input<typeof admissionSubmissionSchema>

/**
 * admissions.submit lets any object through: submitApplication checks it with admissionSubmissionSchema itself,
 * because it must see invalid input too (it removes that submission's uploads).
 */
export const anySubmissionSchema = z.custom<AdmissionSubmissionInput>(
  (value) => typeof value === 'object' && value !== null,
  'Invalid application',
)

const reasonField = optionalText(1000, { label: 'Reason', multiLine: true })

function requireReason(value: { to: ApplicationStatus; reason?: string | null }, ctx: z.RefinementCtx) {
  if (needsReason(value.to) && !value.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: decisionReasonMessage })
}

export const changeStatusSchema = z
  .object({
    id: recordIdSchema,
    /** The status the admin saw; a different current status means someone else moved it first. */
    from: z.enum(applicationStatuses),
    to: z.enum(applicationStatuses, 'Choose the new status'),
    /** Internal, kept in the history for the admins. */
    note: optionalText(1000, { label: 'Note', multiLine: true }),
    /** Told to the family; required for waitlisted and rejected, not used for the other statuses. */
    reason: reasonField,
  })
  .superRefine(requireReason)
export type ChangeStatusInput = z.input<typeof changeStatusSchema>

/** One decision for several selected applications: each moves from its own current status, or is reported. */
export const bulkStatusSchema = z
  .object({
    ids: z
      .array(recordIdSchema)
      .min(1, 'Choose at least one application.')
      .max(maxBulkApplications, `Choose at most ${maxBulkApplications} applications at once.`)
      .transform((ids) => [...new Set(ids)]),
    to: z.enum(applicationStatuses, 'Choose the new status'),
    reason: reasonField,
  })
  .superRefine(requireReason)
export type BulkStatusInput = z.input<typeof bulkStatusSchema>

/** The e-mail a status change would send, shown to the admin before confirming. */
export const statusEmailPreviewSchema = z.object({
  id: recordIdSchema,
  to: z.enum(applicationStatuses),
  reason: reasonField,
})
export type StatusEmailPreviewInput = z.input<typeof statusEmailPreviewSchema>

export const statusLookupSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'Enter your application reference number.')
    .max(20, 'Reference numbers look like ADM-2026-00042.')
    .transform(normalizeReference)
    .refine((value) => referencePattern.test(value), 'Reference numbers look like ADM-2026-00042.'),
  email: z
    .string()
    .trim()
    .min(1, 'Enter the e-mail address used on the application.')
    .max(254, admissionMessages.email)
    .pipe(z.email(admissionMessages.email)),
})
export type StatusLookupInput = z.input<typeof statusLookupSchema>

// ---- admin list ----

export const applicationListSchema = z.object({
  status: z.enum(applicationStatuses).optional(),
  applyingForClass: z.enum(classOptions).optional(),
  /** Submitted on or after this date (YYYY-MM-DD, school time). */
  from: z.string().refine(isCalendarDate, 'Use a date such as 2026-04-01').optional(),
  /** Submitted on or before this date (inclusive). */
  to: z.string().refine(isCalendarDate, 'Use a date such as 2026-04-30').optional(),
  search: singleLine(z.string().trim().max(100), 'Search').optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(5).max(100).default(20),
})
export type ApplicationListInput = z.input<typeof applicationListSchema>

export const createStudentAccountSchema = z.object({
  id: recordIdSchema,
  firstName: singleLine(z.string().trim().min(1, 'First name and last name are required').max(100), 'First name'),
  lastName: singleLine(z.string().trim().min(1, 'First name and last name are required').max(100), 'Last name'),
  /** The student's own e-mail, optional; never the family's, which becomes the parent account. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Invalid email address format')
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email('Invalid email address format').optional()),
})
export type CreateStudentAccountInput = z.input<typeof createStudentAccountSchema>

/** Applications whose documents the retention review deletes in one step (the review lists this many at most). */
export const retentionBatch = 100

export const deleteDueDocumentsSchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(retentionBatch),
})
