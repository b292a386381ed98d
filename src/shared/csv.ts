// CSV in and out, browser or server, through papaparse: RFC 4180 quoting, CRLF line ends, and cells defused
// against spreadsheet formulas (OWASP "CSV injection").
import Papa from 'papaparse'

// A cell starting with one of these would run as a formula. A signed number or phone number ("+91 94361 00472",
// "-5") cannot call anything, so it stays readable.
const formulaStart = /^[=+\-@\t\r]/
const plainNumber = /^[+-][\d\s().-]*$/

function defused(part: string): string {
  return formulaStart.test(part) && !plainNumber.test(part) ? `'${part}` : part
}

/**
 * The cell as written to a file: a leading apostrophe when a spreadsheet would run it as a formula. Spreadsheets in
 * locales whose list separator is `;` split an unquoted cell at each `;` and read every part as a cell of its own,
 * so each part is defused too ("Asha;=HYPERLINK(...)" becomes "Asha;'=HYPERLINK(...)").
 */
export function safeCell(value: string | null | undefined): string {
  return (value ?? '').split(';').map(defused).join(';')
}

/** Rows of cells as CSV text, every row ending in CRLF. */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  if (rows.length === 0) return ''
  return `${Papa.unparse(
    rows.map((row) => row.map(safeCell)),
    { newline: '\r\n' },
  )}\r\n`
}

/** Rows of fields; a byte-order mark and blank lines are skipped. CRLF, LF and CR may be mixed in one file. */
export function parseCsv(text: string): string[][] {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  return Papa.parse<string[]>(lines, { newline: '\n', skipEmptyLines: 'greedy' }).data
}

export type CsvTable = {
  /** Header names, normalized: trimmed, lower-case, spaces and dashes as underscores. */
  columns: string[]
  records: Record<string, string>[]
}

export function normalizeColumn(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

/** The first row names the columns; every later row becomes a record keyed by them, values trimmed. */
export function csvToRecords(text: string): CsvTable {
  const [header, ...body] = parseCsv(text)
  if (!header) return { columns: [], records: [] }
  const columns = header.map(normalizeColumn)
  const records = body.map((fields) =>
    Object.fromEntries(columns.map((column, index) => [column, (fields[index] ?? '').trim()])),
  )
  return { columns, records }
}
