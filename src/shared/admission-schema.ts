// The admission form's rules (SPEC.md sections 3, 5 and 9), shared by the form (zodResolver) and by the
// admissions.submit procedure, which re-checks everything the browser sends.
import { z } from 'zod'
import { limits } from '#app-config'
import { currentInstant } from './clock'
import { dateEntry } from './date-schema'
import { genders, type Gender } from './gender'
import { multiLine, singleLine } from './text'
import { applicationStatuses, classLabel, classOptions, type ApplicationStatus, type ClassOption } from './admission-options'

export * from './admission-options'

export const admissionMessages = {
  studentName: 'Student name must be at least 2 characters.',
  dob: 'Date of birth is required.',
  gender: 'Gender is required.',
  applyingForClass: 'Class is required.',
  fatherName: "Father's name must be at least 2 characters.",
  motherName: "Mother's name must be at least 2 characters.",
  address: 'Address must be at least 5 characters.',
  phoneNumber: 'Phone number must be at least 10 digits.',
  email: 'Invalid email address.',
  termsAccepted: 'You must accept the terms and conditions',
  birthCertificate: 'Birth Certificate is required',
  aadhaarCard: 'Aadhaar Card is required',
  fileTooLarge: 'File size must be less than 5MB',
  fileType: 'Only PDF, JPEG, and PNG files are accepted',
  // Beyond SPEC.md's table: the picker prevents these, so only a hand-edited request meets them.
  dobFuture: 'Date of birth cannot be in the future.',
  dobFormat: 'Enter the date of birth as DD/MM/YYYY, e.g. 14/05/2016.',
  dobTooEarly: 'Date of birth must be in 1900 or later.',
  phoneCharacters: 'Phone number may contain only digits, spaces and + - ( ).',
} as const

/** SPEC.md section 5: the wording of the terms checkbox. */
export const termsWording =
  'I confirm that all the information provided is accurate and complete. I understand that any false information may result in the cancellation of the application or admission.'

// ---- streams (Classes XI and XII) ----

export const streams = ['science', 'commerce', 'arts'] as const
export type Stream = (typeof streams)[number]
export const streamLabels: Record<Stream, string> = { science: 'Science', commerce: 'Commerce', arts: 'Arts' }
export const streamRequiredMessage = 'Stream is required for Classes XI and XII.'
const streamChoiceMessage = 'Choose Science, Commerce or Arts.'

/** Classes XI and XII choose a stream; the classes below do not have one. */
export function classNeedsStream(applyingForClass: string): boolean {
  return applyingForClass === 'class11' || applyingForClass === 'class12'
}

/** A stream select's value: '' or absent is "none", anything else must be a stream. */
export const streamField = z
  .union([z.enum(streams, streamChoiceMessage), z.literal('')], streamChoiceMessage)
  .nullish()
  .transform((value): Stream | null => value || null)

/**
 * The stream rule of the form and the procedure alike: required for XI/XII (a stream below XI is ignored). zod skips
 * an object's refinements once a piped field (a missing document) failed, so the form adds it itself (streamProblem).
 */
/** The stream rule's message for a form's values, or null: the form shows it even while a document is missing. */
export function streamProblem(value: unknown): string | null {
  return hasStreamWhereNeeded(value) ? null : streamRequiredMessage
}

function hasStreamWhereNeeded(value: unknown): boolean {
  const { applyingForClass, stream } = (typeof value === 'object' && value !== null ? value : {}) as { applyingForClass?: unknown; stream?: unknown }
  return !(typeof applyingForClass === 'string' && classNeedsStream(applyingForClass) && !stream)
}
const streamRuleOptions = { path: ['stream'], message: streamRequiredMessage, when: () => true }

/** The stored stream of an application for `applyingForClass`: null below Class XI. */
export function streamFor(applyingForClass: string, stream: string | null | undefined): Stream | null {
  return classNeedsStream(applyingForClass) && stream && (streams as readonly string[]).includes(stream) ? (stream as Stream) : null
}

/** "Science", or '' for a class without a stream (the CSV export's column). */
export function streamLabelFor(applyingForClass: string, stream: string | null | undefined): string {
  const chosen = streamFor(applyingForClass, stream)
  return chosen ? streamLabels[chosen] : ''
}

/** "Class 11 (Science)" in the admin lists and exports. */
export function classWithStream(applyingForClass: string, stream: string | null | undefined): string {
  const chosen = streamFor(applyingForClass, stream)
  return chosen ? `${classLabel(applyingForClass)} (${streamLabels[chosen]})` : classLabel(applyingForClass)
}

export const documentKinds = ['birthCertificate', 'aadhaarCard', 'markSheet', 'photo'] as const
export type DocumentKind = (typeof documentKinds)[number]

