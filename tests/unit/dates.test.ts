import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  dateKeyOf,
  formatDateKey,
  formatLongDate,
  formatMonth,
  formatTime,
  fromLocalDateTime,
  isDateKey,
  isLocalDateTime,
  monthGrid,
  parseDateKey,
  toLocalDateTime,
  weekdayOf,
} from '~/shared/dates'

describe('news and event dates (month name, day, year; h:mm AM/PM) on the school clock', () => {
  it('writes the long date in Dimapur time, even when UTC is still on the previous day', () => {
    // 20:00 UTC on 21 November is 01:30 on 22 November in IST.
    const instant = new Date('2026-11-21T20:00:00Z')
    expect(formatLongDate(instant)).toBe('November 22, 2026')
    expect(formatLongDate(instant, 'UTC')).toBe('November 21, 2026')
  })

  it('writes times as h:mm with AM or PM and a plain space', () => {
    expect(formatTime(new Date('2026-11-22T03:35:00Z'))).toBe('9:05 AM')
    expect(formatTime(new Date('2026-11-22T18:30:00Z'))).toBe('12:00 AM')
    expect(formatTime(new Date('2026-11-22T06:30:00Z'))).toBe('12:00 PM')
    expect(formatTime(new Date('2026-11-22T10:45:00Z'))).toBe('4:15 PM')
  })
})

describe('date keys', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isDateKey('2026-02-28')).toBe(true)
    expect(isDateKey('2028-02-29')).toBe(true)
    expect(isDateKey('2026-02-29')).toBe(false)
    expect(isDateKey('2026-13-01')).toBe(false)
    expect(isDateKey('2026-1-01')).toBe(false)
    expect(isDateKey('01/02/2026')).toBe(false)
    expect(parseDateKey('2026-04-09')).toEqual({ year: 2026, month: 4, day: 9 })
  })

  it('formats a stored date without shifting it by a time zone', () => {
    expect(formatDateKey('2026-01-01')).toBe('January 1, 2026')
    expect(formatDateKey('2026-12-31')).toBe('December 31, 2026')
    expect(() => formatDateKey('2026-02-30')).toThrow(RangeError)
  })

  it('gives the school-calendar date of an instant', () => {
    expect(dateKeyOf(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01')
    expect(dateKeyOf(new Date('2026-03-31T18:00:00Z'))).toBe('2026-03-31')
  })

  it('moves by days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
    expect(weekdayOf('2026-11-22')).toBe(0)
  })

  it('lays a month out in Sunday-first weeks with blanks outside the month', () => {
    const weeks = monthGrid({ year: 2026, month: 11 })
    expect(formatMonth({ year: 2026, month: 11 })).toBe('November 2026')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]![0]).toBe('2026-11-01')
    expect(weeks.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null])
    const february = monthGrid({ year: 2026, month: 2 })
    expect(february.flat().filter(Boolean)).toHaveLength(28)
    expect(february[0]!.slice(0, 1)).toEqual(['2026-02-01'])
  })
})

describe('datetime-local values read on the school clock', () => {
  it('round-trips through an instant in IST (UTC+5:30)', () => {
    const instant = fromLocalDateTime('2026-11-22T09:00')
    expect(instant.toISOString()).toBe('2026-11-22T03:30:00.000Z')
    expect(toLocalDateTime(instant)).toBe('2026-11-22T09:00')
  })

  it('handles a zone with daylight saving', () => {
    expect(fromLocalDateTime('2026-07-01T12:00', 'Europe/London').toISOString()).toBe('2026-07-01T11:00:00.000Z')
    expect(fromLocalDateTime('2026-01-01T12:00', 'Europe/London').toISOString()).toBe('2026-01-01T12:00:00.000Z')
  })

  it('rejects malformed or impossible values', () => {
    expect(isLocalDateTime('2026-11-22T09:00')).toBe(true)
    expect(isLocalDateTime('2026-11-22 09:00')).toBe(false)
    expect(isLocalDateTime('2026-11-31T09:00')).toBe(false)
    expect(isLocalDateTime('2026-11-22T24:00')).toBe(false)
    expect(() => fromLocalDateTime('tomorrow')).toThrow(RangeError)
  })
})
