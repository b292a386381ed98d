import { createFileRoute } from '@tanstack/react-router'
import { handleProspectusRequest } from '~/server/prospectus'

// The School Prospectus as a PDF download (the Notice page's 'Download Prospectus').
const serve = ({ request }: { request: Request }) => handleProspectusRequest(request)

export const Route = createFileRoute('/api/prospectus.pdf')({
  server: {
    handlers: {
      GET: serve,
      HEAD: serve,
      ANY: () => new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } }),
    },
  },
})
