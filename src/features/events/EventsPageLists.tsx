import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageBody } from '~/components/layout/PageBody'
import { TitledSection } from '~/components/layout/TitledSection'
import { CalendarIcon } from '~/components/ui/icons'
import { Pagination } from '~/components/ui/Pagination'
import { EmptyState, ErrorState, LoadingState, SkeletonRows } from '~/components/ui/states'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { EventCard } from './EventCard'

/** /events: every upcoming event, soonest first, then past events a page at a time. */
export function EventsPageLists({ pastPage }: { pastPage: number }) {
  return (
    <PageBody tone="tinted" className="max-w-5xl space-y-14 py-10 sm:py-14">
      <TitledSection id="upcoming-heading" title="Upcoming Events">
        <Upcoming />
      </TitledSection>
      <TitledSection id="past-heading" title="Past Events">
        <Past page={pastPage} />
      </TitledSection>
    </PageBody>
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
