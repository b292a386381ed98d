import { useQuery } from '@tanstack/react-query'
import { CalendarIcon } from '~/components/ui/icons'
import { EmptyState, ErrorState, LoadingState, SkeletonRows } from '~/components/ui/states'
import { paging } from '#app-config'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { EventCard } from './EventCard'

export const homeEventsInput = { limit: paging.homeEvents }

/** The home page's Upcoming Events: the next 3 whose date is now or later. */
export function UpcomingEvents() {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.events.upcoming.queryOptions(homeEventsInput), ...cacheTimes.newsAndEvents })
  if (query.isPending) return <LoadingState label="Loading events..."><SkeletonRows count={3} /></LoadingState>
  if (query.isError) return <ErrorState message={`Error loading events: ${query.error.message}`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.data.length === 0) return <EmptyState icon={<CalendarIcon />} message="No upcoming events at this time. Check back soon!" />
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
