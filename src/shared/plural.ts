/** "1 receipt", "9 receipts", "2 students are": a count with its noun in the right number (Indian grouping). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`
}
