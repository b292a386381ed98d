// The staff-facing date formats, on the school's clock whatever the machine's time zone.
import { describe, expect, it } from 'vitest'
import {
  formatDateKeyNumeric,
  formatDayMonthYear,
  formatShortDate,
  formatShortDateTime,
  formatShortMonthDate,
} from '~/shared/dates'
import { formatGalleryDate } from '~/shared/gallery-mapping'

// 20:35 UTC on 30 September is 02:05 on 1 October in Dimapur.
const lateEvening = new Date('2026-09-30T20:35:00Z')

describe('school date formats', () => {
  it('reads instants on the school clock', () => {
    expect(formatShortDate(lateEvening)).toBe('01/10/2026')
    expect(formatShortDateTime(lateEvening)).toBe('01/10/2026, 2:05 am')
    expect(formatShortDateTime(new Date('2026-06-20T06:30:00Z'))).toBe('20/06/2026, 12:00 pm')
    expect(formatDayMonthYear(lateEvening)).toBe('1 October 2026')
    expect(formatShortMonthDate(lateEvening)).toBe('Oct 1, 2026')
    expect(formatGalleryDate(lateEvening)).toBe('Oct 1, 2026')
  })

  it('writes a stored date key DD/MM/YYYY without a time-zone shift', () => {
    expect(formatDateKeyNumeric('2016-05-14')).toBe('14/05/2016')
  })
})
