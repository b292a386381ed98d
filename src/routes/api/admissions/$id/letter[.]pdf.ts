import { createFileRoute } from '@tanstack/react-router'
import { defaultAdmissionDeps } from '~/server/admissions/deps'
import { handleLetterRequest } from '~/server/admissions/letter'
import { exportHandlers } from '~/server/route-handlers'

// An accepted applicant's admission letter (PDF), for administrators: a POST from the application page, because
// each download is audit-logged.
const serve = ({ request, params }: { request: Request; params: { id: string } }) =>
  handleLetterRequest(request, params, defaultAdmissionDeps())

export const Route = createFileRoute('/api/admissions/$id/letter.pdf')({
  server: { handlers: exportHandlers(serve) },
})
