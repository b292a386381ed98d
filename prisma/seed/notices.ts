// Demo notices and academic-calendar entries for /notice (the school's old site had five hard-coded samples of
// each; here they are database rows). Dates count from the seeding day on the school's clock, so the
// calendar always has something this month. Idempotent: each table is filled only while it is empty.
import type { PrismaClient } from '~/server/db'
import type { CalendarCategory, NoticeCategory } from '~/shared/content-schemas'
import { addDays, dateKeyOf } from '~/shared/dates'
import { tableFiller } from './fill'

export interface DemoNotice {
  slug: string
  title: string
  category: NoticeCategory
  /** Days from the seeding date (negative = issued earlier). */
  days: number
  important: boolean
  content: string
}

export const demoNotices: readonly DemoNotice[] = [
  {
    slug: 'half-yearly-exams',
    title: 'Half-Yearly Examination Schedule',
    category: 'exam',
    days: -1,
    important: true,
    content:
      'The half-yearly examinations for Classes I to XII begin in three weeks. The date sheet has been given to every student and is on the school notice board. Students must bring their admit cards; no one will be allowed into the hall without one.',
  },
  {
    slug: 'open-house',
    title: 'Admissions Open House for 2027-28',
    category: 'event',
    days: -3,
    important: false,
    content:
      'Families interested in admission for the 2027-28 session are invited to the open house in the Main Hall. Meet the Principal and teachers, tour the laboratories and the library, and ask the admissions office anything. No appointment is needed.',
  },
  {
    slug: 'ptm-primary',
    title: 'Parent-Teacher Meeting: Nursery to Class V',
    category: 'meeting',
    days: -6,
    important: false,
    content:
      'Parents of the primary section are requested to meet the class teachers on Saturday between 9:00 AM and 12:00 PM. Progress reports of the first term will be discussed and handed over.',
  },
  {
    slug: 'winter-break',
    title: 'Winter Vacation',
    category: 'holiday',
    days: -10,
    important: true,
    content:
      'The school will remain closed for the winter vacation from the last week of December and reopen in the first week of January. Holiday homework is posted in each class group. The office stays open on weekdays from 9:00 AM to 1:00 PM for admissions.',
  },
  {
    slug: 'school-timings',
    title: 'Revised School Timings',
    category: 'administrative',
    days: -15,
    important: false,
    content:
      'From Monday, classes run from 8:00 AM to 2:30 PM for Classes I to XII and from 8:30 AM to 12:00 PM for Nursery to UKG. School buses leave 15 minutes earlier than before; the new route timings are on the transport notice board.',
  },
  {
    slug: 'fee-reminder',
    title: 'Term 2 Fee Payment Reminder',
    category: 'administrative',
    days: -21,
    important: true,
    content:
      'Parents are reminded to pay the Term 2 fees by the due date shown in the Fee Portal. Fees can be paid at the school counter (cash, cheque, demand draft, UPI or card) from 9:00 AM to 1:00 PM on school days. A late fee applies after the due date.',
  },
  {
    slug: 'science-exhibition',
    title: 'Science Exhibition: Entries Invited',
    category: 'event',
    days: -28,
    important: false,
    content:
      'Students of Classes VI to XII may enter working models or experiments, alone or in teams of up to three. Submit your topic to your science teacher by the end of this week. The best exhibits go to the district science fair.',
  },
]

export interface DemoCalendarEntry {
  slug: string
  title: string
  category: CalendarCategory
  days: number
  /** The last day of a multi-day entry, in days from today (a vacation). */
  lastDay?: number
}

export const demoCalendarEntries: readonly DemoCalendarEntry[] = [
  { slug: 'science-exhibition', title: 'Science Exhibition', category: 'event', days: -6 },
  { slug: 'ptm-primary', title: 'Parent-Teacher Meeting: Nursery to Class V', category: 'meeting', days: -2 },
  { slug: 'assembly', title: 'Special Assembly by Class VIII', category: 'event', days: 0 },
  { slug: 'open-house', title: 'Admissions Open House 2027-28', category: 'event', days: 5 },
  { slug: 'staff-meeting', title: 'Staff Meeting', category: 'meeting', days: 5 },
  { slug: 'debate', title: 'Inter-School Debate Competition', category: 'event', days: 12 },
  { slug: 'local-holiday', title: 'Local Holiday', category: 'holiday', days: 16 },
  { slug: 'half-yearly-start', title: 'Half-Yearly Examinations Begin', category: 'exam', days: 20 },
  { slug: 'half-yearly-end', title: 'Half-Yearly Examinations End', category: 'exam', days: 27 },
  { slug: 'sports-day', title: 'Annual Sports Day', category: 'event', days: 30 },
  { slug: 'ptm-senior', title: 'Parent-Teacher Meeting: Classes VI to XII', category: 'meeting', days: 38 },
  { slug: 'winter-vacation', title: 'Winter Vacation', category: 'holiday', days: 45, lastDay: 58 },
  { slug: 'annual-day', title: 'Annual Day and Cultural Evening', category: 'event', days: 70 },
]

export interface SeedNoticesOptions {
  now: Date
  /** The staff member shown as the author. */
  authorId: string
  /** Stable ids, so a re-seeded demo has the same rows. */
  idFor: (name: string) => string
  log?: (line: string) => void
}

/** Fills notices and calendar_entries while they are empty; returns the tables it filled. */
export async function seedNoticesAndCalendar(
  db: PrismaClient,
  { now, authorId, idFor, log = () => {} }: SeedNoticesOptions,
): Promise<string[]> {
  const today = dateKeyOf(now)
  const seeded: string[] = []
  const fillIfEmpty = tableFiller(log, seeded)

  await fillIfEmpty(
    'notices',
    () => db.notice.count(),
    () =>
      db.$transaction(
        demoNotices.map((notice) =>
          db.notice.create({
            data: {
              id: idFor(`notice:${notice.slug}`),
              title: notice.title,
              category: notice.category,
              date: addDays(today, notice.days),
              content: notice.content,
              important: notice.important,
              createdById: authorId,
            },
          }),
        ),
      ),
  )

  await fillIfEmpty(
    'calendar_entries',
    () => db.calendarEntry.count(),
    () =>
      db.$transaction(
        demoCalendarEntries.map((entry) =>
          db.calendarEntry.create({
            data: {
              id: idFor(`calendar:${entry.slug}`),
              title: entry.title,
              category: entry.category,
              date: addDays(today, entry.days),
              endDate: addDays(today, entry.lastDay ?? entry.days),
              createdById: authorId,
            },
          }),
        ),
      ),
  )
  return seeded
}
