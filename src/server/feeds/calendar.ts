// Server-only: the school calendar as iCalendar (RFC 5545), served at /calendar.ics for phones and desktop calendar
// apps to subscribe to. One feed: events, exams and holidays belong to the whole school (no class has events of its
// own). Built with ical-generator, which folds long lines at 75 octets without splitting a character (Hindi or Naga
// names stay intact). Rules a subscribed calendar relies on:
// - a stable UID per row (event-<id>@<school domain>), so an edit replaces the copy instead of adding one;
// - SEQUENCE from the row's counter, raised by every edit, and DTSTAMP = the row's last change (a repeat request
//   of an unchanged feed is byte-identical, which the render cache's ETag turns into a 304);
// - a cancelled event stays in the feed with STATUS:CANCELLED, so a saved copy is struck through, not left standing;
// - academic-calendar days are all-day (DTSTART;VALUE=DATE, DTEND the day after the last), shown as free time.
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator'
import { school } from '#app-config'
import { publishedBy } from '~/server/content/publishing'
import type { PrismaClient } from '~/server/db'
import { categoryLabels } from '~/shared/content-options'
import { addDays, dateKeyOf, fromLocalDateTime, type DateKey } from '~/shared/dates'

export const calendarFeedType = 'text/calendar; charset=utf-8'

/** The school's mail domain names its calendar rows (UIDs must stay the same whatever address serves the feed). */
export const uidDomain = school.email.slice(school.email.indexOf('@') + 1)

// A year of a school's dates is a few hundred rows; the caps only bound a runaway table.
const maxRows = 2000

/** 1 April of the academic year (April to March) that `today` falls in. */
export function academicYearStart(today: DateKey): DateKey {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return `${month >= 4 ? year : year - 1}-04-01`
}

/** A school date as the UTC midnight ical-generator writes as a DATE value. */
const utcDay = (key: DateKey) => new Date(`${key}T00:00:00Z`)

type FeedDeps = { db: PrismaClient; now: Date; origin: string }

/** The feed's text: everything from the start of this academic year on, events published by `now` only. */
export async function calendarFeed({ db, now, origin }: FeedDeps): Promise<string> {
  const from = academicYearStart(dateKeyOf(now))
  const [events, days] = await Promise.all([
    db.event.findMany({
      where: { eventDate: { gte: fromLocalDateTime(`${from}T00:00`) }, ...publishedBy(now) },
      orderBy: [{ eventDate: 'asc' }, { id: 'asc' }],
      take: maxRows,
      select: {
        id: true,
        title: true,
        description: true,
        eventDate: true,
        location: true,
        cancelled: true,
        sequence: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    db.calendarEntry.findMany({
      // Multi-day entries that began before the year but end in it are still on; a one-day row has no end date.
      where: { OR: [{ date: { gte: from } }, { endDate: { gte: from } }] },
      orderBy: [{ date: 'asc' }, { id: 'asc' }],
      take: maxRows,
      select: {
        id: true,
        date: true,
        endDate: true,
        title: true,
        category: true,
        sequence: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
  ])

  const calendar = ical({
    name: school.name,
    description: `Events, examinations and holidays of ${school.name}, ${school.address.city}.`,
    prodId: { company: school.shortName, product: 'School calendar', language: 'EN' },
    url: `${origin}/notice`,
    // How often a subscribed app should look again; an unchanged feed answers 304.
    ttl: 6 * 60 * 60,
    x: { 'X-WR-TIMEZONE': school.timeZone },
  })
  for (const event of events) {
    calendar.createEvent({
      id: `event-${event.id}@${uidDomain}`,
      start: event.eventDate,
      summary: event.title,
      description: event.description,
      location: event.location,
      url: `${origin}/events/${event.id}`,
      categories: [{ name: categoryLabels.event }],
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: event.sequence,
      created: event.createdAt,
      lastModified: event.updatedAt,
      stamp: event.updatedAt,
    })
  }
  for (const day of days) {
    calendar.createEvent({
      id: `calendar-${day.id}@${uidDomain}`,
      allDay: true,
      start: utcDay(day.date),
      // DTEND of an all-day entry is the day after its last day (RFC 5545 3.6.1).
      end: utcDay(addDays(day.endDate ?? day.date, 1)),
      summary: day.title,
      categories: [{ name: categoryLabels[day.category] }],
      transparency: ICalEventTransparency.TRANSPARENT,
      sequence: day.sequence,
      created: day.createdAt,
      lastModified: day.updatedAt,
      stamp: day.updatedAt,
    })
  }
  return calendar.toString()
}
