import { createFileRoute } from '@tanstack/react-router'
import { calendarFeedHandlers } from '~/server/feeds/routes'

// The school calendar for calendar apps (iCalendar) (src/server/feeds/).
export const Route = createFileRoute('/calendar.ics')({
  server: { handlers: calendarFeedHandlers },
})
