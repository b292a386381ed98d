// Report cards as PDF: one A4 page per student, on the receipts' PDF building blocks (src/server/pdf.ts: pdf-lib,
// DejaVu Sans, the school's letterhead). A class's cards are one document, a page each, for printing.
import type { PDFPage } from 'pdf-lib'
import { academics, school } from '#app-config'
import { attended } from '~/shared/attendance'
import { dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import { componentLabels, formatTenths, markComponents } from '~/shared/marks'
import { createPdf, drawLetterhead, drawRight, fitText, pageSizes, pdfColors, wrapText, type PdfFonts } from '../pdf'
import type { SectionResults } from './results'

const margin = 40
const [pageWidth, pageHeight] = pageSizes.a4
const contentWidth = pageWidth - margin * 2
const right = pageWidth - margin
const rowHeight = 17

type Student = SectionResults['students'][number]

/** The report cards of `students` (all of the section's when not given), in one document. */
export async function renderReportCards(
  results: SectionResults,
  options: { now: Date; yearName: string; students?: Student[] },
) {
  const students = options.students ?? results.students
  const { doc, fonts } = await createPdf({
    title:
      students.length === 1
        ? `Report card: ${students[0]!.name}, ${results.exam.name}`
        : `Report cards: ${results.label}, ${results.exam.name}`,
    subject: `${school.name}: report card`,
    now: options.now,
  })
  for (const student of students) drawCard(doc.addPage([pageWidth, pageHeight]), fonts, results, student, options)
  return doc.save()
}

function drawCard(
  page: PDFPage,
  fonts: PdfFonts,
  results: SectionResults,
  student: Student,
  options: { now: Date; yearName: string },
) {
  const { regular, bold } = fonts
  const top = pageHeight - margin
  drawLetterhead(page, fonts, {
    left: margin,
    top,
    logoHeight: 54,
    textX: margin + 60,
    nameSize: 15,
    textSize: 8.5,
    lineOffsets: [15, 29, 41],
    contact: `${school.phones[0]}  ·  ${school.email}  ·  Affiliation No. ${school.affiliation.number}`,
  })
  let y = top - 66
  page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 1.4, color: pdfColors.brand })
  y -= 24
  const title = 'REPORT CARD'
  page.drawText(title, {
    x: (pageWidth - bold.widthOfTextAtSize(title, 14)) / 2,
    y,
    size: 14,
    font: bold,
    color: pdfColors.brand,
  })
  y -= 16
  const subtitle = `${results.exam.name} · ${results.exam.termName} · Academic year ${options.yearName}`
  page.drawText(subtitle, {
    x: (pageWidth - regular.widthOfTextAtSize(subtitle, 10)) / 2,
    y,
    size: 10,
    font: regular,
    color: pdfColors.ink,
  })

  y -= 26
  const particulars: [string, string][] = [
    ['Student', student.name],
    ['School ID', student.schoolId ?? '–'],
    ['Class', results.label],
    ['Roll number', student.rollNumber === null ? '–' : String(student.rollNumber)],
  ]
  particulars.forEach(([label, value], index) => {
    const x = index % 2 === 0 ? margin : margin + contentWidth / 2
    const rowY = y - Math.floor(index / 2) * 16
    page.drawText(label, { x, y: rowY, size: 9, font: regular, color: pdfColors.muted })
    page.drawText(fitText(value, bold, 10, contentWidth / 2 - 80), {
      x: x + 72,
      y: rowY,
      size: 10,
      font: bold,
      color: pdfColors.ink,
    })
  })
  y -= 40
  y = drawMarksTable(page, fonts, results, student, y)
  y = drawSummary(page, fonts, results, student, y)
  drawRemark(page, fonts, student, y)
  drawFooter(page, fonts, options.now)
}

function drawMarksTable(
  page: PDFPage,
  { regular, bold }: PdfFonts,
  results: SectionResults,
  student: Student,
  fromY: number,
) {
  const parts = markComponents.filter((c) => results.subjects.some((s) => s[`${c}Max`] > 0))
  const subjectWidth = 180
  const columnWidth = (contentWidth - subjectWidth) / (parts.length + 2)
  const columnRight = (index: number) => margin + subjectWidth + columnWidth * (index + 1) - 8
  let y = fromY
  page.drawRectangle({ x: margin, y: y - 6, width: contentWidth, height: 20, color: pdfColors.headerFill })
  page.drawText('Subject', { x: margin + 6, y, size: 9, font: bold, color: pdfColors.ink })
  const heads = [...parts.map((p) => componentLabels[p]), 'Total', 'Grade']
  heads.forEach((head, index) => drawRight(page, head, columnRight(index), y, bold, 9))
  for (const subject of student.subjects) {
    y -= rowHeight
    page.drawText(fitText(subject.name, regular, 9.5, subjectWidth - 10), {
      x: margin + 6,
      y,
      size: 9.5,
      font: regular,
      color: pdfColors.ink,
    })
    parts.forEach((part, index) => {
      const cell = subject.parts.find((p) => p.component === part)
      drawRight(page, cell ? `${cell.text || '–'} / ${cell.max}` : '', columnRight(index), y, regular, 9.5)
    })
    const total =
      subject.status === 'excused'
        ? 'ML'
        : subject.status === 'pending'
          ? 'pending'
          : subject.absent
            ? `AB / ${formatTenths(subject.max)}`
            : `${formatTenths(subject.obtained)} / ${formatTenths(subject.max)}`
    drawRight(page, total, columnRight(parts.length), y, bold, 9.5)
    drawRight(
      page,
      subject.grade ?? '–',
      columnRight(parts.length + 1),
      y,
      bold,
      9.5,
      subject.passed === false ? pdfColors.danger : pdfColors.ink,
    )
    page.drawLine({
      start: { x: margin, y: y - 6 },
      end: { x: right, y: y - 6 },
      thickness: 0.4,
      color: pdfColors.rule,
    })
  }
  return y - 10
}

