import { buttonStyles } from '~/components/ui/button-styles'
import { CalendarIcon, DownloadIcon } from '~/components/ui/icons'
import { calendarFeedPath } from '~/shared/feed-paths'

/** webcal:// of the feed: the scheme that makes a phone or desktop offer to subscribe in its calendar app. */
export function webcalUrl(origin: string): string {
  return `${origin.replace(/^https?:\/\//, 'webcal://')}${calendarFeedPath}`
}

/**
 * "Subscribe" to the school calendar (events, exams, holidays) in a calendar app, which then follows every change;
 * or download the file once. `origin` comes from the route's loader, so the server's HTML and the browser agree.
 */
export function CalendarSubscribe({ origin, className }: { origin: string; className?: string }) {
  return (
    <div className={className}>
      <div className="flex flex-wrap gap-3">
        <a href={webcalUrl(origin)} className={buttonStyles('accent', 'md')}>
          <CalendarIcon className="size-4" />
          Subscribe
          <span className="sr-only"> to the school calendar</span>
        </a>
        <a href={calendarFeedPath} download className={buttonStyles('onDark', 'md')}>
          <DownloadIcon className="size-4" />
          Download .ics
        </a>
      </div>
      <p className="mt-2 text-sm text-brand-100">
        Events, exams and holidays in your phone&apos;s calendar, kept up to date.
      </p>
    </div>
  )
}
