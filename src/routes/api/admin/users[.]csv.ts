import { createFileRoute } from '@tanstack/react-router'
import { usersCsv } from '~/server/auth/class-lists'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'

// Every account matching the user list's filters (search, role, status) as CSV, with class and guardians, for the
// admin. A POST, never a GET: the export writes the audit log.
export const Route = createFileRoute('/api/admin/users.csv')({
  server: { handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, usersCsv)) },
})
