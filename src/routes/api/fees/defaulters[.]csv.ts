import { createFileRoute } from '@tanstack/react-router'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'
import { defaultersCsv } from '~/server/fees/exports'

// A term's defaulters as CSV (form fields termId, className). A POST, never a GET: the export writes the audit log.
export const Route = createFileRoute('/api/fees/defaulters.csv')({
  server: { handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, defaultersCsv)) },
})
