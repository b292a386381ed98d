import { createFileRoute } from '@tanstack/react-router'
import { registerCsv } from '~/server/academics/attendance-exports'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'

// A class section's month register as CSV (form fields className, section, month), for its class teacher and the admin.
export const Route = createFileRoute('/api/academics/register.csv')({
  server: { handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, registerCsv)) },
})
