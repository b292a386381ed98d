// CSV for the student import and the password download (RFC 4180: quoted fields, doubled quotes, CRLF or LF).

/** Rows of fields; blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const input = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') {
        quoted = false
      } else {
        field += char
      }
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((fields) => fields.some((value) => value.trim() !== ''))
}

export type CsvTable = {
  /** Header names, normalized: trimmed, lower-case, spaces and dashes as underscores. */
  columns: string[]
  records: Record<string, string>[]
}

export function normalizeColumn(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, '_')
}

/** The first row names the columns; every later row becomes a record keyed by them. */
export function csvToRecords(text: string): CsvTable {
  const [header, ...body] = parseCsv(text)
  if (!header) return { columns: [], records: [] }
  const columns = header.map(normalizeColumn)
  const records = body.map((fields) => Object.fromEntries(columns.map((column, index) => [column, (fields[index] ?? '').trim()])))
  return { columns, records }
}

export { toCsv } from '~/shared/csv'
