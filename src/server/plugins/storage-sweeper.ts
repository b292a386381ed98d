import { definePlugin } from 'nitro'
import { systemNow } from '../clock'
import { getEnv } from '../env'
import { sweepPolicy, sweepStorage } from '../storage/sweep'

// Removes what interrupted uploads leave behind (storage/sweep.ts): once shortly after start-up, then hourly.
// The timer is unref'd so it never keeps a stopping server alive; a failed sweep is one log line, never a crash.
export default definePlugin(() => {
  let running = false
  const sweep = async () => {
    if (running) return
    running = true
    try {
      const { getDb } = await import('../db')
      await sweepStorage({ db: getDb(), filesDir: getEnv().FILES_DIR, now: systemNow })
    } catch (error) {
      console.error(`[storage-sweep] failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      running = false
    }
  }
  setTimeout(() => void sweep(), 5_000).unref()
  setInterval(() => void sweep(), sweepPolicy.everyMs).unref()
})
