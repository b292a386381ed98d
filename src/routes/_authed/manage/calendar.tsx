import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { CalendarManager } from '~/features/content-admin/CalendarManager'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/calendar')({
  head: () => pageHead(manageSections.calendar.title),
  component: CalendarManager,
})
