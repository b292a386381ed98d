// The School Prospectus (ADR 0008, ADR 0009): a short A4 PDF built from the school's own
// facts in app.config.ts, so it never goes out of date and needs no file on the server. Built on the shared
// pdf-lib helpers (embedded DejaVu Sans: typographic quotes and the rupee sign print as written).
import { about, admissionInfo, leaderMessages, limits, school } from '#app-config'
import { systemNow } from '~/server/clock'
import { createPdf, drawLogo, pageSizes, pdfColors, wrapText } from '~/server/pdf'

type Line = { text: string; size: number; bold?: boolean; gapBefore?: number; indent?: number }

export const prospectusFileName = `${school.shortName.replace(/\W+/g, '-').toLowerCase()}-prospectus.pdf`

const margin = 56

function prospectusLines(): Line[] {
  const heading = (text: string): Line => ({ text, size: 14, bold: true, gapBefore: 18 })
  const body = (text: string): Line => ({ text, size: 11, gapBefore: 4 })
  const bullet = (text: string): Line => ({ text: `- ${text}`, size: 11, indent: 12 })
  const { address } = school
  return [
    { text: school.name, size: 22, bold: true },
    { text: `${school.motto} | ${school.tagline}`, size: 12, gapBefore: 4 },
    {
      text: `School Prospectus | Founded ${school.foundedYear} | ${school.affiliation.board}, No. ${school.affiliation.number}`,
      size: 10,
      gapBefore: 4,
    },
    heading('About the school'),
    ...about.history.map(body),
    heading('Our Mission'),
    body(about.mission),
    heading('Our Vision'),
    body(about.vision),
    heading("From the Principal's Desk"),
    body(leaderMessages.principal.excerpt),
    heading('Academic facilities'),
    ...about.facilities.academic.map(bullet),
    heading('Sports facilities'),
    ...about.facilities.sports.map(bullet),
    heading('Clubs'),
    body(`${about.clubs.statedCount} clubs meet every week, including: ${about.clubs.listed.join(', ')}.`),
    heading('Admissions'),
    body(`Nursery, LKG and UKG: age on ${admissionInfo.eligibilityCutoff}:`),
    ...admissionInfo.minimumAges.map(({ level, age }) => bullet(`${level}: ${age} years or more`)),
    body('Class 1 and above:'),
    ...admissionInfo.classOneAndAbove.map(bullet),
    body('Mandatory documents:'),
    ...admissionInfo.mandatoryDocuments.map(bullet),
    body('Other documents:'),
    ...admissionInfo.otherDocuments.map(bullet),
    body(
      `Apply online; there is no application fee. The admissions team replies within ${limits.admissionsReplyTime}. Bring the original documents to the school office within ${limits.documentSubmissionDays} days of applying.`,
    ),
    heading('Contact'),
    body(`${address.line1}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`),
    body(`E-mail: ${school.email} | Admissions: ${school.admissionsEmail}`),
    body(`Phone: ${school.phones.join(' / ')}`),
    body(`Office hours: ${school.officeHours.map((slot) => `${slot.days} ${slot.hours}`).join('; ')}`),
  ]
}

/** The prospectus as PDF bytes. */
export async function renderProspectusPdf(now: Date = systemNow()): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({
    title: `${school.name}: School Prospectus`,
    subject: 'School Prospectus',
    now,
  })
  const [width, height] = pageSizes.a4
  let page = doc.addPage([width, height])
  drawLogo(page, width - margin - 48, height - margin + 8, 48)
  let y = height - margin
  for (const line of prospectusLines()) {
    const font = line.bold ? fonts.bold : fonts.regular
    const leading = line.size * 1.35
    const indent = line.indent ?? 0
    // The first lines leave room for the logo in the top right corner.
    const besideLogo = y > height - margin - 60 ? 60 : 0
    const wrapped = wrapText(line.text, font, line.size, width - 2 * margin - indent - besideLogo)
    y -= line.gapBefore ?? 2
    // Keep a heading with at least one line of what follows it.
    if (y - leading * (line.bold ? wrapped.length + 2 : wrapped.length) < margin) {
      page = doc.addPage([width, height])
      y = height - margin
    }
    for (const text of wrapped) {
      y -= leading
      page.drawText(text, {
        x: margin + indent,
        y,
        size: line.size,
        font,
        color: line.bold ? pdfColors.brand : pdfColors.ink,
      })
    }
  }
  return doc.save()
}

/** GET /api/prospectus.pdf: the prospectus as a download. */
export async function handleProspectusRequest(request: Request): Promise<Response> {
  const bytes = await renderProspectusPdf()
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${prospectusFileName}"`,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
