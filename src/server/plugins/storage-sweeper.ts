import { definePlugin } from 'nitro'
import { systemNow } from '../clock'
import { getEnv } from '../env'
import { sweepPolicy, sweepStorage } from '../storage/sweep'

// Removes what interrupted uploads leave behind (storage/sweep.ts): once shortly after start-up, then hourly.
// The timer is unref'd so it never keeps a stopping server alive; a failed sweep is one log line, never a crash.
export default definePlugin(() => {
  // Ages compare the clock with the disk's file times; a clock moved by TEST_NOW (browser tests) would make a
  // file uploaded a second ago look days old, so the sweeper stays off there.
  if (process.env.TEST_NOW?.trim()) {
    console.log('[storage-sweep] off while TEST_NOW moves the clock')
    return
  }
  // Under `npm start`'s one process per core, the first process sweeps for all of them.
  if ((process.env.SERVER_PROCESS_INDEX ?? '0') !== '0') return
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
