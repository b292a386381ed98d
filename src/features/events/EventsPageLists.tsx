import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PageBody } from '~/components/layout/PageBody'
import { TitledSection } from '~/components/layout/TitledSection'
import { CalendarIcon } from '~/components/ui/icons'
import { Pagination } from '~/components/ui/Pagination'
import { EmptyState, ListStates, SkeletonRows } from '~/components/ui/states'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { EventCard, type EventItem } from './EventCard'
import { eventsStateLabels, UpcomingEventsStates } from './UpcomingEvents'

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
  return <UpcomingEventsStates>{(events) => <EventList events={events} />}</UpcomingEventsStates>
}

function Past({ page }: { page: number }) {
  const trpc = useTRPC()
  const query = useQuery({
    ...trpc.events.past.queryOptions({ page }),
    ...cacheTimes.newsAndEvents,
    placeholderData: keepPreviousData,
  })
  return (
    <ListStates
      query={query}
      {...eventsStateLabels}
      skeleton={<SkeletonRows count={2} />}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState icon={<CalendarIcon />} message="No past events to show yet." />}
    >
      {(data) => (
        <>
          <EventList events={data.items} past />
          <Pagination
            page={page}
            pageCount={data.pageCount}
            label="Past events pages"
            className="mt-8"
            link={(target, props) => <Link to="/events" search={{ page: target }} resetScroll={false} {...props} />}
          />
        </>
      )}
    </ListStates>
  )
}

function EventList({ events, past = false }: { events: EventItem[]; past?: boolean }) {
  return (
    <ul className="grid gap-4">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} past={past} clamp={false} />
        </li>
      ))}
    </ul>
  )
}
