// Server-only: a cashier's day sheet, the A4 page the cashier signs at the close: every receipt of the day, the
// voids, bounces and refunds recorded that day, expected against counted per mode, and the cash note by note.
// GET /api/fees/day-sheet.pdf?date=YYYY-MM-DD&cashierId=... (a cashier: their own; an administrator: anyone's).
import type { PDFFont, PDFPage } from 'pdf-lib'
import { school } from '#app-config'
import { userFromRequest } from '~/server/admissions/http'
import type { SessionUser } from '~/server/auth/session'
import { systemNow, type Clock } from '~/server/clock'
import { db as defaultDb } from '~/server/db'
import { toPaise } from '~/server/paise'
import { cashCountLines } from '~/shared/cash-count'
import { dateKeyOf } from '~/shared/date-key'
import { formatDateKeyNumeric, formatDateTimeNumeric, isDateKey } from '~/shared/dates'
import { paymentModeLabels, type PaymentMode } from '~/shared/fees'
import { formatPaise } from '~/shared/money'
import { createPdf, drawLetterhead, drawRight, fitText, pageSizes, pdfColors, type PdfFonts } from '../pdf'
import { pdfFile, plainText } from '../route-handlers'
import { schoolToday } from './common'
import { getDayClose } from './day-close'
import type { Db } from './ledger'
import { studentNames } from './reports'

type Row = { cells: string[]; strike?: boolean }

/** What the sheet lists, read from the ledger: one cashier's day. */
export async function daySheet(deps: { db: Db; now: Clock }, date: string, cashierId: string, viewer: SessionUser) {
  const day = await getDayClose(deps, { date, cashierId }, { ...viewer, role: viewer.role })
  const { db } = deps
  const dayStart = new Date(`${date}T00:00:00+05:30`)
  const dayEnd = new Date(dayStart.getTime() + 86_400_000)
  const [receipts, voided, bounced, refunds] = await Promise.all([
    db.feeReceipt.findMany({
      where: { date, cashierId },
      orderBy: { number: 'asc' },
      include: { allocations: { select: { studentId: true }, distinct: ['studentId'] } },
    }),
    db.feeReceipt.findMany({
      where: {
        cashierId,
        voidedAt: { gte: dayStart, lt: dayEnd }, // A bounce is listed as a bounce; a NULL status (no cheque) must still match.
        OR: [{ chequeStatus: null }, { chequeStatus: { not: 'bounced' } }],
      },
      orderBy: { voidedAt: 'asc' },
    }),
    db.feeReceipt.findMany({ where: { cashierId, chequeStatus: 'bounced', chequeSettledOn: date } }),
    db.paymentRefund.findMany({
      where: { createdById: cashierId, createdAt: { gte: dayStart, lt: dayEnd } },
      orderBy: { number: 'asc' },
    }),
  ])
  const names = await studentNames(
    db,
    receipts.flatMap((r) => r.allocations.map((a) => a.studentId)),
  )
  const mode = (value: string) => paymentModeLabels[value as PaymentMode] ?? value
  return {
    day,
    receipts: receipts.map((r) => ({
      cells: [
        r.numberText,
        r.allocations.map((a) => names.get(a.studentId)?.name ?? 'Former student').join(', '),
        [mode(r.mode), r.reference].filter(Boolean).join(' '),
        r.voidedAt ? (r.chequeStatus === 'bounced' ? 'BOUNCED' : 'VOID') : '',
        formatPaise(toPaise(r.totalPaise)),
      ],
      strike: !!r.voidedAt,
    })) satisfies Row[],
    voids: voided.map((r) => ({
      cells: [
        r.numberText,
        formatDateKeyNumeric(r.date),
        r.voidReason ?? '',
        r.voidedByName ?? '',
        formatPaise(toPaise(r.totalPaise)),
      ],
    })) satisfies Row[],
    bounces: bounced.map((r) => ({
      cells: [
        r.numberText,
        `${mode(r.mode)} ${r.reference ?? ''}, ${r.bank ?? ''}`,
        r.bounceReason ?? '',
        r.chequeSettledByName ?? '',
        formatPaise(toPaise(r.totalPaise)),
      ],
    })) satisfies Row[],
    refunds: refunds.map((r) => ({
      cells: [r.numberText, r.reason, r.status, dateKeyOf(r.createdAt), formatPaise(toPaise(r.amountPaise))],
    })) satisfies Row[],
  }
}

