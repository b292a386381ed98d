import { createFileRoute } from '@tanstack/react-router'
import { auditCsv } from '~/server/auth/audit-view'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'

// The audit log as CSV, with the list's filters (action, actorId, q, from, to). A POST, never a GET: the export
// itself is logged.
export const Route = createFileRoute('/api/audit-log.csv')({
  server: { handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, auditCsv)) },
})
