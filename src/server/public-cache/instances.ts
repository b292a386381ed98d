// Server-only: several instances over one PostgreSQL database. A write on one instance bumps its
// own public content version and sends a NOTIFY; every instance LISTENs and drops its cached pages when another one
// wrote, within milliseconds. While the LISTEN connection is down an instance cannot know, so it serves every page
// fresh until it is back (and drops what it had). SQLite is one process: nothing to tell.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { bumpPublicContentVersion, setPublicCacheSuspended, setPublicContentBroadcast } from './versions'

/** One channel per schema, so test databases (a schema each) on one server do not hear each other. */
function invalidationChannel(schema: string | undefined): string {
  return `public_pages_${(schema ?? 'public').replace(/[^A-Za-z0-9_]/g, '_')}`.slice(0, 63).toLowerCase()
}

type PostgresInvalidation = { stop: () => Promise<void> }

export function startPostgresInvalidation({
  connectionString,
  schema,
  log = console.error,
}: {
  connectionString: string
  schema: string | undefined
  log?: (line: string) => void
}): PostgresInvalidation {
  const channel = invalidationChannel(schema)
  const instance = randomUUID()
  const sender = new pg.Pool({ connectionString, max: 1, idleTimeoutMillis: 10_000 })
  sender.on('error', () => {})
  let listener: pg.Client | null = null
  let stopped = false
  let retry: ReturnType<typeof setTimeout> | undefined

  setPublicCacheSuspended(true)
  setPublicContentBroadcast((reason) => {
    sender.query('SELECT pg_notify($1, $2)', [channel, `${instance} ${reason}`]).catch((error: unknown) => {
      log(`[public-cache] NOTIFY failed: ${error instanceof Error ? error.message : String(error)}`)
    })
  })

  const connect = async () => {
    const client = new pg.Client({ connectionString })
    const lost = () => {
      if (listener !== client) return
      listener = null
      setPublicCacheSuspended(true)
      void client.end().catch(() => {})
      if (!stopped) retry = setTimeout(() => void connect(), 1_000)
    }
    client.on('error', lost)
    client.on('end', lost)
    client.on('notification', (message) => {
      if (!message.payload?.startsWith(`${instance} `)) bumpPublicContentVersion()
    })
    try {
      listener = client
      await client.connect()
      await client.query(`LISTEN ${channel}`)
      if (stopped) return void client.end()
      // Whatever was cached before (or while deaf) may predate another instance's write.
      bumpPublicContentVersion()
      setPublicCacheSuspended(false)
    } catch (error) {
      log(
        `[public-cache] LISTEN failed, pages render fresh until it works: ${error instanceof Error ? error.message : String(error)}`,
      )
      lost()
    }
  }
  void connect()

  return {
    async stop() {
      stopped = true
      clearTimeout(retry)
      setPublicContentBroadcast(undefined)
      const client = listener
      listener = null
      await Promise.allSettled([client?.end(), sender.end()])
    },
  }
}
