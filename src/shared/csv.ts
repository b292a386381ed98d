// CSV for exports made in the browser or on the server: RFC 4180 quoting, CRLF line ends.

// OWASP "CSV injection": a cell starting with one of these would run as a spreadsheet formula.
const formulaStart = /^[=+\-@\t\r]/

function escapeField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(escapeField).join(',')).join('\r\n') + '\r\n'
}
