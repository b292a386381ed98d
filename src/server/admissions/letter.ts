// The admission letter: one A4 page per accepted applicant, with the school's embedded font
// like the fee receipts, the class (and stream) admitted to, and the next steps with the dates from the
// admissions settings. POST /api/admissions/<id>/letter.pdf, admin only, audit-logged.
import type { PDFPage } from 'pdf-lib'
import { school } from '#app-config'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isSameSiteRequest } from '~/server/auth/request-info'
import type { SessionUser } from '~/server/auth/session'
import { classRomanLabel, streamFor, streamLabels } from '~/shared/admission-schema'
import { acceptanceNextSteps, type NextStep } from '~/shared/admission-settings'
import { dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import { createPdf, drawLetterhead, drawRight, pageSizes, pdfColors, wrapText, type PdfFonts } from '../pdf'
import type { AdmissionDeps } from './deps'
import { requireAdmin, userFromRequest } from './http'
import { readAdmissionSettings } from './settings'
import { plainText } from '~/server/route-handlers'

export type AdmissionLetter = {
  reference: string
  /** YYYY-MM-DD, the letter's date on the school's clock */
  date: string
  studentName: string
  dob: string
  parentNames: string
  address: string
  /** "Class XII (Science)" */
  admittedTo: string
  /** "2027-28": the session applied for, else the current academic year when one is set */
  session: string | null
  schoolId: string | null
  nextSteps: NextStep[]
}

export const letterNeedsAcceptanceMessage = 'An admission letter is only for an accepted application.'

const margin = 56
const [pageWidth, pageHeight] = pageSizes.a4
const contentWidth = pageWidth - margin * 2

/** The letter's contents from the database; null when there is no such application. */
export async function admissionLetterOf(
  id: string,
  deps: Pick<AdmissionDeps, 'db' | 'now'>,
): Promise<AdmissionLetter | 'not-accepted' | null> {
  const application = await deps.db.admissionApplication.findUnique({ where: { id }, include: { enrollment: true } })
  if (!application) return null
  if (application.status !== 'accepted') return 'not-accepted'
  const [settings, year, account] = await Promise.all([
    readAdmissionSettings(deps.db),
    deps.db.academicYear.findFirst({ where: { isCurrent: true }, select: { name: true } }),
    application.enrollment?.userId
      ? deps.db.user.findUnique({ where: { id: application.enrollment.userId }, select: { uniqueId: true } })
      : null,
  ])
  const stream = streamFor(application.applyingForClass, application.stream)
  return {
    reference: application.reference,
    date: dateKeyOf(deps.now()),
    studentName: application.studentName,
    dob: application.dob,
    parentNames: [application.fatherName, application.motherName].join(' and '),
    address: application.address,
    admittedTo: `${classRomanLabel(application.applyingForClass)}${stream ? ` (${streamLabels[stream]})` : ''}`,
    session: application.session ?? year?.name ?? null,
    schoolId: account?.uniqueId ?? null,
    nextSteps: acceptanceNextSteps(settings),
  }
}

export async function renderAdmissionLetterPdf(letter: AdmissionLetter, options: { now: Date }): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({
    title: `Admission letter ${letter.reference}`,
    subject: `${school.name}: admission letter`,
    now: options.now,
  })
  const page = doc.addPage([pageWidth, pageHeight])
  let y = drawHeader(page, fonts, letter)
  y = drawBody(page, fonts, letter, y)
  drawSignature(page, fonts, y)
  return doc.save()
}

function drawHeader(page: PDFPage, { regular, bold }: PdfFonts, letter: AdmissionLetter): number {
  const top = pageHeight - margin
  const contact = `${school.phones[0]}  ·  ${school.admissionsEmail}`
  drawLetterhead(
    page,
    { regular, bold },
    {
      left: margin,
      top,
      logoHeight: 54,
      textX: margin + 60,
      nameSize: 16,
      textSize: 9,
      lineOffsets: [16, 31, 43],
      contact,
    },
  )
  const ruleY = top - 62
  page.drawLine({
    start: { x: margin, y: ruleY },
    end: { x: pageWidth - margin, y: ruleY },
    thickness: 1.4,
    color: pdfColors.brand,
  })
  page.drawText(`Ref. ${letter.reference}`, { x: margin, y: ruleY - 22, size: 10, font: regular, color: pdfColors.ink })
  drawRight(page, `Date: ${formatDateKeyNumeric(letter.date)}`, pageWidth - margin, ruleY - 22, regular, 10)
  const title = 'ADMISSION LETTER'
  page.drawText(title, {
    x: (pageWidth - bold.widthOfTextAtSize(title, 15)) / 2,
    y: ruleY - 56,
    size: 15,
    font: bold,
    color: pdfColors.brand,
  })
  return ruleY - 88
}

