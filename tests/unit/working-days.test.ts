// School days (src/shared/working-days.ts) and the terms of a year (src/shared/academic-terms.ts): Sundays and
// the calendar's holidays, one day or a range, across month ends, a leap day and the turn of the year.
import { describe, expect, it } from 'vitest'
import { termOn, termsOfYear } from '~/shared/academic-terms'
import { nonWorkingDayReason, workingDays, type Holiday } from '~/shared/working-days'

const holidays: Holiday[] = [
  { date: '2026-08-15', endDate: null, title: 'Independence Day' },
  { date: '2026-12-24', endDate: '2027-01-04', title: 'Winter vacation' },
  { date: '2028-02-29', endDate: '2028-02-29', title: 'Leap day outing' },
]

describe('school days', () => {
  it('leave out Sundays and name the holiday', () => {
    expect(nonWorkingDayReason('2026-06-14', holidays)).toBe('14/06/2026 is a Sunday.')
    expect(nonWorkingDayReason('2026-08-15', holidays)).toBe('15/08/2026 is a holiday (Independence Day).')
    expect(nonWorkingDayReason('2026-06-15', holidays)).toBeNull()
    expect(nonWorkingDayReason('2026-06-13', holidays)).toBeNull()
  })

  it('cover a holiday range across the turn of the year, both ends included', () => {
    expect(nonWorkingDayReason('2026-12-24', holidays)).toMatch(/Winter vacation/)
    expect(nonWorkingDayReason('2027-01-04', holidays)).toMatch(/Winter vacation/)
    expect(nonWorkingDayReason('2027-01-05', holidays)).toBeNull()
    expect(workingDays('2026-12-21', '2027-01-09', holidays)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
    ])
  })

  it('run over month ends and a leap day', () => {
    expect(workingDays('2027-02-26', '2027-03-02', [])).toEqual([
      '2027-02-26',
      '2027-02-27',
      '2027-03-01',
      '2027-03-02',
    ])
    expect(workingDays('2028-02-28', '2028-03-01', holidays)).toEqual(['2028-02-28', '2028-03-01'])
    expect(workingDays('2026-07-10', '2026-07-01', holidays)).toEqual([])
  })
})

describe('terms', () => {
  const year = { startDate: '2026-04-01', endDate: '2027-03-31' }

  it('are dated in the year, the second ending in the next calendar year', () => {
    expect(termsOfYear(year)).toEqual([
      { key: 'term1', name: 'Term 1', from: '2026-04-01', to: '2026-09-30' },
      { key: 'term2', name: 'Term 2', from: '2026-10-01', to: '2027-03-31' },
    ])
  })

  it('find the term of a day, and none outside the year', () => {
    expect(termOn('2026-09-30', year)?.key).toBe('term1')
    expect(termOn('2026-10-01', year)?.key).toBe('term2')
    expect(termOn('2027-02-28', year)?.key).toBe('term2')
    expect(termOn('2027-04-01', year)).toBeNull()
  })
})
