import { createFileRoute } from '@tanstack/react-router'
import { pageParam, searchParams } from '~/shared/search-params'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { StaffShortcut } from '~/features/content-admin/StaffShortcut'
import { EventsPageLists } from '~/features/events/EventsPageLists'
import { cacheTimes } from '~/shared/query-defaults'

const searchSchema = searchParams({ page: pageParam })

export const Route = createFileRoute('/events/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery({ ...trpc.events.upcoming.queryOptions(), ...cacheTimes.newsAndEvents }),
      queryClient.prefetchQuery({ ...trpc.events.past.queryOptions({ page: deps.page }), ...cacheTimes.newsAndEvents }),
    ]),
  head: () => pageHead('Events', `Upcoming and past events at ${school.name}.`),
  component: EventsPage,
})

function EventsPage() {
  const { page } = Route.useLoaderDeps()
  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Sports meets, cultural evenings, open days and parent meetings: dates to remember."
      >
        <StaffShortcut to="/manage/events" label="Manage events" />
      </PageHeader>
      <EventsPageLists pastPage={page} />
    </>
  )
}
