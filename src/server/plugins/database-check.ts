import { definePlugin } from 'nitro'
import { getDb } from '../db'
import { getEnv } from '../env'
import { pendingMigrations, unmigratedMessage, describeDatabase } from '../migrations-check'

// At boot: the database must answer and have every migration of this build, or the server stops with one line.
// Requests that arrive during the check (a few milliseconds) wait for it.
export default definePlugin((nitroApp) => {
  let env: ReturnType<typeof getEnv>
  try {
    env = getEnv()
  } catch {
    return // check-env.ts has already said what is wrong.
  }
  const refuse = (line: string) => {
    console.error(line)
    // In `vite dev` the message is enough; `npm run dev` keeps serving so the developer can migrate.
    if (!import.meta.env.DEV) process.exit(1)
  }
  const ready = pendingMigrations(getDb(), env.databaseKind).then(
    (pending) => {
      if (pending.length > 0) refuse(unmigratedMessage(env.DATABASE_URL, pending))
    },
    (error: unknown) =>
      refuse(
        `The database ${describeDatabase(env.DATABASE_URL)} does not answer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      ),
  )
  let checked = false
  void ready.then(() => (checked = true))
  const fetch = nitroApp.fetch
  nitroApp.fetch = (...args: Parameters<typeof fetch>) => (checked ? fetch(...args) : ready.then(() => fetch(...args)))
})
