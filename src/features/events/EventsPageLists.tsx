import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cx } from '~/components/ui/cx'
import { paginationWindow } from '~/shared/pagination'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { EventCard } from './EventCard'
import { EventsEmpty, EventsError, EventsSkeleton } from './ListState'

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
  if (query.isPending) return <EventsSkeleton count={3} />
  if (query.isError) return <EventsError message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <EventsEmpty />
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
  if (query.isPending) return <EventsSkeleton count={2} />
  if (query.isError) return <EventsError message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.data.items.length === 0) return <EventsEmpty message="No past events to show yet." />
  return (
    <>
      <ul className="grid gap-4">
        {query.data.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} past clamp={false} />
          </li>
        ))}
      </ul>
      <PastPager page={page} pageCount={query.data.pageCount} />
    </>
  )
}

function PastPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Past events pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {paginationWindow(page, pageCount).map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} aria-hidden="true" className="px-1 text-slate-500">
            &hellip;
          </span>
        ) : (
          <Link
            key={item.page}
            to="/events"
            search={{ page: item.page }}
            resetScroll={false}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            className={cx(
              'flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold focus-visible:outline-brand-600',
              item.page === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50',
            )}
          >
            {item.page}
          </Link>
        ),
      )}
    </nav>
  )
}
