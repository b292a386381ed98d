import { useQuery } from '@tanstack/react-query'
import { paging } from '#app-config'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { EventCard } from './EventCard'
import { EventsEmpty, EventsError, EventsSkeleton } from './ListState'

export const homeEventsInput = { limit: paging.homeEvents }

/** The home page's Upcoming Events: the next 3 whose date is now or later. */
export function UpcomingEvents() {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.events.upcoming.queryOptions(homeEventsInput), ...cacheTimes.newsAndEvents })
  if (query.isPending) return <EventsSkeleton count={3} />
  if (query.isError) return <EventsError message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <EventsEmpty />
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {query.data.map((event) => (
        <li key={event.id} className="flex">
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}
