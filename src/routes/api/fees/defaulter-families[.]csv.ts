import { createFileRoute } from '@tanstack/react-router'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'
import { defaulterFamiliesCsv } from '~/server/fees/exports'

// The defaulters by family across every past-due term as CSV (no fields). A POST: the export writes the audit log.
export const Route = createFileRoute('/api/fees/defaulter-families.csv')({
  server: {
    handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, defaulterFamiliesCsv)),
  },
})
