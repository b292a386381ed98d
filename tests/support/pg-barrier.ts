// A barrier for PostgreSQL race tests: another connection locks the contended row, the racing requests are fired,
// and the lock is let go only once the database itself shows them waiting behind it together. Their transactions
// are then known to overlap, whatever the machine's load or the pool's timing.
import pg from 'pg'

export type RowBarrier = {
  /** How many sessions wait behind the lock, once at least `least` do (gives up after about 30 s and says so). */
  waitForWaiters(least: number): Promise<number>
  /** Ends the lock: every waiting session goes on at once. */
  release(): Promise<void>
}

/** Locks the row of `table` whose `column` is `value`, in the schema of `databaseUrl` (its ?schema=). */
export async function holdRow(databaseUrl: string, table: string, column: string, value: string): Promise<RowBarrier> {
  const url = new URL(databaseUrl)
  const schema = url.searchParams.get('schema') ?? 'public'
  url.searchParams.delete('schema')
  const locker = new pg.Client({ connectionString: url.toString() })
  await locker.connect()
  await locker.query('BEGIN')
  const locked = await locker.query(`SELECT 1 FROM "${schema}"."${table}" WHERE "${column}" = $1 FOR UPDATE`, [value])
  if (locked.rowCount !== 1) throw new Error(`holdRow: no row of ${table} has ${column} = ${value}`)
  const { pid } = (await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
  return {
    async waitForWaiters(least) {
      let waiting = 0
      for (let attempt = 0; attempt < 600 && waiting < least; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50))
        // Inside a transaction pg_stat_activity is a snapshot taken at its first read: take a fresh one each time.
        await locker.query('SELECT pg_stat_clear_snapshot()')
        // Directly behind the lock, or behind a session that is (row-lock waiters queue behind the first one).
        const { rows } = await locker.query<{ n: string }>(
          `WITH RECURSIVE waiters(pid) AS (
             SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))
             UNION SELECT a.pid FROM pg_stat_activity a JOIN waiters w ON w.pid = ANY(pg_blocking_pids(a.pid))
           ) SELECT count(*) AS n FROM waiters`,
          [pid],
        )
        waiting = Number(rows[0]!.n)
      }
      return waiting
    },
    async release() {
      await locker.query('ROLLBACK')
      await locker.end()
    },
  }
}
