import { createFileRoute } from '@tanstack/react-router'
import { classListCsv } from '~/server/auth/class-lists'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'

// A class list as CSV (form fields className, section), for the admin. A POST, never a GET: the export writes the audit log.
export const Route = createFileRoute('/api/admin/class-list.csv')({
  server: { handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, classListCsv)) },
})
