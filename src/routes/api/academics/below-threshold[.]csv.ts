import { createFileRoute } from '@tanstack/react-router'
import { belowThresholdCsv } from '~/server/academics/attendance-exports'
import { handleCsvExport } from '~/server/csv-export'
import { exportHandlers } from '~/server/route-handlers'

// Students below the attendance threshold as CSV (period, className?, section?): a class teacher's own class, any for the admin.
export const Route = createFileRoute('/api/academics/below-threshold.csv')({
  server: {
    handlers: exportHandlers(({ request }: { request: Request }) => handleCsvExport(request, belowThresholdCsv)),
  },
})
