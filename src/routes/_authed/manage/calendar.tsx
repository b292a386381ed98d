import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { CalendarManager } from '~/features/content-admin/CalendarManager'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/calendar')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.notices.calendar.list.queryOptions()),
  head: () => pageHead(manageSections.calendar.title),
  component: CalendarManager,
})
