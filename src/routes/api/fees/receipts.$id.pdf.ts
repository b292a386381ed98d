import { createFileRoute } from '@tanstack/react-router'
import { handleReceiptPdfRequest } from '~/server/fees/receipt-http'
import { downloadHandlers } from '~/server/route-handlers'

// A fee receipt as a PDF: a download, or ?inline=1 to open it in the browser.
const serve = ({ request, params }: { request: Request; params: { id: string } }) =>
  handleReceiptPdfRequest(request, params)

export const Route = createFileRoute('/api/fees/receipts/$id/pdf')({
  server: { handlers: downloadHandlers(serve) },
})
