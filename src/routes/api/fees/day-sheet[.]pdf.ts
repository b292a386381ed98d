import { createFileRoute } from '@tanstack/react-router'
import { handleDaySheetRequest } from '~/server/fees/day-sheet'
import { downloadHandlers } from '~/server/route-handlers'

// A cashier's day sheet as a PDF (?date=YYYY-MM-DD, and ?cashierId= for an administrator), to sign at the close.
export const Route = createFileRoute('/api/fees/day-sheet.pdf')({
  server: { handlers: downloadHandlers(({ request }: { request: Request }) => handleDaySheetRequest(request)) },
})