/** A typed multi-line address on one line: "Circular Road,\nDimapur" -> "Circular Road, Dimapur". */
const oneLine = (address: string) =>
  address
    .split(/\n/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ')

function paragraph(page: PDFPage, font: PdfFonts['regular'], text: string, y: number, size = 10.5, indent = 0): number {
  let line = y
  for (const part of wrapText(text, font, size, contentWidth - indent)) {
    page.drawText(part, { x: margin + indent, y: line, size, font, color: pdfColors.ink })
    line -= size * 1.45
  }
  return line
}

function drawBody(page: PDFPage, fonts: PdfFonts, letter: AdmissionLetter, start: number): number {
  const { regular, bold } = fonts
  let y = start
  page.drawText('To', { x: margin, y, size: 10.5, font: regular, color: pdfColors.ink })
  y -= 15
  page.drawText(`The parents of ${letter.studentName}`, { x: margin, y, size: 10.5, font: bold, color: pdfColors.ink })
  y -= 15
  y = paragraph(page, regular, `${letter.parentNames}, ${oneLine(letter.address)}`, y)
  y -= 14
  y = paragraph(page, regular, 'Dear Parent/Guardian,', y)
  y -= 6
  const session = letter.session ? ` for the academic session ${letter.session}` : ''
  y = paragraph(
    page,
    regular,
    `We are pleased to inform you that ${letter.studentName} (date of birth ${formatDateKeyNumeric(letter.dob)}) has been granted admission to ${letter.admittedTo} at ${school.name}${session}, on the application with reference ${letter.reference}.`,
    y,
  )
  if (letter.schoolId) {
    y -= 6
    y = paragraph(page, regular, `The student's school ID is ${letter.schoolId}.`, y)
  }
  y -= 6
  y = paragraph(page, regular, 'The admission is confirmed once the following steps are completed:', y)
  y -= 4
  letter.nextSteps.forEach((step, index) => {
    page.drawText(`${index + 1}. ${step.title}`, { x: margin + 12, y, size: 10.5, font: bold, color: pdfColors.ink })
    y -= 15
    y = paragraph(page, regular, step.detail, y, 10.5, 26)
    y -= 4
  })
  y -= 6
  y = paragraph(
    page,
    regular,
    `Please bring this letter with you to the school office. For any question, write to ${school.admissionsEmail} or call ${school.phones.join(' or ')}.`,
    y,
  )
  return y
}

function drawSignature(page: PDFPage, { regular, bold }: PdfFonts, y: number) {
  const { principal } = school.leaders
  let line = y - 46
  page.drawText('With warm regards,', { x: margin, y: line, size: 10.5, font: regular, color: pdfColors.ink })
  line -= 40
  page.drawText(`${principal.honorific} ${principal.name}`, {
    x: margin,
    y: line,
    size: 10.5,
    font: bold,
    color: pdfColors.ink,
  })
  line -= 14
  page.drawText(`${principal.title}, ${school.name}`, {
    x: margin,
    y: line,
    size: 10,
    font: regular,
    color: pdfColors.muted,
  })
}

export type LetterRequestDeps = Pick<AdmissionDeps, 'db' | 'now'> & {
  resolveUser?: (request: Request) => Promise<SessionUser | null>
}

/**
 * POST /api/admissions/<id>/letter.pdf. A POST because it writes the audit log (no GET may change anything);
 * cross-site posts are refused; admins only; an unknown id is a 404 and an application not accepted a 409.
 */
export async function handleLetterRequest(
  request: Request,
  params: { id: string },
  deps: LetterRequestDeps,
): Promise<Response> {
  if (request.method !== 'POST')
    return plainText(405, 'Method not allowed: download the letter from the application page.', { Allow: 'POST' })
  if (!isSameSiteRequest(request)) return plainText(403, 'Cross-site request refused')
  const access = await requireAdmin(request, deps.resolveUser ?? userFromRequest)
  if ('response' in access) return access.response
  if (params.id.length > 64) return plainText(404, 'Application not found')
  const letter = await admissionLetterOf(params.id, deps)
  if (letter === null) return plainText(404, 'Application not found')
  if (letter === 'not-accepted') return plainText(409, letterNeedsAcceptanceMessage)
  const now = deps.now()
  const bytes = await renderAdmissionLetterPdf(letter, { now })
  await writeAuditLog(deps.db, {
    actor: access.user,
    action: 'admission.letter_download',
    target: { type: 'admission_application', id: params.id, label: `${letter.reference} (${letter.studentName})` },
    at: now,
  })
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="admission-letter-${letter.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
