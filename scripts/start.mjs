#!/usr/bin/env node
// `npm start`: serves the production build (.output/) on PORT.
//
// On PostgreSQL it runs one server process per core on that one port (Node's cluster module): the first process
// only hands out connections and restarts a server that dies; `WEB_CONCURRENCY` sets how many (default: the cores).
// Every instance-wide state already lives in PostgreSQL (sessions, rate limits, the page cache's invalidation by
// NOTIFY; docs/deploying.md), so the processes behave as one server. On SQLite the site stays one process: the file
// is written by one server, and WEB_CONCURRENCY above 1 is refused with one line saying so.
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// SERVER_BUILD_DIR: another copy of the build (the tests start one taken while others rebuild .output).
const buildDir = process.env.SERVER_BUILD_DIR || join(dirname(fileURLToPath(import.meta.url)), '..', '.output')
const serverEntry = join(buildDir, 'server', 'index.mjs')

/** How many server processes: WEB_CONCURRENCY, else one per core on PostgreSQL and one on SQLite. */
export function serverProcesses(env = process.env, cores = availableParallelism()) {
  const onPostgres = /^postgres(ql)?:/.test(env.DATABASE_URL?.trim() ?? '')
  const raw = env.WEB_CONCURRENCY?.trim()
  if (!raw) return { count: onPostgres ? cores : 1, note: null }
  const asked = Number(raw)
  if (!Number.isInteger(asked) || asked < 1 || asked > 64)
    return { count: 1, note: `WEB_CONCURRENCY=${raw} is not a whole number from 1 to 64: serving with one process` }
  if (asked > 1 && !onPostgres)
    return { count: 1, note: `WEB_CONCURRENCY=${raw} ignored: a SQLite site is served by one process` }
  return { count: asked, note: null }
}

/** Restarts a server that dies, but gives up (exit 1) when they keep dying: the supervisor should see that. */
const restartWindowMs = 60_000
const restartsPerWindow = 5

function runPrimary(count) {
  let stopping = false
  const deaths = []
  const fork = (index) =>
    cluster.fork({ SERVER_PROCESS_INDEX: String(index) }).on('exit', (code, signal) => {
      if (stopping) return
      const now = Date.now()
      deaths.push(now)
      while (deaths.length > 0 && deaths[0] < now - restartWindowMs) deaths.shift()
      console.error(`[cluster] server process ${index} exited (${signal ?? `code ${code}`}); starting it again`)
      if (deaths.length > restartsPerWindow) {
        console.error(`[cluster] ${deaths.length} exits within a minute: stopping`)
        stop('restart loop', 1)
        return
      }
      setTimeout(() => fork(index), 500)
    })
  const stop = (reason, code = 0) => {
    if (stopping) return
    stopping = true
    console.log(`[cluster] ${reason}: stopping ${Object.keys(cluster.workers ?? {}).length} server process(es)`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    const exitWhenDone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code)
    }
    cluster.on('exit', exitWhenDone)
    exitWhenDone()
    // Each server drains within 10 s (src/server/shutdown.ts); this is the backstop.
    setTimeout(() => process.exit(code || 1), 15_000).unref()
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal))
  console.log(`[cluster] ${count} server processes on one port`)
  for (let index = 0; index < count; index++) fork(index)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { count, note } = serverProcesses()
  if (note) console.log(`[cluster] ${note}`)
  if (count > 1 && cluster.isPrimary) runPrimary(count)
  else await import(pathToFileURL(serverEntry).href)
}
