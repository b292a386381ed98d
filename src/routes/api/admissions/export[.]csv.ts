import { createFileRoute } from '@tanstack/react-router'
import { defaultAdmissionDeps } from '~/server/admissions/deps'
import { handleExportRequest } from '~/server/admissions/http'

// The admin list's CSV export, with the same filters as the list (status, class, from, to, search).
export const Route = createFileRoute('/api/admissions/export.csv')({
  server: {
    handlers: {
      GET: ({ request }) => handleExportRequest(request, defaultAdmissionDeps()),
      ANY: () => new Response('Method not allowed', { status: 405, headers: { Allow: 'GET' } }),
    },
  },
})
