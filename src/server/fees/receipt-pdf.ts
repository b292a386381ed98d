// The fee receipt as a PDF: the top half of an A4 sheet, like the counter's print view. Everything it shows
// comes in as a ReceiptDocument, so the layout has no database knowledge.
import { degrees, type PDFPage } from 'pdf-lib'
import { school } from '#app-config'
import { formatDateKeyNumeric } from '~/shared/dates'
import { amountInWords, formatPaise } from '~/shared/money'
import {
  balanceLine,
  cancelledMark,
  chequeStateLine,
  paymentLine,
  refundLine,
  voidLine,
  type ReceiptDocument,
  type ReceiptStudent,
} from '~/shared/receipt'
import { createPdf, drawLetterhead, drawRight, fitText, pageSizes, pdfColors, wrapText, type PdfFonts } from '../pdf'

const margin = 28
const [pageWidth, pageHeight] = pageSizes.halfA4
const contentWidth = pageWidth - margin * 2
const rowHeight = 12.5
const tableFontSize = 8.5

/** Rows that fit between the table head and the totals; past that, lines of a student and term are summed. */
const maxTableRows = 11

/** The receipt as PDF bytes. */
export async function renderReceiptPdf(receipt: ReceiptDocument, options: { now: Date }): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({
    title: `Fee receipt ${receipt.numberText}`,
    subject: `${school.name}: fee receipt`,
    now: options.now,
  })
  const page = doc.addPage([pageWidth, pageHeight])
  let y = drawHeader(page, fonts, receipt)
  y = drawParticulars(page, fonts, receipt, y)
  y = drawTable(page, fonts, receipt, y)
  drawTotals(page, fonts, receipt, y)
  drawFooter(page, fonts, receipt)
  if (receipt.void) drawVoidMark(page, fonts, receipt.void, cancelledMark(receipt))
  return doc.save()
}

function drawHeader(page: PDFPage, { regular, bold }: PdfFonts, receipt: ReceiptDocument): number {
  const top = pageHeight - margin
  const contact = `${school.phones[0]}  ·  ${school.email}`
  drawLetterhead(
    page,
    { regular, bold },
    {
      left: margin,
      top,
      logoHeight: 46,
      textX: margin + 48,
      nameSize: 13.5,
      textSize: 8,
      lineOffsets: [13, 26, 37],
      contact,
    },
  )

  const right = pageWidth - margin
  drawRight(page, 'FEE RECEIPT', right, top - 12, bold, 11, pdfColors.brand)
  drawRight(page, `No. ${receipt.numberText}`, right, top - 26, bold, 10)
  if (receipt.duplicate) drawRight(page, 'DUPLICATE', right - 110, top - 12, bold, 11, pdfColors.danger)
  drawRight(page, `Date: ${formatDateKeyNumeric(receipt.date)}`, right, top - 38, regular, 9)

  const ruleY = top - 52
  page.drawLine({ start: { x: margin, y: ruleY }, end: { x: right, y: ruleY }, thickness: 1.2, color: pdfColors.brand })
  return ruleY
}

function studentTitle(student: ReceiptStudent): string {
  const details = [student.schoolId, student.classLabel].filter(Boolean).join(', ')
  return details ? `${student.name} (${details})` : student.name
}

function drawParticulars(page: PDFPage, { regular, bold }: PdfFonts, receipt: ReceiptDocument, fromY: number): number {
  let y = fromY - 15
  const labelWidth = 78
  const valueWidth = contentWidth - labelWidth
  const row = (label: string, value: string) => {
    page.drawText(label, { x: margin, y, size: 9, font: regular, color: pdfColors.muted })
    for (const line of wrapText(value, bold, 9, valueWidth).slice(0, 2)) {
      page.drawText(line, { x: margin + labelWidth, y, size: 9, font: bold, color: pdfColors.ink })
      y -= 12
    }
  }
  row(receipt.students.length > 1 ? 'Students' : 'Student', receipt.students.map(studentTitle).join('; '))
  row('Payment mode', paymentLine(receipt))
  if (receipt.cheque) row('Cheque status', chequeStateLine(receipt.cheque))
  return y + 4
}