const margin = 36
const [pageWidth, pageHeight] = pageSizes.a4
const size = 8.5

export async function renderDaySheetPdf(sheet: Awaited<ReturnType<typeof daySheet>>, now: Date) {
  const { day } = sheet
  const { doc, fonts } = await createPdf({
    title: `Day sheet ${day.date} ${day.cashierName}`,
    subject: `${school.name}: cashier's day sheet`,
    now,
  })
  let page = doc.addPage([pageWidth, pageHeight])
  const top = pageHeight - margin
  drawLetterhead(page, fonts, {
    left: margin,
    top,
    logoHeight: 40,
    textX: margin + 44,
    nameSize: 12,
    textSize: 8,
    lineOffsets: [12, 23, 33],
    contact: `${school.phones[0]}  ·  ${school.email}`,
  })
  drawRight(page, "CASHIER'S DAY SHEET", pageWidth - margin, top - 10, fonts.bold, 11, pdfColors.brand)
  drawRight(page, formatDateKeyNumeric(day.date), pageWidth - margin, top - 24, fonts.bold, 10)
  drawRight(page, day.cashierName, pageWidth - margin, top - 36, fonts.regular, 9)
  let y = top - 52
  const ensure = (needed: number) => {
    if (y - needed > margin + 20) return
    page = doc.addPage([pageWidth, pageHeight])
    y = pageHeight - margin
  }
  const text = (value: string, x: number, font: PDFFont = fonts.regular, s = size) =>
    page.drawText(value, { x, y, size: s, font, color: pdfColors.ink })

  const table = (title: string, columns: string[], widths: number[], rows: Row[], empty: string) => {
    ensure(40)
    y -= 18
    text(title, margin, fonts.bold, 10.5)
    y -= 14
    page.drawRectangle({ x: margin, y: y - 3, width: pageWidth - margin * 2, height: 13, color: pdfColors.headerFill })
    let x = margin + 3
    columns.forEach((column, index) => {
      if (index === columns.length - 1) drawRight(page, column, pageWidth - margin - 3, y, fonts.bold, size)
      else text(column, x, fonts.bold)
      x += widths[index]!
    })
    if (rows.length === 0) {
      y -= 13
      text(empty, margin + 3)
    }
    for (const row of rows) {
      ensure(14)
      y -= 13
      let cx = margin + 3
      row.cells.forEach((cell, index) => {
        if (index === row.cells.length - 1) drawRight(page, cell, pageWidth - margin - 3, y, fonts.regular, size)
        else text(fitText(cell, fonts.regular, size, widths[index]! - 6), cx)
        cx += widths[index]!
      })
      if (row.strike)
        page.drawLine({
          start: { x: pageWidth - margin - 70, y: y + 3 },
          end: { x: pageWidth - margin, y: y + 3 },
          thickness: 0.6,
          color: pdfColors.danger,
        })
    }
  }

  table(
    'Receipts of the day',
    ['Receipt', 'Students', 'Mode', 'Status', 'Amount'],
    [95, 200, 130, 50, 48],
    sheet.receipts,
    'No receipts.',
  )
  table(
    'Voids recorded this day',
    ['Receipt', 'Dated', 'Reason', 'Voided by', 'Amount'],
    [95, 60, 200, 120, 48],
    sheet.voids,
    'No voids.',
  )
  table(
    'Cheques and drafts bounced this day',
    ['Receipt', 'Cheque or draft', 'Bank reason', 'Marked by', 'Amount'],
    [95, 170, 120, 90, 48],
    sheet.bounces,
    'No bounces.',
  )
  table(
    'Refunds recorded this day',
    ['Refund', 'Reason', 'Status', 'Date', 'Amount'],
    [95, 220, 80, 80, 48],
    sheet.refunds,
    'No refunds.',
  )

  const closed = day.closed
  table(
    'Expected and counted, per mode',
    ['Mode', 'Receipts', 'Expected', 'Counted', 'Difference'],
    [120, 80, 110, 110, 48],
    day.expected.map((row) => {
      const expected = closed ? (closed.expectedAtClose[row.mode] ?? row.expectedPaise) : row.expectedPaise
      const counted = row.mode === 'cash' ? (closed?.countedCashPaise ?? null) : expected
      return {
        cells: [
          row.label,
          String(row.count),
          formatPaise(expected),
          counted === null ? 'not counted' : formatPaise(counted),
          counted === null ? '' : formatPaise(counted - expected),
        ],
      }
    }),
    '',
  )
  ensure(120)
  y -= 20
  if (closed) {
    text(`Closed at ${formatDateTimeNumeric(closed.closedAt)}.`, margin, fonts.bold, 9.5)
    y -= 13
    const lines = closed.cashCount ? cashCountLines(closed.cashCount) : []
    text(
      fitText(
        `Cash counted: ${lines.length ? lines.join('; ') : formatPaise(closed.countedCashPaise)}`,
        fonts.regular,
        9,
        pageWidth - margin * 2,
      ),
      margin,
      fonts.regular,
      9,
    )
    if (closed.note) {
      y -= 13
      text(fitText(`Note: ${closed.note}`, fonts.regular, 9, pageWidth - margin * 2), margin, fonts.regular, 9)
    }
  } else {
    text('The day is not closed yet: the cash is not counted.', margin, fonts.bold, 9.5)
  }
  y -= 50
  for (const [x, label] of [
    [margin, `Cashier: ${day.cashierName}`],
    [pageWidth / 2 + 20, 'Checked by (accounts)'],
  ] as const) {
    page.drawLine({ start: { x, y: y + 12 }, end: { x: x + 200, y: y + 12 }, thickness: 0.6, color: pdfColors.muted })
    page.drawText(label, { x, y, size: 8.5, font: fonts.regular, color: pdfColors.muted })
  }
  drawFooter(page, fonts, now)
  return doc.save()
}

