import { createFileRoute } from '@tanstack/react-router'
import { handleProspectusRequest } from '~/server/prospectus'
import { downloadHandlers } from '~/server/route-handlers'

// The School Prospectus as a PDF download (the Notice page's 'Download Prospectus').
const serve = ({ request }: { request: Request }) => handleProspectusRequest(request)

export const Route = createFileRoute('/api/prospectus.pdf')({
  server: { handlers: downloadHandlers(serve) },
})
