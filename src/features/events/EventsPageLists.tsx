import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarIcon } from '~/components/ui/icons'
import { Pagination } from '~/components/ui/Pagination'
import { EmptyState, ErrorState, LoadingState, SkeletonRows } from '~/components/ui/states'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { EventCard } from './EventCard'

/** /events: every upcoming event, soonest first, then past events a page at a time. */
export function EventsPageLists({ pastPage }: { pastPage: number }) {
  return (
    <div className="bg-brand-50/60">
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
            Upcoming Events
          </h2>
          <div className="mt-6">
            <Upcoming />
          </div>
        </section>
        <section aria-labelledby="past-heading">
          <h2 id="past-heading" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
            Past Events
          </h2>
          <div className="mt-6">
            <Past page={pastPage} />
          </div>
        </section>
      </div>
    </div>
  )
}

function Upcoming() {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.events.upcoming.queryOptions(), ...cacheTimes.newsAndEvents })
  if (query.isPending) return <LoadingState label="Loading events..."><SkeletonRows count={3} /></LoadingState>
  if (query.isError) return <ErrorState message={`Error loading events: ${query.error.message}`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.data.length === 0) return <EmptyState icon={<CalendarIcon />} message="No upcoming events at this time. Check back soon!" />
  return (
    <ul className="grid gap-4">
      {query.data.map((event) => (
        <li key={event.id}>
          <EventCard event={event} clamp={false} />
        </li>
      ))}
    </ul>
  )
}

function Past({ page }: { page: number }) {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.events.past.queryOptions({ page }), ...cacheTimes.newsAndEvents, placeholderData: keepPreviousData })
  if (query.isPending) return <LoadingState label="Loading events..."><SkeletonRows count={2} /></LoadingState>
  if (query.isError) return <ErrorState message={`Error loading events: ${query.error.message}`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.data.items.length === 0) return <EmptyState icon={<CalendarIcon />} message="No past events to show yet." />
  return (
    <>
      <ul className="grid gap-4">
        {query.data.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} past clamp={false} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={query.data.pageCount}
        label="Past events pages"
        className="mt-8"
        link={(target, props) => <Link to="/events" search={{ page: target }} resetScroll={false} {...props} />}
      />
    </>
  )
}
