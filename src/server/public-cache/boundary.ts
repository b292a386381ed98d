// Server-only: when a page rendered now goes stale by the clock alone. Upcoming events drop off when they start,
// "today" on the calendar moves at midnight on the school's clock, and a scheduled news item, event or notice
// appears at its publish time; nothing else on a public page reads the clock.
import { school } from '#app-config'
import type { PrismaClient } from '~/server/db'
import { addDays, dateKeyOf, fromLocalDateTime } from '~/shared/dates'

export function nextMidnight(now: Date, timeZone: string = school.timeZone): number {
  return fromLocalDateTime(`${addDays(dateKeyOf(now, timeZone), 1)}T00:00`, timeZone).getTime()
}

/** The next clock boundary after `now`; the database is asked once per content version and boundary. */
export function createBoundaryFinder(db: () => PrismaClient, version: () => number) {
  let known: { version: number; at: number; after: number } | null = null
  return async (now: Date): Promise<number> => {
    const time = now.getTime()
    if (known && known.version === version() && known.after <= time && time < known.at) return known.at
    const atVersion = version()
    const database = db()
    const scheduled = { status: 'published' as const, publishedAt: { gt: now } }
    const byPublishTime = { orderBy: { publishedAt: 'asc' as const }, select: { publishedAt: true } }
    const [nextEvent, nextNews, nextScheduledEvent, nextNotice] = await Promise.all([
      database.event.findFirst({
        where: { eventDate: { gt: now } },
        orderBy: { eventDate: 'asc' },
        select: { eventDate: true },
      }),
      database.news.findFirst({ where: scheduled, ...byPublishTime }),
      database.event.findFirst({ where: scheduled, ...byPublishTime }),
      database.notice.findFirst({ where: scheduled, ...byPublishTime }),
    ])
    const times = [
      nextEvent?.eventDate,
      nextNews?.publishedAt,
      nextScheduledEvent?.publishedAt,
      nextNotice?.publishedAt,
    ]
    const at = Math.min(nextMidnight(now), ...times.map((time) => time?.getTime() ?? Number.POSITIVE_INFINITY))
    known = { version: atVersion, at, after: time }
    return at
  }
}
