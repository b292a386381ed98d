// The school's calendar date of an instant and YYYY-MM-DD keys: what every page's first script needs (the footer's
// year, the search rules of dated lists). The formatting of dates for display is in dates.ts, which re-exports these.
import { school } from '#app-config'

/** A calendar date written YYYY-MM-DD, the way notices and calendar entries are stored. */
export type DateKey = string

export type DateParts = { year: number; month: number; day: number }
type DateTimeParts = DateParts & { hour: number; minute: number }

const partFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    partFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock fields of `date` in `timeZone`. */
export function zonedParts(date: Date, timeZone: string = school.timeZone): DateTimeParts {
  const fields: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    // Some engines write midnight as 24 even with h23.
    hour: fields.hour! % 24,
    minute: fields.minute!,
  }
}

export const pad = (value: number, width = 2) => String(value).padStart(width, '0')

const dateKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** The parts of a YYYY-MM-DD key, or null when it is not a real date (2026-02-30 is not). */
export function parseDateKey(key: string): DateParts | null {
  const match = dateKeyPattern.exec(key)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

export function isDateKey(key: string): boolean {
  return parseDateKey(key) !== null
}

export function toDateKey({ year, month, day }: DateParts): DateKey {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** The school-calendar date of an instant, e.g. today in Dimapur. */
export function dateKeyOf(date: Date, timeZone: string = school.timeZone): DateKey {
  return toDateKey(zonedParts(date, timeZone))
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Without a Date object: the fee ledger checks dates for thousands of students per report. */
export function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  return month === 2 && leap ? 29 : (monthLengths[month - 1] ?? Number.NaN)
}