function drawSummary(
  page: PDFPage,
  { regular, bold }: PdfFonts,
  results: SectionResults,
  student: Student,
  fromY: number,
) {
  let y = fromY - 18
  const items: [string, string][] = [
    ['Total', student.max > 0 ? `${formatTenths(student.obtained)} / ${formatTenths(student.max)}` : '–'],
    ['Percentage', student.percent ?? '–'],
    ['Grade', student.grade ? `${student.grade.grade} (${student.grade.label})` : '–'],
    ['Result', student.resultLabel],
  ]
  if (student.rank !== null) items.push(['Rank in class', `${student.rank} of ${results.students.length}`])
  const width = contentWidth / items.length
  page.drawRectangle({
    x: margin,
    y: y - 22,
    width: contentWidth,
    height: 40,
    borderColor: pdfColors.rule,
    borderWidth: 0.8,
  })
  items.forEach(([label, value], index) => {
    const x = margin + width * index + 8
    page.drawText(label, { x, y: y + 4, size: 8, font: regular, color: pdfColors.muted })
    page.drawText(fitText(value, bold, 10.5, width - 14), {
      x,
      y: y - 12,
      size: 10.5,
      font: bold,
      color: student.result === 'fail' && label === 'Result' ? pdfColors.danger : pdfColors.ink,
    })
  })
  y -= 46
  const { days, of } = attended(student.attendance)
  const span = `${formatDateKeyNumeric(results.attendanceSpan.from)} to ${formatDateKeyNumeric(results.attendanceSpan.to)}`
  const attendanceText =
    of > 0 ? `${days} of ${of} school days (${student.attendance.percent})` : 'No register taken in this period'
  page.drawText(`Attendance (${span}):`, { x: margin, y, size: 9.5, font: regular, color: pdfColors.muted })
  page.drawText(attendanceText, { x: margin + 190, y, size: 10, font: bold, color: pdfColors.ink })
  if (student.failedSubjects.length > 0) {
    y -= 16
    page.drawText(
      fitText(`Subjects below the pass mark: ${student.failedSubjects.join(', ')}`, regular, 9.5, contentWidth),
      {
        x: margin,
        y,
        size: 9.5,
        font: regular,
        color: pdfColors.danger,
      },
    )
  }
  return y - 22
}

function drawRemark(page: PDFPage, { regular, bold }: PdfFonts, student: Student, fromY: number) {
  let y = fromY
  page.drawText('Class teacher’s remark', { x: margin, y, size: 9.5, font: bold, color: pdfColors.ink })
  const lines = wrapText(student.remark || '—', regular, 10, contentWidth - 16).slice(0, 4)
  const height = 16 + lines.length * 13
  page.drawRectangle({
    x: margin,
    y: y - 8 - height,
    width: contentWidth,
    height,
    borderColor: pdfColors.rule,
    borderWidth: 0.8,
  })
  y -= 22
  for (const line of lines) {
    page.drawText(line, { x: margin + 8, y, size: 10, font: regular, color: pdfColors.ink })
    y -= 13
  }
}

function drawFooter(page: PDFPage, { regular }: PdfFonts, now: Date) {
  const scale = academics.gradeScale
  const bands = scale.bands.map((band, index) => {
    const upper = index === 0 ? 100 : scale.bands[index - 1]!.min - 1
    return index === scale.bands.length - 1
      ? `${band.grade} below ${scale.bands[index - 1]!.min}`
      : `${band.grade} ${band.min}–${upper}`
  })
  const legend = `Grades (${scale.name}, per cent): ${bands.join(', ')}. A subject is passed at ${scale.passPercent}% of its maximum. AB: absent; ML: medical leave.`
  let y = margin + 96
  for (const line of wrapText(legend, regular, 7.5, contentWidth)) {
    page.drawText(line, { x: margin, y, size: 7.5, font: regular, color: pdfColors.muted })
    y -= 10
  }
  const lineY = margin + 30
  const signatures = ['Class Teacher', 'Principal', 'Parent / Guardian']
  const slot = contentWidth / signatures.length
  signatures.forEach((label, index) => {
    const x = margin + slot * index
    page.drawLine({
      start: { x: x + 10, y: lineY },
      end: { x: x + slot - 20, y: lineY },
      thickness: 0.6,
      color: pdfColors.muted,
    })
    page.drawText(label, { x: x + 10, y: lineY - 12, size: 8.5, font: regular, color: pdfColors.muted })
  })
  const issued = `Issued on ${formatDateKeyNumeric(dateKeyOf(now))}. Computer generated from the school's records.`
  drawRight(page, issued, right, margin - 8, regular, 7, pdfColors.muted)
}
