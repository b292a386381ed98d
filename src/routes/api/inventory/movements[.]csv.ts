import { createFileRoute } from '@tanstack/react-router'
import { handleCsvExport } from '~/server/csv-export'
import { movementsCsv } from '~/server/inventory/movement-list'
import { exportHandlers } from '~/server/route-handlers'

// The inventory's movements as CSV, with the Movements screen's filters (from, to, item, kind, departmentId). A POST,
// never a GET: the export itself is logged.
export const Route = createFileRoute('/api/inventory/movements.csv')({
  server: { handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, movementsCsv)) },
})
