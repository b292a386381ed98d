import { createFileRoute } from '@tanstack/react-router'
import { defaultAdmissionDeps } from '~/server/admissions/deps'
import { handleExportRequest } from '~/server/admissions/http'
import { exportHandlers } from '~/server/route-handlers'

// The admin list's CSV export, with the same filters as the list (status, class, from, to, search). A POST from
// the list's form, never a GET: the export writes the audit log.
export const Route = createFileRoute('/api/admissions/export.csv')({
  server: {
    handlers: exportHandlers(({ request }: { request: Request }) =>
      handleExportRequest(request, defaultAdmissionDeps()),
    ),
  },
})
