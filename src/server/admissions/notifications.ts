// The admission e-mails (docs/product.md, Admissions workflow): the office's notice of a new application (the old
// site's send-admission-notification payload), the applicant's confirmation, and the decision letters.
import { limits, school } from '#app-config'
import {
  classLabel,
  classWithStream,
  statusLabels,
  streamLabelFor,
  type ApplicationStatus,
} from '~/shared/admission-schema'
import { acceptanceNextSteps, type AdmissionSettingsView } from '~/shared/admission-settings'
import { genderLabels, type Gender } from '~/shared/gender'
import { configuredAppOrigin } from '~/server/auth/request-info'
import { queueMessages, type MessageDeps } from '~/server/messaging/queue'
import { displayName } from '~/shared/names'
import { absoluteUrl } from '~/shared/site-origin'
import type { AdmissionDeps } from './deps'

export type NotifiedApplication = {
  id: string
  reference: string
  createdAt: Date
  studentName: string
  dob: string
  gender: string
  applyingForClass: string
  fatherName: string
  fatherOccupation: string | null
  motherName: string
  motherOccupation: string | null
  address: string
  phoneNumber: string
  email: string
  previousSchool: string | null
  previousClass: string | null
  additionalInfo: string | null
  markSheetUrl: string | null
  photoUrl?: string | null
  stream?: string | null
}

/** The JSON body of send-admission-notification, in its order; blank optionals are ''. */
export function admissionNotificationPayload(application: NotifiedApplication) {
  return {
    studentName: application.studentName,
    dob: application.dob,
    gender: application.gender,
    applyingForClass: application.applyingForClass,
    fatherName: application.fatherName,
    fatherOccupation: application.fatherOccupation ?? '',
    motherName: application.motherName,
    motherOccupation: application.motherOccupation ?? '',
    address: application.address,
    phoneNumber: application.phoneNumber,
    email: application.email,
    previousSchool: application.previousSchool ?? '',
    previousClass: application.previousClass ?? '',
    additionalInfo: application.additionalInfo ?? '',
  }
}

type Payload = ReturnType<typeof admissionNotificationPayload>

const payloadLabels: Record<keyof Payload, string> = {
  studentName: 'Student name',
  dob: 'Date of birth',
  gender: 'Gender',
  applyingForClass: 'Applying for class',
  fatherName: "Father's name",
  fatherOccupation: "Father's occupation",
  motherName: "Mother's name",
  motherOccupation: "Mother's occupation",
  address: 'Address',
  phoneNumber: 'Phone number',
  email: 'E-mail',
  previousSchool: 'Previous school',
  previousClass: 'Previous class',
  additionalInfo: 'Additional information',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function displayValue(key: keyof Payload, value: string): string {
  if (value === '') return '(not given)'
  if (key === 'applyingForClass') return `${classLabel(value)} (${value})`
  if (key === 'gender') return genderLabels[value as Gender] ?? value
  return value
}

function formatInstant(instant: Date): string {
  return `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: school.timeZone }).format(instant)} IST`
}

const signature = [
  school.name,
  `${school.address.line1}, ${school.address.city}, ${school.address.state} ${school.address.postalCode}`,
  `${school.admissionsEmail} · ${school.phones.join(' · ')}`,
].join('\n')

function link(origin: string | undefined, path: string): string | null {
  return origin ? new URL(path, origin).toString() : null
}

/** How every e-mail to a family ends: where to follow the application, then the office's signature. */
function familyClosing(appOrigin: string | undefined): string[] {
  const statusLink = link(appOrigin, '/admission-status')
  return [
    statusLink
      ? `You can check the status at any time at ${statusLink} with your reference number and this e-mail address.`
      : 'You can check the status at any time on the Admission Status page of our website with your reference number and this e-mail address.',
    '',
    signature,
  ]
}

export function officeNotification(application: NotifiedApplication, appOrigin?: string) {
  const payload = admissionNotificationPayload(application)
  const rows = (Object.keys(payloadLabels) as Array<keyof Payload>).map(
    (key) => [payloadLabels[key], displayValue(key, payload[key])] as const,
  )
  const reviewLink = link(appOrigin, `/admin/admissions/${application.id}`)
  const documents = `Birth Certificate, Aadhaar Card${application.markSheetUrl ? ', Previous Mark Sheet' : ''}${application.photoUrl ? ', Applicant photo' : ''}`
  const stream = streamLabelFor(application.applyingForClass, application.stream)
  const text = [
    'A new admission application was submitted online.',
    '',
    `Reference: ${application.reference}`,
    `Submitted: ${formatInstant(application.createdAt)}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(stream ? [`Stream: ${stream}`] : []),
    '',
    `Documents uploaded: ${documents}`,
    reviewLink ? `Review it at ${reviewLink}` : 'Review it under Admin > Admissions.',
  ].join('\n')
  const html = [
    '<p>A new admission application was submitted online.</p>',
    `<p><strong>Reference:</strong> ${escapeHtml(application.reference)}<br><strong>Submitted:</strong> ${escapeHtml(formatInstant(application.createdAt))}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="vertical-align:top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    ...(stream ? [`<tr><th align="left">Stream</th><td>${escapeHtml(stream)}</td></tr>`] : []),
    '</table>',
    `<p>Documents uploaded: ${escapeHtml(documents)}</p>`,
    reviewLink ? `<p><a href="${escapeHtml(reviewLink)}">Review the application</a></p>` : '',
  ].join('\n')
  return {
    to: school.admissionsEmail,
    replyTo: application.email,
    subject: `New admission application ${application.reference}: ${application.studentName} (${classLabel(application.applyingForClass)})`,
    text,
    html,
  }
}

export function applicantConfirmation(application: NotifiedApplication, appOrigin?: string) {
  const text = [
    'Dear Parent/Guardian,',
    '',
    `Thank you for applying to ${school.name} for ${application.studentName} (${classLabel(application.applyingForClass)}).`,
    '',
    `Your application reference number is ${application.reference}. Please quote it whenever you contact us.`,
    '',
    'What happens next:',
    `1. Our admissions team reviews the application and replies within ${limits.admissionsReplyTime}.`,
    `2. Please bring the original documents to the school office within ${limits.documentSubmissionDays} days of this online submission.`,
    '3. Admission is confirmed by paying the fees within the specified timeframe. We will notify you by e-mail or phone.',
    '',
    ...familyClosing(appOrigin),
  ].join('\n')
  return {
    to: application.email,
    replyTo: school.admissionsEmail,
    subject: `Application received: ${application.reference}`,
    text,
  }
}

const statusParagraphs: Record<Exclude<ApplicationStatus, 'submitted'>, string[]> = {
  under_review: [
    'Our admissions team has started reviewing the application and its documents.',
    `We will write to you again with our decision. You do not need to do anything now.`,
  ],
  accepted: [
    'We are delighted to tell you that the application has been accepted.',
    'Admission is confirmed by completing these next steps:',
  ],
  waitlisted: [
    'The application has been placed on our waiting list.',
    'We will contact you by e-mail or phone as soon as a seat becomes available. There is nothing you need to do now.',
  ],
  rejected: [
    'We are sorry to tell you that we cannot offer a seat this time.',
    'Thank you for your interest in our school. If you have questions, please contact the school office.',
  ],
}

export type StatusEmailOptions = { reason: string | null; settings: AdmissionSettingsView; appOrigin?: string }

/**
 * The family's e-mail about a status change: under review, accepted (with the next steps and
 * their dates from the admissions settings), waitlisted or rejected (with the admin's reason). Null for
 * 'submitted', which has its own confirmation.
 */
export function statusEmail(
  application: Pick<NotifiedApplication, 'reference' | 'studentName' | 'applyingForClass' | 'email'> & {
    stream?: string | null
  },
  status: ApplicationStatus,
  options: StatusEmailOptions,
) {
  if (status === 'submitted') return null
  const [opening, closing] = statusParagraphs[status]
  const steps =
    status === 'accepted'
      ? acceptanceNextSteps(options.settings).map((step, index) => `${index + 1}. ${step.title}: ${step.detail}`)
      : []
  const text = [
    'Dear Parent/Guardian,',
    '',
    `This is about the application ${application.reference} for ${application.studentName} (${classWithStream(application.applyingForClass, application.stream)}).`,
    '',
    opening,
    '',
    ...(options.reason ? [`Reason: ${options.reason}`, ''] : []),
    closing,
    '',
    ...(steps.length ? [...steps, ''] : []),
    ...familyClosing(options.appOrigin),
  ].join('\n')
  return {
    to: application.email,
    replyTo: school.admissionsEmail,
    subject: `Application ${application.reference}: ${statusLabels[status]}`,
    text,
  }
}

/** Queues and reports whether it worked; a failure is logged and never fails the caller. */
export async function queueQuietly(
  deps: Pick<AdmissionDeps, 'logError'>,
  what: string,
  queue: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await queue()
    return true
  } catch (error) {
    deps.logError(`e-mail "${what}" could not be queued`, error)
    return false
  }
}

