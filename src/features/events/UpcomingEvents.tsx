import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { CardGrid } from '~/components/ui/CardGrid'
import { CalendarIcon } from '~/components/ui/icons'
import { EmptyState, ListStates, SkeletonRows } from '~/components/ui/states'
import { paging } from '#app-config'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { EventCard, type EventItem } from './EventCard'

export const homeEventsInput = { limit: paging.homeEvents }

/** What every events list announces while it loads, and puts before the server's message when it fails. */
export const eventsStateLabels = { loadingLabel: 'Loading events...', errorLabel: 'Error loading events' }

/** The home page's Upcoming Events: the next 3 whose date is now or later. */
export function UpcomingEvents() {
  return (
    <UpcomingEventsStates input={homeEventsInput}>
      {(events) => (
        <CardGrid items={events} className="grid gap-4 lg:grid-cols-3">
          {(event) => <EventCard event={event} />}
        </CardGrid>
      )}
    </UpcomingEventsStates>
  )
}

/** The upcoming events (all, or the first `limit`) with their loading, error and empty states; /events shows them too. */
export function UpcomingEventsStates({
  input,
  children,
}: {
  input?: typeof homeEventsInput
  children: (events: EventItem[]) => ReactNode
}) {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.events.upcoming.queryOptions(input), ...cacheTimes.newsAndEvents })
  return (
    <ListStates
      query={query}
      {...eventsStateLabels}
      skeleton={<SkeletonRows count={3} />}
      empty={<EmptyState icon={<CalendarIcon />} message="No upcoming events at this time. Check back soon!" />}
    >
      {children}
    </ListStates>
  )
}
