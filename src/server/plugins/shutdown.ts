import { definePlugin } from 'nitro'
import { resetMailSettled } from '../auth/password-links'
import { closeDb } from '../db'
import { createGracefulShutdown } from '../shutdown'

// SIGTERM/SIGINT: drain the requests in flight, close the database pool and exit within 10 s (server/shutdown.ts).
// Without this the process outlived its listener: srvx closed the server, then pending timers kept it running.
export default definePlugin((nitroApp) => {
  if (import.meta.env.DEV) return
  const shutdown = createGracefulShutdown({
    // Reset e-mails still being sent after their answer finish before the database closes.
    closeResources: () => resetMailSettled().then(closeDb),
    exit: (code) => process.exit(code),
    log: (line) => console.log(line),
  })
  nitroApp.fetch = shutdown.wrap(nitroApp.fetch)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown.stop(signal))
})