/**
 * Who an admission letter is to: the parent account of the application's e-mail, when there is one (its choices
 * decide the channels), greeted by its name; else the parents named on the application.
 */
export async function addresseeOf(
  db: MessageDeps['db'],
  application: { email: string; fatherName: string; motherName: string },
) {
  const parent = await db.user.findFirst({
    where: { email: application.email.trim().toLowerCase(), role: 'parent', isActive: true },
    select: { id: true, firstName: true, lastName: true },
  })
  const parents = [application.fatherName, application.motherName].map((name) => name.trim()).filter(Boolean)
  return { parent, guardian: parent ? displayName(parent) : parents.join(' and ') || 'Parent/Guardian' }
}

/** The letter as the family reads it: greeted by name (the template's greeting) instead of "Parent/Guardian". */
export const greeted = (text: string, guardian: string) => text.replace(/^Dear [^\n]*,/, `Dear ${guardian},`)

type QueuedApplication = Pick<NotifiedApplication, 'reference' | 'studentName' | 'email' | 'phoneNumber'> & {
  fatherName: string
  motherName: string
}

/**
 * An admission e-mail (the letter as `statusEmail` or `applicantConfirmation` writes it) queued for the family on
 * their channels: the parent account of the application's e-mail, when there is one, chooses them (and is greeted
 * by its name); else it is an e-mail to the address on the application, greeted by the parents' names. Runs inside
 * the caller's transaction; `about` makes a second run queue nothing.
 */
export async function queueAdmissionLetter(
  deps: { db: MessageDeps['db']; now: MessageDeps['now']; appOrigin?: string },
  application: QueuedApplication,
  letter: { subject: string; text: string },
  status: string,
  about: string,
) {
  const { parent, guardian } = await addresseeOf(deps.db, application)
  await queueMessages(deps, [
    {
      recipient: { userId: parent?.id ?? null, email: application.email, phone: application.phoneNumber },
      template: 'admission_update',
      about,
      values: {
        guardian,
        reference: application.reference,
        child: application.studentName,
        status,
        subject: letter.subject,
        // The letter without its own greeting: the template greets the family by name.
        paragraphs: letter.text.replace(/^Dear [^\n]*,\n\n/, '').split('\n'),
        link: link(deps.appOrigin, '/admission-status') ?? absoluteUrl('/admission-status', configuredAppOrigin()),
      },
    },
  ])
}
