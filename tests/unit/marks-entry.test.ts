// Marks as typed and pasted (src/shared/marks.ts): numbers with one decimal, AB and ML in any case, the maximum and
// negatives refused; cells from Excel and Google Sheets (tabs, CRLF or LF, quoted cells, the copy's last line end).
import { describe, expect, it } from 'vitest'
import { formatTenths, markText, parseMarkEntry, parsePastedCells } from '~/shared/marks'

describe('typed marks', () => {
  it('read numbers, halves and codes', () => {
    expect(parseMarkEntry('45', 80)).toEqual({ ok: true, value: { tenths: 450, code: null } })
    expect(parseMarkEntry(' 42.5 ', 80)).toEqual({ ok: true, value: { tenths: 425, code: null } })
    expect(parseMarkEntry('42,5', 80)).toEqual({ ok: true, value: { tenths: 425, code: null } })
    expect(parseMarkEntry('42.50', 80)).toEqual({ ok: true, value: { tenths: 425, code: null } })
    expect(parseMarkEntry('ab', 80)).toEqual({ ok: true, value: { tenths: null, code: 'AB' } })
    expect(parseMarkEntry('Ml', 80)).toEqual({ ok: true, value: { tenths: null, code: 'ML' } })
    expect(parseMarkEntry('', 80)).toEqual({ ok: true, value: { tenths: null, code: null } })
    expect(parseMarkEntry('80', 80)).toEqual({ ok: true, value: { tenths: 800, code: null } })
    expect(parseMarkEntry('0', 80)).toEqual({ ok: true, value: { tenths: 0, code: null } })
  })

  it('refuse more than the maximum, negatives, two decimals and words', () => {
    expect(parseMarkEntry('80.5', 80)).toEqual({ ok: false, message: 'Marks cannot be more than 80 (the maximum).' })
    expect(parseMarkEntry('-1', 80)).toEqual({ ok: false, message: 'Marks cannot be negative.' })
    expect(parseMarkEntry('12.25', 80)).toEqual({ ok: false, message: 'Use at most one decimal place, e.g. 42.5.' })
    expect(parseMarkEntry('absent', 80)).toEqual({
      ok: false,
      message: 'Type a number, AB (absent) or ML (medical leave).',
    })
    expect(parseMarkEntry('4 5', 80).ok).toBe(false)
  })

  it('write back what was typed', () => {
    expect(formatTenths(425)).toBe('42.5')
    expect(formatTenths(400)).toBe('40')
    expect(markText({ tenths: null, code: 'AB' })).toBe('AB')
    expect(markText({ tenths: null, code: null })).toBe('')
  })
})

describe('pasted cells', () => {
  it('split an Excel column copied with CRLF and its last line end', () => {
    expect(parsePastedCells('45\r\n52\r\nAB\r\n')).toEqual([['45'], ['52'], ['AB']])
  })

  it('split a Google Sheets block with tabs and LF', () => {
    expect(parsePastedCells('45\t18\n52\t17')).toEqual([
      ['45', '18'],
      ['52', '17'],
    ])
  })

  it('keep empty cells in place and trim spaces', () => {
    expect(parsePastedCells('45\t\t18\n\t17\n')).toEqual([
      ['45', '', '18'],
      ['', '17'],
    ])
    expect(parsePastedCells(' 45 \n')).toEqual([['45']])
    expect(parsePastedCells('\n\n')).toEqual([[''], ['']])
  })

  it('read quoted cells holding a tab, a line break or a quote', () => {
    expect(parsePastedCells('"4\t5"\t"a ""b"""\n"x\ny"\t1')).toEqual([
      ['4\t5', 'a "b"'],
      ['x\ny', '1'],
    ])
  })

  it('give one cell for a single copied value', () => {
    expect(parsePastedCells('67')).toEqual([['67']])
    expect(parsePastedCells('')).toEqual([])
  })
})
