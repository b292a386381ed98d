import { definePlugin } from 'nitro'
import { randomUUID } from 'node:crypto'
import { systemNow } from '../clock'
import { getEnv } from '../env'

// Sends the outbox's queued messages (messaging/worker.ts) every few seconds, never inside a request. A lease row
// keeps the pacing to one instance at a time, taken only when something is due (each row is also taken by one conditional update, so even two
// holders could not send it twice); the timer is unref'd; a failed run is one log line, never a crash.
const everyMs = 5_000
export default definePlugin(() => {
  try {
    getEnv()
  } catch {
    return // check-env.ts has already said what is wrong.
  }
  const holder = randomUUID()
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const [{ getDb }, { takeLease }, { drainMessages, hasWork }, { sendersFromEnv }, links, info] = await Promise.all(
        [
          import('../db'),
          import('../job-lease'),
          import('../messaging/worker'),
          import('../messaging/senders'),
          import('../auth/password-links'),
          import('../auth/request-info'),
        ],
      )
      const deps = { db: getDb(), now: systemNow }
      // Nothing due: no lease taken, nothing written (an idle site's database stays untouched).
      if (!(await hasWork(deps))) return
      if (!(await takeLease(deps, 'message-worker', holder, 60_000))) return
      // A password e-mail's link is made as it is sent, never stored.
      const reveal = links.passwordLinkRevealer({ ...deps, origin: info.configuredAppOrigin() })
      await drainMessages({ ...deps, senders: sendersFromEnv(), reveal }, { limit: 500 })
    } catch (error) {
      console.error(`[message-worker] failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      running = false
    }
  }
  setInterval(() => void run(), everyMs).unref()
})
