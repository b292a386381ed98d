import { createFileRoute } from '@tanstack/react-router'
import { handleReportCardRequest } from '~/server/academics/report-card-http'
import { downloadHandlers } from '~/server/route-handlers'

// One student's report card for an exam: staff of the class, and the family once the results are published.
const serve = ({ request, params }: { request: Request; params: { examId: string; studentId: string } }) =>
  handleReportCardRequest(request, params)

export const Route = createFileRoute('/api/academics/report-cards/$examId/$studentId/pdf')({
  server: { handlers: downloadHandlers(serve) },
})
