import { definePlugin } from 'nitro'
import { onlinePayments } from '#app-config'
import { systemNow } from '../clock'
import { getEnv } from '../env'
import { paymentGatewayFromEnv } from '../payments/gateway'

// Settles online payments whose webhook and browser return never arrived (payments/reconcile.ts): shortly after
// start-up, then every few minutes (app.config.ts). A lease row keeps it to one instance at a time; the timers are
// unref'd so they never keep a stopping server alive; a failed run is one log line, never a crash.
export default definePlugin(() => {
  try {
    getEnv()
  } catch {
    return // check-env.ts has already said what is wrong.
  }
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const [{ getDb }, { reconcilePayments }] = await Promise.all([import('../db'), import('../payments/reconcile')])
      await reconcilePayments({ db: getDb(), now: systemNow, gateway: paymentGatewayFromEnv })
    } catch (error) {
      console.error(`[payment-reconciler] failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      running = false
    }
  }
  setTimeout(() => void run(), 10_000).unref()
  setInterval(() => void run(), onlinePayments.reconcileEveryMinutes * 60_000).unref()
})
