// Every CSV export goes through src/shared/csv.ts, which defuses cells a spreadsheet would run as
// formulas (=, +, -, @, tab, CR at the start), also in the parts a `;`-separated locale splits a cell into.
import { describe, expect, it } from 'vitest'
import { parseCsv, safeCell, toCsv } from '~/shared/csv'

describe('safeCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3+cmd|" /C calc"!A0', `'-2+3+cmd|" /C calc"!A0`],
    ['@SUM(1+1)*cmd|" /C calc"!A0', `'@SUM(1+1)*cmd|" /C calc"!A0`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('prefixes %j', (cell, expected) => {
    expect(safeCell(cell)).toBe(expected)
  })

  it('leaves text, empty cells and plain signed numbers (phones, amounts) as they are', () => {
    expect(safeCell('Asha Sumi')).toBe('Asha Sumi')
    expect(safeCell('')).toBe('')
    expect(safeCell(null)).toBe('')
    expect(safeCell(undefined)).toBe('')
    expect(safeCell('+91 94361 22810')).toBe('+91 94361 22810')
    expect(safeCell('-1500.00')).toBe('-1500.00')
    expect(safeCell('a=b')).toBe('a=b')
  })

  it('defuses each part a `;`-separated locale would split the cell into', () => {
    expect(safeCell('Asha;=HYPERLINK("http://evil.example")')).toBe(`Asha;'=HYPERLINK("http://evil.example")`)
    expect(safeCell('=1;+2;@x;ok;-3;+A1')).toBe(`'=1;+2;'@x;ok;-3;'+A1`)
  })
})

describe('toCsv', () => {
  it('writes defused cells with RFC 4180 quoting and CRLF line ends, and reads back the same text', () => {
    const csv = toCsv([
      ['Name', 'Note'],
      ['=cmd|"/C calc"!A0', 'line one\nline two, with a comma'],
      ['Bendang;@SUM(A1)', '+91 94361 22810'],
    ])
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.split('\r\n')[0]).toBe('Name,Note')
    expect(parseCsv(csv)).toEqual([
      ['Name', 'Note'],
      [`'=cmd|"/C calc"!A0`, 'line one\nline two, with a comma'],
      [`Bendang;'@SUM(A1)`, '+91 94361 22810'],
    ])
    // No cell in the file starts a formula.
    for (const row of parseCsv(csv))
      for (const cell of row)
        for (const part of cell.split(';')) expect(part).not.toMatch(/^[=@\t\r]|^[+-](?![\d\s().-]*$)/)
  })
})
