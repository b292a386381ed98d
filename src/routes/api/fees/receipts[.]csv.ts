import { createFileRoute } from '@tanstack/react-router'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'
import { receiptsCsv } from '~/server/fees/exports'

// The receipts report as CSV (form fields from, to, cashierId). A POST, never a GET: the export writes the audit log.
export const Route = createFileRoute('/api/fees/receipts.csv')({
  server: { handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, receiptsCsv)) },
})
