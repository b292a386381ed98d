// Marks as teachers type them: a number with at most one decimal (stored as tenths, so 42.5 is 425), AB for absent
// or ML for medical leave; and cells pasted from a spreadsheet. Plain functions: the marks grid checks each value
// as it is typed, and the server checks the same way before it writes.

export const markComponents = ['theory', 'practical', 'internal'] as const
export type MarkComponent = (typeof markComponents)[number]
export const componentLabels: Record<MarkComponent, string> = {
  theory: 'Theory',
  practical: 'Practical',
  internal: 'Internal',
}

/** Absent from the paper, or away on medical leave (excused: left out of the subject's maximum). */
const markCodes = ['AB', 'ML'] as const
export type MarkCode = (typeof markCodes)[number]

/** A cell's stored value: marks in tenths, a code, or nothing yet. */
export type MarkValue = { tenths: number; code: null } | { tenths: null; code: MarkCode } | { tenths: null; code: null }

export type MarkEntry = { ok: true; value: MarkValue } | { ok: false; message: string }

export const markEntryHint = 'A number, AB (absent) or ML (medical leave)'

/** Reads a typed value against the component's maximum (whole marks); blank clears the cell. */
export function parseMarkEntry(text: string, maxMarks: number): MarkEntry {
  const value = text.trim().toUpperCase()
  if (value === '') return { ok: true, value: { tenths: null, code: null } }
  if (value === 'AB' || value === 'ML') return { ok: true, value: { tenths: null, code: value } }
  if (/^-\s*\d/.test(value)) return { ok: false, message: 'Marks cannot be negative.' }
  const match = /^(\d{1,4})(?:[.,](\d+))?$/.exec(value)
  if (!match) return { ok: false, message: 'Type a number, AB (absent) or ML (medical leave).' }
  if ((match[2] ?? '').replace(/0+$/, '').length > 1)
    return { ok: false, message: 'Use at most one decimal place, e.g. 42.5.' }
  const tenths = Number(match[1]) * 10 + Number((match[2] ?? '0').slice(0, 1))
  if (tenths > maxMarks * 10) return { ok: false, message: `Marks cannot be more than ${maxMarks} (the maximum).` }
  return { ok: true, value: { tenths, code: null } }
}

/** 425 -> "42.5", 400 -> "40". */
export function formatTenths(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1)
}

/** What a cell shows and its input starts with: "42.5", "AB", "ML" or "". */
export function markText(value: { tenths: number | null; code: string | null }): string {
  if (value.code) return value.code
  return value.tenths === null ? '' : formatTenths(value.tenths)
}

/**
 * Cells copied from Excel or Google Sheets: rows end with a line break (CRLF, LF or CR), cells are separated by tabs;
 * a cell holding a line break or a tab arrives in double quotes. The last line break is the copy's own, not an empty row.
 */
export function parsePastedCells(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let atCellStart = true
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
      continue
    }
    if (char === '"' && atCellStart) {
      quoted = true
      atCellStart = false
    } else if (char === '\t') {
      row.push(cell)
      cell = ''
      atCellStart = true
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      atCellStart = true
    } else {
      cell += char
      atCellStart = false
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows.map((cells) => cells.map((value) => value.trim()))
}
