// GET /api/fees/receipts/<id>/pdf: the receipt as a PDF file. A server route because the browser handles the
// bytes itself (a download, or a new tab); ?copy=duplicate marks a reprint. Counter staff read any receipt; a student or parent only one that
// pays their own family's fees; everything else, including an unknown id, is the same 404.
import { TRPCError } from '@trpc/server'
import { userFromRequest } from '~/server/admissions/http'
import type { SessionUser } from '~/server/auth/session'
import { systemNow, type Clock } from '~/server/clock'
import { db as defaultDb } from '~/server/db'
import { canReadReceipt } from './access'
import { receiptView } from './receipt-view'
import { forViewer } from './family'
import type { Db } from './ledger'
import { renderReceiptPdf } from './receipt-pdf'
import { pdfFile, plainText } from '../route-handlers'

export type ReceiptPdfDeps = { db: Db; now: Clock; resolveUser: (request: Request) => Promise<SessionUser | null> }

const defaultDeps = (): ReceiptPdfDeps => ({ db: defaultDb, now: systemNow, resolveUser: userFromRequest })

/** "2026-27/000123" -> "receipt-2026-27-000123.pdf" */
export const receiptFileName = (numberText: string) => `receipt-${numberText.replace(/[^0-9A-Za-z-]+/g, '-')}.pdf`

export async function handleReceiptPdfRequest(
  request: Request,
  params: { id: string },
  deps: ReceiptPdfDeps = defaultDeps(),
): Promise<Response> {
  const user = await deps.resolveUser(request)
  if (!user) return plainText(401, 'Please sign in to continue.')
  const receipt = await deps.db.feeReceipt.findUnique({ where: { id: params.id }, select: { id: true } })
  if (!receipt || !(await canReadReceipt(deps.db, user, receipt))) return plainText(404, 'Receipt not found.')
  let view
  try {
    view = await receiptView(deps.db, receipt.id)
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return plainText(404, 'Receipt not found.')
    throw error
  }
  // A reprint (?copy=duplicate, the counter's and the fee portal's Reprint) says DUPLICATE across its head.
  const duplicate = new URL(request.url).searchParams.get('copy') === 'duplicate'
  const bytes = await renderReceiptPdf({ ...forViewer(user, view), duplicate }, { now: deps.now() })
  return pdfFile(request, bytes, receiptFileName(view.numberText))
}
