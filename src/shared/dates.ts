// Dates as the school shows them: "November 22, 2026" and "9:05 AM", always on the
// school's clock so the server's HTML and every visitor's browser agree. Built from Intl parts rather than
// Intl's finished strings, whose spacing (e.g. a narrow no-break space before AM) differs between ICU versions.
import { school } from '#app-config'
import {
  dateKeyOf,
  daysInMonth,
  isDateKey,
  pad,
  parseDateKey,
  toDateKey,
  zonedParts,
  type DateKey,
  type DateParts,
} from './date-key'

export { dateKeyOf, isDateKey, parseDateKey, toDateKey, zonedParts, type DateKey } from './date-key'

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** "November 22, 2026": month name, day, year (news and events). */
export function formatLongDate(date: Date, timeZone: string = school.timeZone): string {
  const { year, month, day } = zonedParts(date, timeZone)
  return `${monthNames[month - 1]} ${day}, ${year}`
}

/** "9:05 AM": h:mm with AM or PM (event times). */
export function formatTime(date: Date, timeZone: string = school.timeZone): string {
  const { hour, minute } = zonedParts(date, timeZone)
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${hour12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`
}

const shortMonthName = (month: number) => monthNames[month - 1]!.slice(0, 3)

/** "20/06/2026": the Indian DD/MM/YYYY, for staff lists. */
export function formatShortDate(date: Date, timeZone: string = school.timeZone): string {
  return formatDateKeyNumeric(dateKeyOf(date, timeZone))
}

/** "20/06/2026, 9:05 am": staff lists and logs. */
export function formatShortDateTime(date: Date, timeZone: string = school.timeZone): string {
  const { hour, minute } = zonedParts(date, timeZone)
  return `${formatShortDate(date, timeZone)}, ${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`
}

/** "20 June 2026": day-first long date (admissions letters and status page). */
export function formatDayMonthYear(date: Date, timeZone: string = school.timeZone): string {
  const { year, month, day } = zonedParts(date, timeZone)
  return `${day} ${monthNames[month - 1]} ${year}`
}

/** "Jun 20, 2026": the gallery's dates. */
export function formatShortMonthDate(date: Date, timeZone: string = school.timeZone): string {
  const { year, month, day } = zonedParts(date, timeZone)
  return `${shortMonthName(month)} ${day}, ${year}`
}

// ---------- date keys (YYYY-MM-DD) ----------

function requireDateKey(key: string): DateParts {
  const parts = parseDateKey(key)
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${key}`)
  return parts
}

/** "22/11/2026" for a stored date key: how receipts and fee statements write dates. */
export function formatDateKeyNumeric(key: DateKey): string {
  const { year, month, day } = requireDateKey(key)
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`
}

/** "22/11/2026 09:05" on the school's clock. */
export function formatDateTimeNumeric(date: Date, timeZone: string = school.timeZone): string {
  const { year, month, day, hour, minute } = zonedParts(date, timeZone)
  return `${pad(day)}/${pad(month)}/${pad(year, 4)} ${pad(hour)}:${pad(minute)}`
}

/** "November 22, 2026" for a stored date key (no time zone involved). */
export function formatDateKey(key: DateKey): string {
  const { year, month, day } = requireDateKey(key)
  return `${monthNames[month - 1]} ${day}, ${year}`
}

// ---------- dates as people type them (DD/MM/YYYY) ----------

/** What every date field and CSV column asks for. */
export const dateEntryHint = 'DD/MM/YYYY'

const dayFirstPattern = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/

/**
 * A typed date as a YYYY-MM-DD key, or null when it is not a real date. Accepts the Indian DD/MM/YYYY
 * (also D/M/YYYY, with - or . between) and the ISO YYYY-MM-DD that machines and older files write.
 */
export function parseDateEntry(text: string): DateKey | null {
  const value = text.trim()
  if (isDateKey(value)) return value
  const match = dayFirstPattern.exec(value)
  if (!match) return null
  const parts = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) }
  return isDateKey(toDateKey(parts)) ? toDateKey(parts) : null
}

/**
 * Why well-formed text is still no date: "There is no 29 February 2015." for a day past the end of its month
 * (DD/MM/YYYY or YYYY-MM-DD); null for anything else (a US-order date, letters), which the format message covers.
 */
export function impossibleDateMessage(text: string): string | null {
  const value = text.trim()
  const dayFirst = dayFirstPattern.exec(value)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const [day, month, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]].map(Number)
    : iso
      ? [iso[3], iso[2], iso[1]].map(Number)
      : []
  if (day === undefined || month === undefined || year === undefined) return null
  if (month < 1 || month > 12 || day < 1 || day <= daysInMonth(year, month) || day > 31) return null
  return `There is no ${day} ${monthNames[month - 1]} ${year}.`
}

/** A stored key as the field shows it ("2026-06-20" -> "20/06/2026"); anything else is left as typed. */
export function dateEntryText(value: string | null | undefined): string {
  if (!value) return ''
  return isDateKey(value) ? formatDateKeyNumeric(value) : value
}

/**
 * Typing help for a DD/MM/YYYY field: digits alone get their slashes ("25062014" -> "25/06/2014");
 * text the person wrote with slashes keeps its own segments ("1/6/2014").
 */
export function maskDateEntry(raw: string): string {
  const clean = raw.replace(/[^\d/.-]/g, '')
  // Slashes after two-digit day and month are the mask's own and move with the digits; others are the person's.
  const masked = /^\d*$/.test(clean) || /^\d{2}\/(\d{2}\/?)?\d*$/.test(clean)
  if (!masked) return clean.slice(0, 10)
  const digits = clean.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(key: DateKey): number {
  const { year, month, day } = requireDateKey(key)
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

export function addDays(key: DateKey, days: number): DateKey {
  const { year, month, day } = requireDateKey(key)
  const moved = new Date(Date.UTC(year, month - 1, day + days))
  return toDateKey({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() })
}

/** The same day `months` later, clamped to the month's length (January 31 + 1 month = February 28). */
export function addMonths(key: DateKey, months: number): DateKey {
  const { year, month, day } = requireDateKey(key)
  const index = year * 12 + (month - 1) + months
  const nextYear = Math.floor(index / 12)
  const nextMonth = (index % 12) + 1
  return toDateKey({ year: nextYear, month: nextMonth, day: Math.min(day, daysInMonth(nextYear, nextMonth)) })
}

export type Month = { year: number; month: number }

export function monthOf(key: DateKey): Month {
  const { year, month } = requireDateKey(key)
  return { year, month }
}

export function formatMonth({ year, month }: Month): string {
  return `${monthNames[month - 1]} ${year}`
}

/** The weeks (Sunday first) that show `month`: each cell is a date key, or null outside the month. */
export function monthGrid({ year, month }: Month): Array<Array<DateKey | null>> {
  const first = toDateKey({ year, month, day: 1 })
  const cells: Array<DateKey | null> = Array.from({ length: weekdayOf(first) }, () => null)
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(toDateKey({ year, month, day }))
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: Array<Array<DateKey | null>> = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

// ---------- date-time inputs on the school's clock ----------

const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** Whether `value` is a real "YYYY-MM-DDTHH:mm" (what <input type="datetime-local"> gives). */
export function isLocalDateTime(value: string): boolean {
  const match = localDateTimePattern.exec(value)
  if (!match) return false
  const hour = Number(match[4])
  const minute = Number(match[5])
  return isDateKey(`${match[1]}-${match[2]}-${match[3]}`) && hour < 24 && minute < 60
}

/** "YYYY-MM-DDTHH:mm" read on the school's clock, as an instant. */
export function fromLocalDateTime(value: string, timeZone: string = school.timeZone): Date {
  const match = localDateTimePattern.exec(value)
  if (!match || !isLocalDateTime(value)) throw new RangeError(`Not a YYYY-MM-DDTHH:mm date-time: ${value}`)
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wanted = Date.UTC(year, month - 1, day, hour, minute)
  // Guess with the wall time as UTC, then correct by the zone's offset at that instant (twice covers DST edges).
  let instant = wanted
  for (let i = 0; i < 2; i++) {
    const shown = zonedParts(new Date(instant), timeZone)
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute)
    instant += wanted - shownAsUtc
  }
  return new Date(instant)
}

/** An instant as "YYYY-MM-DDTHH:mm" on the school's clock, to fill a datetime-local input. */
export function toLocalDateTime(date: Date, timeZone: string = school.timeZone): string {
  const { year, month, day, hour, minute } = zonedParts(date, timeZone)
  return `${toDateKey({ year, month, day })}T${pad(hour)}:${pad(minute)}`
}
