import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { school } from '#app-config'
import { PageBody } from '~/components/layout/PageBody'
import { PageHeader } from '~/components/layout/PageHeader'
import { StructuredData } from '~/components/layout/StructuredData'
import { pageHead } from '~/components/layout/page-title'
import { CalendarSubscribe } from '~/features/events/CalendarSubscribe'
import { EventCard } from '~/features/events/EventCard'
import { formatLongDate } from '~/shared/dates'
import { truncateText } from '~/shared/markup'
import { cacheTimes } from '~/shared/query-defaults'
import { siteOrigin } from '~/shared/site-origin'
import { eventDataOnServer } from '~/shared/structured-data'
import { loadOrNotFound } from '~/trpc/not-found'
import { useTRPC } from '~/trpc/react'

/** /events/{id}: one event, to share (its link shows the title, date and place) and to add to a calendar. */
export const Route = createFileRoute('/events/$id')({
  // A deleted, unpublished or mistyped event is the site's 404 page.
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const event = await loadOrNotFound(params.id, (id) =>
      queryClient.ensureQueryData({ ...trpc.events.byId.queryOptions({ id }), ...cacheTimes.newsAndEvents }),
    )
    const when = `${event.cancelled ? 'Cancelled: ' : ''}${formatLongDate(event.eventDate)}${event.location ? `, ${event.location}` : ''}`
    return {
      title: event.title,
      description: truncateText(`${when}. ${event.description}`, 200),
      structuredData: eventDataOnServer(event),
      origin: siteOrigin(),
    }
  },
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.title, loaderData.description) : pageHead('Event')),
  component: EventPage,
})

function EventPage() {
  const { id } = Route.useParams()
  const { origin, structuredData } = Route.useLoaderData()
  const trpc = useTRPC()
  const { data: event } = useSuspenseQuery({ ...trpc.events.byId.queryOptions({ id }), ...cacheTimes.newsAndEvents })
  return (
    <>
      <PageHeader
        title={event.title}
        trail={[{ label: 'Events', to: '/events' }]}
        subtitle={`An event at ${school.name}`}
      >
        <CalendarSubscribe origin={origin} className="mt-6" />
      </PageHeader>
      <StructuredData data={structuredData} />
      <PageBody tone="tinted" className="max-w-3xl py-10 sm:py-14">
        <EventCard event={event} clamp={false} headingLevel={2} linked={false} />
      </PageBody>
    </>
  )
}
