// School days: every day but Sundays and the holidays on the academic calendar (its entries of category holiday,
// one day or a range). Attendance is taken only on these; the reports count them.
import { addDays, formatDateKeyNumeric, weekdayOf, type DateKey } from './dates'

/** A holiday entry of the calendar: from `date` to `endDate` (inclusive; null = the one day). */
export type Holiday = { date: DateKey; endDate: DateKey | null; title: string }

/** The holiday covering `date`, if any. */
export function holidayOn(date: DateKey, holidays: readonly Holiday[]): Holiday | null {
  return holidays.find((holiday) => holiday.date <= date && date <= (holiday.endDate ?? holiday.date)) ?? null
}

/** Why `date` is not a school day ("14/06/2026 is a Sunday."), or null when it is one. */
export function nonWorkingDayReason(date: DateKey, holidays: readonly Holiday[]): string | null {
  if (weekdayOf(date) === 0) return `${formatDateKeyNumeric(date)} is a Sunday.`
  const holiday = holidayOn(date, holidays)
  return holiday ? `${formatDateKeyNumeric(date)} is a holiday (${holiday.title}).` : null
}

/** The school days from `from` to `to`, both included, in order. */
export function workingDays(from: DateKey, to: DateKey, holidays: readonly Holiday[]): DateKey[] {
  const days: DateKey[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (nonWorkingDayReason(day, holidays) === null) days.push(day)
  }
  return days
}
