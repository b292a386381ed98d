// The School Prospectus (SPEC.md leaves the download's target open): a short PDF written in the browser from the
// school's own facts in app.config.ts, so it never goes out of date and needs no file on the server.
import { about, admissionInfo, leaderMessages, limits, school } from '#app-config'

type Line = { text: string; size: number; bold?: boolean; gapBefore?: number; indent?: number }

const page = { width: 595, height: 842, margin: 56 }

// PDF's standard fonts use WinAnsi (Latin-1 here): typographic characters become their plain equivalents.
function toLatin1(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u20b9/g, 'Rs. ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
}

const escapePdf = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')

/** Splits text into lines that fit the page (Helvetica averages about half an em per character). */
function wrap(text: string, size: number, indent = 0): string[] {
  const maxChars = Math.floor((page.width - 2 * page.margin - indent) / (size * 0.5))
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

function prospectusLines(): Line[] {
  const heading = (text: string): Line => ({ text, size: 14, bold: true, gapBefore: 18 })
  const body = (text: string): Line => ({ text, size: 11, gapBefore: 4 })
  const bullet = (text: string): Line => ({ text: `- ${text}`, size: 11, indent: 12 })
  const { address } = school
  return [
    { text: school.name, size: 22, bold: true },
    { text: `${school.motto} | ${school.tagline}`, size: 12, gapBefore: 4 },
    { text: `School Prospectus | Founded ${school.foundedYear} | ${school.affiliation.board}, No. ${school.affiliation.number}`, size: 10, gapBefore: 4 },
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

/** The prospectus as the bytes of a PDF 1.4 file (A4, Helvetica). */
export function buildProspectusPdf(): Uint8Array {
  const pages: string[] = []
  let stream = ''
  let y = page.height - page.margin
  const newPage = () => {
    if (stream) pages.push(stream)
    stream = ''
    y = page.height - page.margin
  }

  for (const line of prospectusLines()) {
    const leading = line.size * 1.35
    const wrapped = wrap(toLatin1(line.text), line.size, line.indent)
    y -= line.gapBefore ?? 2
    // Keep a heading with at least one line of what follows it.
    if (y - leading * (line.bold ? wrapped.length + 2 : wrapped.length) < page.margin) newPage()
    for (const text of wrapped) {
      y -= leading
      const font = line.bold ? 'F2' : 'F1'
      stream += `BT /${font} ${line.size} Tf ${page.margin + (line.indent ?? 0)} ${y.toFixed(1)} Td (${escapePdf(text)}) Tj ET\n`
    }
  }
  newPage()

  const objects: string[] = []
  const pageIds = pages.map((_, i) => 5 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  pages.forEach((content, i) => {
    const id = pageIds[i]!
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}endstream`
  })

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = pdf.length
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`

  // Every character is Latin-1, so one character is one byte and the offsets above are byte offsets.
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0))
}

export const prospectusFileName = `${school.shortName.replace(/\W+/g, '-').toLowerCase()}-prospectus.pdf`
