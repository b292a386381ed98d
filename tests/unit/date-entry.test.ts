// Dates as people type them in India: DD/MM/YYYY in every field and CSV column, stored YYYY-MM-DD.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dateEntry, dateEntryMessage, optionalDateEntry } from '~/shared/date-schema'
import { dateEntryText, formatShortDate, formatShortDateTime, maskDateEntry, parseDateEntry } from '~/shared/dates'

describe('parseDateEntry', () => {
  it.each([
    ['2014-06-25', ['25/06/2014', '2014-06-25']],
    ['2014-06-01', [' 1/6/2014 ', '01-06-2014', '01.06.2014']],
  ])('reads DD/MM/YYYY day first, and the ISO form machines write, as %s', (key, texts) => {
    for (const text of texts) expect(parseDateEntry(text), text).toBe(key)
  })

  it('knows leap years: 29/02 only in a leap year (2000 yes, 1900 and 2100 no)', () => {
    expect(parseDateEntry('29/02/2028')).toBe('2028-02-29')
    expect(parseDateEntry('29/02/2000')).toBe('2000-02-29')
    for (const text of ['29/02/2026', '29/02/1900', '29/02/2100']) expect(parseDateEntry(text), text).toBeNull()
  })

  it('refuses what is not a real date, and the US month-first order when the month would be over 12', () => {
    for (const text of [
      '',
      '31/04/2026',
      '00/01/2026',
      '12/13/2026',
      '06/25/2014',
      '2026/06/25',
      '25/06/14',
      '25-06',
      'tomorrow',
      '32/01/2026',
    ]) {
      expect(parseDateEntry(text), text).toBeNull()
    }
  })
})

describe('the date field text', () => {
  it('shows a stored key as DD/MM/YYYY and leaves typed text alone', () => {
    expect(dateEntryText('2014-06-25')).toBe('25/06/2014')
    expect(dateEntryText('25/0')).toBe('25/0')
    expect(dateEntryText(undefined)).toBe('')
  })

  it('puts in the slashes while digits are typed, and keeps slashes the person typed', () => {
    const shown = (typed: string[]) => typed.map((text) => maskDateEntry(text))
    expect(shown(['2', '250', '2506', '25062014', '250620149'])).toEqual([
      '2',
      '25/0',
      '25/06',
      '25/06/2014',
      '25/06/2014',
    ])
    // Typing on after the mask's own slash, and deleting back over it.
    expect(shown(['25/0', '25/062', '25/062016', '25/06/'])).toEqual(['25/0', '25/06/2', '25/06/2016', '25/06'])
    expect(shown(['1/6/2014', '25/6/2014', '2014-06-25', '25/06/2014x'])).toEqual([
      '1/6/2014',
      '25/6/2014',
      '2014-06-25',
      '25/06/2014',
    ])
  })

  it('staff lists write instants DD/MM/YYYY on the school clock', () => {
    // 20:35 UTC on 30 September is 02:05 on 1 October in Dimapur.
    expect(formatShortDate(new Date('2026-09-30T20:35:00Z'))).toBe('01/10/2026')
    expect(formatShortDateTime(new Date('2026-09-30T20:35:00Z'))).toBe('01/10/2026, 2:05 am')
  })
})

describe('the shared zod rule', () => {
  const dob = dateEntry({ min: '1900-01-01', max: '2026-11-24', maxMessage: 'Date of birth cannot be in the future' })

  it('turns typed text into the stored key', () => {
    expect(dob.parse('29/02/2016')).toBe('2016-02-29')
    expect(optionalDateEntry().parse('')).toBeUndefined()
    expect(optionalDateEntry().parse(undefined)).toBeUndefined()
    expect(optionalDateEntry().parse('05/11/2020')).toBe('2020-11-05')
  })

  it('gives exactly one message for a bad date, whatever is wrong with it', () => {
    const messages = (text: string) => {
      const result = z.object({ dob }).safeParse({ dob: text })
      return result.success ? [] : result.error.issues.map((issue) => issue.message)
    }
    expect(messages('29/02/2026')).toEqual(['There is no 29 February 2026.'])
    expect(messages('2026-04-31')).toEqual(['There is no 31 April 2026.'])
    expect(messages('06/25/2019')).toEqual([dateEntryMessage])
    expect(messages('01/06/1899')).toEqual(['Dates before 1900 are not accepted'])
    expect(messages('25/11/2026')).toEqual(['Date of birth cannot be in the future'])
    expect(dateEntryMessage).toBe('Dates must be in DD/MM/YYYY format')
  })
})
