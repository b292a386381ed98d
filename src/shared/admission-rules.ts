// The zod-free half of the admission rules: messages, streams, documents, dates and the workflow. The form's first
// load and the public pages import from here; admission-schema.ts adds the zod schemas on top and re-exports all of
// this, so the server and the admin screens keep one import. (zod stays out of the public pages' first load: docs/perf.md.)
import { limits } from '#app-config'
import { currentInstant } from './clock'
import type { Gender } from './gender'
import type { AdmissionFormValues } from './admission-schema'
import { classLabel, type ApplicationStatus, type ClassOption } from './admission-options'

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
  // Beyond the form's own messages: the picker prevents these, so only a hand-edited request meets them.
  dobFuture: 'Date of birth cannot be in the future.',
  dobFormat: 'Enter the date of birth as DD/MM/YYYY, e.g. 14/05/2016.',
  dobTooEarly: 'Date of birth must be in 1900 or later.',
  phoneCharacters: 'Phone number may contain only digits, spaces and + - ( ).',
} as const

/** The wording of the terms checkbox. */
export const termsWording =
  'I confirm that all the information provided is accurate and complete. I understand that any false information may result in the cancellation of the application or admission.'

// ---- streams (Classes XI and XII) ----

export const streams = ['science', 'commerce', 'arts'] as const
export type Stream = (typeof streams)[number]
export const streamLabels: Record<Stream, string> = { science: 'Science', commerce: 'Commerce', arts: 'Arts' }
export const streamRequiredMessage = 'Stream is required for Classes XI and XII.'

/** Classes XI and XII choose a stream; the classes below do not have one. */
export function classNeedsStream(applyingForClass: string): boolean {
  return applyingForClass === 'class11' || applyingForClass === 'class12'
}

/** The stream rule's message for a form's values, or null: the form shows it even while a document is missing. */
export function streamProblem(value: unknown): string | null {
  return hasStreamWhereNeeded(value) ? null : streamRequiredMessage
}

/** Whether Classes XI and XII have their stream (the schemas' object refinement). */
export function hasStreamWhereNeeded(value: unknown): boolean {
  const { applyingForClass, stream } = (typeof value === 'object' && value !== null ? value : {}) as {
    applyingForClass?: unknown
    stream?: unknown
  }
  return !(typeof applyingForClass === 'string' && classNeedsStream(applyingForClass) && !stream)
}

/** The stored stream of an application for `applyingForClass`: null below Class XI. */
export function streamFor(applyingForClass: string, stream: string | null | undefined): Stream | null {
  return classNeedsStream(applyingForClass) && stream && (streams as readonly string[]).includes(stream)
    ? (stream as Stream)
    : null
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

/** The storage folder of each document in the admission-documents bucket. */
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

export const invalidPhotoTypeProblem: DocumentFileProblem = {
  title: 'Invalid file type',
  description: photoTypeMessage,
}

/** The picker's check of a chosen photo (size, declared type); null when it may be set. */
export function photoFileProblem(file: { size: number; type: string }): DocumentFileProblem | null {
  if (file.size > limits.maxUploadBytes) return { title: 'File too large', description: admissionMessages.fileTooLarge }
  if (!(photoTypes as readonly string[]).includes(file.type)) return invalidPhotoTypeProblem
  return null
}

/** Whether a file of `contentType` may be stored as `kind` (the photo is an image; the documents may be PDFs). */
export function isAcceptedTypeFor(kind: DocumentKind, contentType: string): boolean {
  return kind === 'photo'
    ? (photoTypes as readonly string[]).includes(contentType)
    : isAcceptedDocumentType(contentType)
}

/** The toast title and field message for a file that is not a PDF, JPEG or PNG. */
export const invalidFileTypeProblem: DocumentFileProblem = {
  title: 'Invalid file type',
  description: admissionMessages.fileType,
}

/** The picker's check of a chosen file's size and declared type; null when it may be set. */
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

// ---- the browser form ----

/** Each document is a file plus a name. */
export type ChosenDocument = { file: File; name: string }

/** The form's values before anything is typed. */
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
  privacyConsent: false,
}

// ---- the procedure ----

/** The opaque token the upload route returns for a stored document (32 random bytes, base64url). */
export const uploadTokenPattern = /^[A-Za-z0-9_-]{43}$/

// ---- workflow (docs/product.md, Admissions workflow) ----

/** What each status means to an applicant on /admission-status. */
export const statusExplanations: Record<ApplicationStatus, string> = {
  submitted: `We have received your application. Our admissions team replies within ${limits.admissionsReplyTime}.`,
  under_review: 'Our admissions team is reviewing your application and documents.',
  accepted:
    'Congratulations! The application has been accepted. Admission is confirmed by completing the next steps below.',
  waitlisted:
    'The application is on our waiting list. We will contact you by e-mail or phone as soon as a seat is available.',
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

/** Waitlisting and rejecting tell the family why: the reason is on the status page and in the e-mail. */
export const reasonRequiredStatuses = ['waitlisted', 'rejected'] as const satisfies readonly ApplicationStatus[]
export const decisionReasonMessage = 'Please give the reason the family will read.'

export function needsReason(status: ApplicationStatus): boolean {
  return (reasonRequiredStatuses as readonly string[]).includes(status)
}

export const maxBulkApplications = 100

/** ADM-2026-00042: the year of submission and a per-year sequence. */
export const referencePattern = /^ADM-\d{4}-\d{5,}$/

export function formatReference(year: number, sequence: number): string {
  return `ADM-${year}-${String(sequence).padStart(5, '0')}`
}

export function normalizeReference(value: string): string {
  return value.trim().toUpperCase()
}

/** "Asha Devi Sharma" -> first "Asha Devi", last "Sharma": a starting point the admin can correct. */
export function splitStudentName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' }
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! }
}
