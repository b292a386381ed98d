import { createFileRoute } from '@tanstack/react-router'
import { handleClassReportCardsRequest } from '~/server/academics/report-card-http'
import { downloadHandlers } from '~/server/route-handlers'

// A class section's report cards in one file (?class=class9&section=A), for its class teacher and the admin.
const serve = ({ request, params }: { request: Request; params: { examId: string } }) =>
  handleClassReportCardsRequest(request, params)

export const Route = createFileRoute('/api/academics/class-report-cards/$examId/pdf')({
  server: { handlers: downloadHandlers(serve) },
})
