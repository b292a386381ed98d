import { definePlugin } from 'nitro'
import { EnvError, getEnv } from '../env'

// Nitro runs plugins once at boot, before it listens: a bad variable stops the production server here
// with one line naming it, instead of failing on the first request that touches the database.
export default definePlugin(() => {
  // The built server is production unless told otherwise (tRPC, for one, adds stack traces to errors outside it).
  if (!import.meta.env.DEV) process.env.NODE_ENV ??= 'production'
  try {
    getEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    // In `vite dev` this runs in a worker that nitro restarts on exit; `npm run dev` checked before starting.
    if (!import.meta.env.DEV) process.exit(1)
  }
})
