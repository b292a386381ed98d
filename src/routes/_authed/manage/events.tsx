import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { EventsManager } from '~/features/content-admin/EventsManager'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/events')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all(
      (['upcoming', 'past'] as const).map((when) =>
        queryClient.prefetchQuery(trpc.events.manageList.queryOptions({ when, page: 1 })),
      ),
    ),
  head: () => pageHead(manageSections.events.title),
  component: EventsManager,
})