type TableRow = { student: string; term: string; label: string; amountPaise: number }

/** The receipt's rows; when they would not fit, each student's term is summed into one row. */
function tableRows(receipt: ReceiptDocument): TableRow[] {
  const several = receipt.students.length > 1
  const detailed = receipt.students.flatMap((student) =>
    student.lines.map((line) => ({ student: several ? student.name : '', ...line })),
  )
  const concessionRows = receipt.students.filter((s) => s.concessionPaise > 0).length
  if (detailed.length + concessionRows <= maxTableRows) return detailed
  const summed = new Map<string, TableRow>()
  for (const row of detailed) {
    const key = `${row.student}\u0000${row.term}`
    const entry = summed.get(key) ?? { student: row.student, term: row.term, label: 'Fees and fines', amountPaise: 0 }
    entry.amountPaise += row.amountPaise
    summed.set(key, entry)
  }
  return [...summed.values()]
}

function drawTable(page: PDFPage, fonts: PdfFonts, receipt: ReceiptDocument, fromY: number): number {
  const { regular, bold } = fonts
  const right = pageWidth - margin
  const several = receipt.students.length > 1
  const columns = several
    ? { student: margin + 4, term: margin + 150, label: margin + 225 }
    : { student: margin + 4, term: margin + 4, label: margin + 90 }
  let y = fromY - 8

  page.drawRectangle({ x: margin, y: y - 13, width: contentWidth, height: 15, color: pdfColors.headerFill })
  const headY = y - 9
  if (several)
    page.drawText('Student', { x: columns.student, y: headY, size: tableFontSize, font: bold, color: pdfColors.ink })
  page.drawText('Term', { x: columns.term, y: headY, size: tableFontSize, font: bold, color: pdfColors.ink })
  page.drawText('Particulars', { x: columns.label, y: headY, size: tableFontSize, font: bold, color: pdfColors.ink })
  drawRight(page, 'Amount', right - 4, headY, bold, tableFontSize)
  y -= 13

  for (const row of tableRows(receipt)) {
    y -= rowHeight
    if (several) {
      page.drawText(fitText(row.student, regular, tableFontSize, columns.term - columns.student - 6), {
        x: columns.student,
        y,
        size: tableFontSize,
        font: regular,
        color: pdfColors.ink,
      })
    }
    page.drawText(fitText(row.term, regular, tableFontSize, columns.label - columns.term - 6), {
      x: columns.term,
      y,
      size: tableFontSize,
      font: regular,
      color: pdfColors.ink,
    })
    page.drawText(fitText(row.label, regular, tableFontSize, right - 90 - columns.label), {
      x: columns.label,
      y,
      size: tableFontSize,
      font: regular,
      color: pdfColors.ink,
    })
    drawRight(page, formatPaise(row.amountPaise), right - 4, y, regular, tableFontSize)
  }
  for (const student of receipt.students.filter((s) => s.concessionPaise > 0)) {
    y -= rowHeight
    const text = several
      ? `Concession already applied for ${student.name}: ${formatPaise(student.concessionPaise)}`
      : `Concession already applied: ${formatPaise(student.concessionPaise)}`
    page.drawText(fitText(text, regular, tableFontSize - 0.5, contentWidth - 8), {
      x: columns.student,
      y,
      size: tableFontSize - 0.5,
      font: regular,
      color: pdfColors.muted,
    })
  }
  y -= 6
  page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.6, color: pdfColors.rule })
  return y
}