export const documentLabels: Record<DocumentKind, string> = {
  birthCertificate: 'Birth Certificate',
  aadhaarCard: 'Aadhaar Card',
  markSheet: 'Previous Mark Sheet',
  photo: 'Applicant photo',
}

/** SPEC.md section 7: the storage folder of each document in the admission-documents bucket. */
export const documentFolders: Record<DocumentKind, string> = {
  birthCertificate: 'birth-certificates',
  aadhaarCard: 'aadhaar-cards',
  markSheet: 'mark-sheets',
  photo: 'photos',
}

export const requiredDocuments = ['birthCertificate', 'aadhaarCard'] as const satisfies readonly DocumentKind[]

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (documentKinds as readonly string[]).includes(value)
}

export const acceptedDocumentTypes = limits.acceptedUploadTypes
export type AcceptedDocumentType = (typeof acceptedDocumentTypes)[number]
/** For the file input's accept attribute: the types and their usual extensions. */
export const documentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

export function isAcceptedDocumentType(type: string): type is AcceptedDocumentType {
  return (acceptedDocumentTypes as readonly string[]).includes(type)
}

export type DocumentFileProblem = { title: string; description: string }

/** The applicant's photo: JPEG or PNG only (a PDF is refused), with the documents' size limit and sniffing. */
export const photoTypes = ['image/jpeg', 'image/png'] as const
export const photoAccept = '.jpg,.jpeg,.png,image/jpeg,image/png'
export const photoTypeMessage = 'Only JPEG and PNG photos are accepted'

export const invalidPhotoTypeProblem: DocumentFileProblem = { title: 'Invalid file type', description: photoTypeMessage }

/** The picker's check of a chosen photo (size, declared type); null when it may be set. */
export function photoFileProblem(file: { size: number; type: string }): DocumentFileProblem | null {
  if (file.size > limits.maxUploadBytes) return { title: 'File too large', description: admissionMessages.fileTooLarge }
  if (!(photoTypes as readonly string[]).includes(file.type)) return invalidPhotoTypeProblem
  return null
}

/** Whether a file of `contentType` may be stored as `kind` (the photo is an image; the documents may be PDFs). */
export function isAcceptedTypeFor(kind: DocumentKind, contentType: string): boolean {
  return kind === 'photo' ? (photoTypes as readonly string[]).includes(contentType) : isAcceptedDocumentType(contentType)
}

/** SPEC.md section 5: the toast title and field message for a file that is not a PDF, JPEG or PNG. */
export const invalidFileTypeProblem: DocumentFileProblem = { title: 'Invalid file type', description: admissionMessages.fileType }

/** The picker's check of a chosen file's size and declared type (SPEC.md section 5); null when it may be set. */
export function documentFileProblem(file: { size: number; type: string }): DocumentFileProblem | null {
  if (file.size > limits.maxUploadBytes) return { title: 'File too large', description: admissionMessages.fileTooLarge }
  if (!isAcceptedDocumentType(file.type)) return invalidFileTypeProblem
  return null
}

// ---- dates ----

export const dobMin = `${limits.dobMinYear}-01-01`

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** YYYY-MM-DD of `date` in the viewer's own time zone (the date picker's "today"). */
export function localDateString(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The latest date that is "today" somewhere on Earth (UTC+14). The server does not know the applicant's
 * time zone, so it refuses only dates that are in the future everywhere.
 */
export function latestToday(now: Date = currentInstant()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

// ---- fields ----

type Lines = { label: string; multiLine?: boolean }

/** Single-line unless told otherwise: control characters are refused (line breaks only in multi-line fields). */
const lineRule = (schema: z.ZodString, lines: Lines) => (lines.multiLine ? multiLine(schema, lines.label) : singleLine(schema, lines.label))

const requiredText = (min: number, message: string, max: number, lines: Lines) =>
  lineRule(z.string(message).trim().min(min, message).max(max, `Please keep this under ${max} characters.`), lines)

/** Blank optional answers are stored as null (SPEC.md section 3). */
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

// Typed DD/MM/YYYY (issue 16 item 5), stored YYYY-MM-DD; one message for each way it can be wrong.
const dobField = z
  .string(admissionMessages.dob)
  .trim()
  .min(1, admissionMessages.dob)
  .pipe(dateEntry({ message: admissionMessages.dobFormat, min: dobMin, minMessage: admissionMessages.dobTooEarly, max: () => latestToday(), maxMessage: admissionMessages.dobFuture }))

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
  email: z.string(admissionMessages.email).trim().max(254, admissionMessages.email).pipe(z.email(admissionMessages.email)),
  previousSchool: optionalText(200, { label: 'Previous school' }),
  previousClass: optionalText(50, { label: 'Previous class' }),
  additionalInfo: optionalText(2000, { label: 'Additional information', multiLine: true }),
  termsAccepted: z.boolean(admissionMessages.termsAccepted).refine((value) => value === true, admissionMessages.termsAccepted),
})

