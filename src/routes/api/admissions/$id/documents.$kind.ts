import { createFileRoute } from '@tanstack/react-router'
import { defaultAdmissionDeps } from '~/server/admissions/deps'
import { handleDocumentRequest } from '~/server/admissions/http'
import { downloadHandlers } from '~/server/route-handlers'

// An applicant's document, for administrators only: inline for the preview, ?download=1 for a download.
const serve = ({ request, params }: { request: Request; params: { id: string; kind: string } }) =>
  handleDocumentRequest(request, params, defaultAdmissionDeps())

export const Route = createFileRoute('/api/admissions/$id/documents/$kind')({
  server: { handlers: downloadHandlers(serve) },
})
