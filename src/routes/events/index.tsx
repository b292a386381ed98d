import { createFileRoute } from '@tanstack/react-router'
import { pageParam, searchParams } from '~/shared/search-params'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { StaffShortcut } from '~/features/content-admin/StaffShortcut'
import { EventsPageLists } from '~/features/events/EventsPageLists'
import { cacheTimes } from '~/shared/query-defaults'
import { siteOrigin } from '~/shared/site-origin'
import { CalendarSubscribe } from '~/features/events/CalendarSubscribe'

const searchSchema = searchParams({ page: pageParam })

export const Route = createFileRoute('/events/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    await Promise.all([
      queryClient.prefetchQuery({ ...trpc.events.upcoming.queryOptions(), ...cacheTimes.newsAndEvents }),
      queryClient.prefetchQuery({ ...trpc.events.past.queryOptions({ page: deps.page }), ...cacheTimes.newsAndEvents }),
    ])
    // The calendar feed's webcal: link, the same in the server's HTML and the browser.
    return { origin: siteOrigin() }
  },
  head: () => pageHead('Events', `Upcoming and past events at ${school.name}.`),
  component: EventsPage,
})

function EventsPage() {
  const { page } = Route.useLoaderDeps()
  const { origin } = Route.useLoaderData()
  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Sports meets, cultural evenings, open days and parent meetings: dates to remember."
      >
        <CalendarSubscribe origin={origin} className="mt-6" />
        <StaffShortcut to="/manage/events" label="Manage events" />
      </PageHeader>
      <EventsPageLists pastPage={page} />
    </>
  )
}
