import { Link } from '@tanstack/react-router'
import { ClockIcon, MapPinIcon, StarIcon } from '~/components/ui/icons'
import { cx } from '~/components/ui/cx'
import { formatLongDate, formatTime, monthNames, zonedParts } from '~/shared/dates'

export type EventItem = {
  id: string
  title: string
  description: string
  eventDate: Date
  location: string | null
  isFeatured: boolean
  /** Called off: still shown, marked Cancelled. */
  cancelled?: boolean
}

/** An event: a date tile, title, 2 lines of description, the date and time and place. */
export function EventCard({
  event,
  past = false,
  clamp = true,
  headingLevel = 3,
  linked = true,
}: {
  event: EventItem
  past?: boolean
  clamp?: boolean
  headingLevel?: 2 | 3
  /** The title links to the event's own page (not on that page itself). */
  linked?: boolean
}) {
  const { month, day } = zonedParts(event.eventDate)
  const Heading = `h${headingLevel}` as const
  return (
    <article
      data-event-card=""
      className={cx(
        'flex w-full gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:gap-5 sm:p-6',
        past ? 'border-slate-200' : 'border-l-4 border-slate-200 border-l-gold-400',
      )}
    >
      <div
        aria-hidden="true"
        className={cx(
          'flex w-16 shrink-0 flex-col items-center self-start rounded-xl py-2 text-center',
          past ? 'bg-slate-100 text-slate-600' : 'bg-brand-800 text-white',
        )}
      >
        <span className={cx('text-xs font-bold tracking-wider uppercase', past ? 'text-slate-600' : 'text-gold-300')}>
          {monthNames[month - 1]!.slice(0, 3)}
        </span>
        <span className="font-display text-3xl leading-none font-bold">{day}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="font-display text-lg leading-snug font-bold text-brand-900">
            {linked ? (
              <Link
                to="/events/$id"
                params={{ id: event.id }}
                className="rounded underline-offset-4 hover:underline focus-visible:outline-brand-600"
              >
                {event.title}
              </Link>
            ) : (
              event.title
            )}
          </Heading>
          {event.cancelled && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">Cancelled</span>
          )}
          {event.isFeatured && !past && !event.cancelled && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-bold text-gold-700">
              <StarIcon className="size-3" />
              Featured
            </span>
          )}
        </div>
        <p className={cx('mt-1.5 text-slate-700', clamp && 'line-clamp-2')}>{event.description}</p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-600">
          <li className="flex items-center gap-1.5">
            <ClockIcon className="size-4 text-brand-500" />
            <time dateTime={event.eventDate.toISOString()}>
              {formatLongDate(event.eventDate)}, {formatTime(event.eventDate)}
            </time>
          </li>
          {event.location && (
            <li className="flex items-center gap-1.5">
              <MapPinIcon className="size-4 text-brand-500" />
              {event.location}
            </li>
          )}
        </ul>
      </div>
    </article>
  )
}
