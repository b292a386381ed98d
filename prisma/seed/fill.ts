/**
 * The demo fills a table only while it is empty, so a re-run keeps what is there. Each call logs what it did and adds
 * the table to `seeded` when it filled it.
 */
export function tableFiller(log: (line: string) => void, seeded: string[]) {
  return async (table: string, count: () => Promise<number>, fill: () => Promise<unknown[]>) => {
    if ((await count()) > 0) return log(`  ${table}: already has rows, left as it is`)
    const rows = await fill()
    log(`  ${table}: ${rows.length} added`)
    seeded.push(table)
  }
}