// ---- the browser form ----

/** SPEC.md section 3: "Each document is a file plus a name." */
export type ChosenDocument = { file: File; name: string }

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

export const emptyAdmissionForm: AdmissionFormValues = {
  studentName: '',
  dob: '',
  gender: '' as Gender,
  applyingForClass: '' as ClassOption,
  stream: '',
  fatherName: '',
  fatherOccupation: '',
  motherName: '',
  motherOccupation: '',
  address: '',
  phoneNumber: '',
  email: '',
  previousSchool: '',
  previousClass: '',
  additionalInfo: '',
  birthCertificate: null,
  aadhaarCard: null,
  markSheet: null,
  photo: null,
  termsAccepted: false,
}

// ---- the procedure ----

/** The opaque token the upload route returns for a stored document (32 random bytes, base64url). */
export const uploadTokenPattern = /^[A-Za-z0-9_-]{43}$/

const uploadToken = (requiredMessage: string) => z.string(requiredMessage).regex(uploadTokenPattern, requiredMessage)

export const admissionSubmissionSchema = admissionFieldsSchema
  .extend({
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

// ---- workflow (PRODUCT.md "Admissions") ----

/** What each status means to an applicant on /admission-status. */
export const statusExplanations: Record<ApplicationStatus, string> = {
  submitted: `We have received your application. Our admissions team replies within ${limits.admissionsReplyTime}.`,
  under_review: 'Our admissions team is reviewing your application and documents.',
  accepted: 'Congratulations! The application has been accepted. Admission is confirmed by completing the next steps below.',
  waitlisted: 'The application is on our waiting list. We will contact you by e-mail or phone as soon as a seat is available.',
  rejected: 'We are sorry: we cannot offer a seat this time. Please contact the school office if you have questions.',
}

export const statusTransitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['under_review'],
  under_review: ['accepted', 'waitlisted', 'rejected'],
  waitlisted: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
}

export function canChangeStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return statusTransitions[from].includes(to)
}

export const decisionStatuses = ['accepted', 'waitlisted', 'rejected'] as const satisfies readonly ApplicationStatus[]

export type DecisionStatus = (typeof decisionStatuses)[number]

export function isDecision(status: ApplicationStatus): status is DecisionStatus {
  return (decisionStatuses as readonly string[]).includes(status)
}

/** Waitlisting and rejecting tell the family why (issue 16 item 4): the reason is on the status page and in the e-mail. */
export const reasonRequiredStatuses = ['waitlisted', 'rejected'] as const satisfies readonly ApplicationStatus[]
export const decisionReasonMessage = 'Please give the reason the family will read.'

export function needsReason(status: ApplicationStatus): boolean {
  return (reasonRequiredStatuses as readonly string[]).includes(status)
}

const reasonField = optionalText(1000, { label: 'Reason', multiLine: true })

function requireReason(value: { to: ApplicationStatus; reason?: string | null }, ctx: z.RefinementCtx) {
  if (needsReason(value.to) && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: decisionReasonMessage })
}

export const changeStatusSchema = z
  .object({
    id: z.string().min(1).max(64),
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

export const maxBulkApplications = 100

/** One decision for several selected applications: each moves from its own current status, or is reported. */
export const bulkStatusSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(64))
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
  id: z.string().min(1).max(64),
  to: z.enum(applicationStatuses),
  reason: reasonField,
})
export type StatusEmailPreviewInput = z.input<typeof statusEmailPreviewSchema>

/** ADM-2026-00042: the year of submission and a per-year sequence. */
export const referencePattern = /^ADM-\d{4}-\d{5,}$/

export function formatReference(year: number, sequence: number): string {
  return `ADM-${year}-${String(sequence).padStart(5, '0')}`
}

export function normalizeReference(value: string): string {
  return value.trim().toUpperCase()
}

export const statusLookupSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'Enter your application reference number.')
    .max(20, 'Reference numbers look like ADM-2026-00042.')
    .transform(normalizeReference)
    .refine((value) => referencePattern.test(value), 'Reference numbers look like ADM-2026-00042.'),
  email: z.string().trim().min(1, 'Enter the e-mail address used on the application.').max(254, admissionMessages.email).pipe(z.email(admissionMessages.email)),
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
  id: z.string().min(1),
  firstName: singleLine(z.string().trim().min(1, 'First name and last name are required').max(100), 'First name'),
  lastName: singleLine(z.string().trim().min(1, 'First name and last name are required').max(100), 'Last name'),
  /** The student's own e-mail, optional (issue 16 item 3); never the family's, which becomes the parent account. */
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

/** "Asha Devi Sharma" -> first "Asha Devi", last "Sharma": a starting point the admin can correct. */
export function splitStudentName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' }
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! }
}