function drawTotals(page: PDFPage, { regular, bold }: PdfFonts, receipt: ReceiptDocument, fromY: number) {
  const right = pageWidth - margin
  let y = fromY - 15
  page.drawText('Total received', { x: margin + 4, y, size: 10.5, font: bold, color: pdfColors.ink })
  drawRight(page, formatPaise(receipt.totalPaise), right - 4, y, bold, 12)
  y -= 15
  for (const line of wrapText(
    `Amount in words: ${amountInWords(receipt.totalPaise)}`,
    regular,
    9,
    contentWidth - 8,
  ).slice(0, 3)) {
    page.drawText(line, { x: margin + 4, y, size: 9, font: regular, color: pdfColors.ink })
    y -= 11.5
  }
  const several = receipt.students.length > 1
  for (const line of receipt.students.map((student) => balanceLine(student, several)).filter((l) => l !== null)) {
    page.drawText(fitText(line, bold, 9, contentWidth - 8), {
      x: margin + 4,
      y,
      size: 9,
      font: bold,
      color: pdfColors.ink,
    })
    y -= 11.5
  }
  // An online payment's refunds under its total; the last lines say how many more when they do not fit.
  const refunds = receipt.refunds ?? []
  const shown = refunds.length > 3 ? refunds.slice(0, 2) : refunds
  for (const refund of shown) {
    page.drawText(fitText(refundLine(refund), bold, 9, contentWidth - 8), {
      x: margin + 4,
      y,
      size: 9,
      font: bold,
      color: pdfColors.brand,
    })
    y -= 11.5
  }
  if (shown.length < refunds.length)
    page.drawText(`and ${refunds.length - shown.length} more refunds (see the fee portal)`, {
      x: margin + 4,
      y,
      size: 9,
      font: regular,
      color: pdfColors.ink,
    })
}

function drawFooter(page: PDFPage, { regular, bold }: PdfFonts, receipt: ReceiptDocument) {
  const right = pageWidth - margin
  const y = margin + 6
  page.drawText(`Received by: ${receipt.cashierName}`, {
    x: margin,
    y: y + 14,
    size: 9,
    font: bold,
    color: pdfColors.ink,
  })
  page.drawText('This receipt is computer generated. Please keep it for your records.', {
    x: margin,
    y,
    size: 7.5,
    font: regular,
    color: pdfColors.muted,
  })
  page.drawLine({
    start: { x: right - 140, y: y + 24 },
    end: { x: right, y: y + 24 },
    thickness: 0.6,
    color: pdfColors.muted,
  })
  drawRight(page, 'Cashier’s signature', right, y + 13, regular, 7.5, pdfColors.muted)
}

function drawVoidMark(
  page: PDFPage,
  { regular, bold }: PdfFonts,
  voided: NonNullable<ReceiptDocument['void']>,
  mark: string,
) {
  const size = mark === 'VOID' ? 120 : 80
  const width = bold.widthOfTextAtSize(mark, size)
  // Centred diagonally across the page.
  const angle = 24
  const radians = (angle * Math.PI) / 180
  const cx = pageWidth / 2
  const cy = pageHeight / 2
  page.drawText(mark, {
    x: cx - (width / 2) * Math.cos(radians) + size * 0.35 * Math.sin(radians),
    y: cy - (width / 2) * Math.sin(radians) - size * 0.35 * Math.cos(radians),
    size,
    font: bold,
    color: pdfColors.danger,
    opacity: 0.22,
    rotate: degrees(angle),
  })
  const text = voidLine(voided)
  const lines = wrapText(text, bold, 9, contentWidth - 16).slice(0, 2)
  const boxHeight = 10 + lines.length * 11
  const boxY = margin + 36
  page.drawRectangle({
    x: margin,
    y: boxY,
    width: contentWidth,
    height: boxHeight,
    borderColor: pdfColors.danger,
    borderWidth: 1.2,
    color: pdfColors.dangerFill,
  })
  lines.forEach((line, index) => {
    page.drawText(line, {
      x: margin + 8,
      y: boxY + boxHeight - 14 - index * 11,
      size: 9,
      font: index === 0 ? bold : regular,
      color: pdfColors.danger,
    })
  })
}
