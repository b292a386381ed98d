import { createFileRoute } from '@tanstack/react-router'
import { handleCsvExport } from '~/server/csv-export'
import { receiptsCsv } from '~/server/fees/exports'

// The receipts report as CSV (form fields from, to, cashierId). A POST, never a GET: the export writes the audit log.
export const Route = createFileRoute('/api/fees/receipts.csv')({
  server: { handlers: { ANY: ({ request }) => handleCsvExport(request, receiptsCsv) } },
})