function drawFooter(page: PDFPage, { regular }: PdfFonts, now: Date) {
  page.drawText(`Printed ${formatDateTimeNumeric(now)} from the fee ledger.`, {
    x: margin,
    y: margin - 14,
    size: 7.5,
    font: regular,
    color: pdfColors.muted,
  })
}

export type DaySheetDeps = { db: Db; now: Clock; resolveUser: (request: Request) => Promise<SessionUser | null> }
const defaultDeps = (): DaySheetDeps => ({ db: defaultDb, now: systemNow, resolveUser: userFromRequest })

export async function handleDaySheetRequest(request: Request, deps: DaySheetDeps = defaultDeps()) {
  const user = await deps.resolveUser(request)
  if (!user) return plainText(401, 'Please sign in to continue.')
  if (user.role !== 'admin' && user.role !== 'cashier') return plainText(403, 'Only the counter prints day sheets.')
  const params = new URL(request.url).searchParams
  const date = params.get('date') || schoolToday(deps.now)
  const cashierId = params.get('cashierId') || user.id
  if (!isDateKey(date)) return plainText(400, 'The date must be in YYYY-MM-DD format.')
  if (cashierId !== user.id && user.role !== 'admin')
    return plainText(403, 'A cashier can print only their own day sheet.')
  const sheet = await daySheet(deps, date, cashierId, user)
  const bytes = await renderDaySheetPdf(sheet, deps.now())
  return pdfFile(request, bytes, `day-sheet-${date}.pdf`)
}
