// Server-only: the reconciler. A webhook can be lost and a parent can close the tab before the return; so at
// start-up and every few minutes (plugins/payment-reconciler.ts) one instance asks the gateway about our orders
// still open some minutes after they started (and, for a day, about those that failed or expired: a parent may pay
// them later), records what it captured through the same idempotent path as the webhook and the browser's return,
// and marks an order expired once its time is up with nothing captured. One run at a time across instances, held by
// a lease row (job-lease.ts); "now" is the injected clock. It also completes refunds left pending (refunds.ts), and
// applies webhook events stored but still not applied a short while after they came (webhook.ts: the process that
// stored them stopped before its queue got to them).
import { randomUUID } from 'node:crypto'
import { onlinePayments } from '#app-config'
import { releaseLease, takeLease } from '~/server/job-lease'
import { logLine } from '~/server/request-log'
import type { PaymentDeps } from './orders'
import { GatewayError, paymentsOf } from './razorpay'
import { recordOnlinePayment } from './record'
import { resumePendingRefunds } from './refunds'
import { applyStoredEvent, pendingOutcomes } from './webhook'

export const reconcileLease = 'payments.reconcile'
const minute = 60_000

export type ReconcileOptions = {
  afterMs?: number
  lookbackMs?: number
  /** At most this many orders per run (oldest first); the next run takes the rest. */
  limit?: number
  /** How long a run may hold the lease before another instance may take it over. */
  leaseMs?: number
  /** A stored webhook event still pending this long after it came is applied here. */
  pendingEventsAfterMs?: number
}

export type ReconcileResult =
  | { ran: false; reason: 'no-gateway' | 'idle' | 'busy' }
  | {
      ran: true
      checked: number
      recorded: number
      expired: number
      review: number
      failedLookups: number
      refundsResumed: number
      eventsApplied: number
    }

function cutoffs(at: number, options: ReconcileOptions) {
  return {
    /** Orders started before this are old enough to ask the gateway about (and refunds to resume). */
    settled: new Date(at - (options.afterMs ?? onlinePayments.reconcileAfterMinutes * minute)),
    /** Failed and expired orders are still asked about when started after this (a parent may pay them later). */
    since: new Date(at - (options.lookbackMs ?? onlinePayments.reconcileLookbackHours * 60 * minute)),
    /** Webhook events stored before this and still pending are applied here. */
    stale: new Date(at - (options.pendingEventsAfterMs ?? onlinePayments.applyPendingEventsAfterMinutes * minute)),
  }
}

const openOrders = (settled: Date, since: Date) => ({
  gatewayPaymentId: null,
  createdAt: { lte: settled },
  OR: [{ status: 'created' }, { status: { in: ['failed', 'expired'] }, createdAt: { gte: since } }],
})

const staleEvents = (stale: Date) => ({ outcome: { in: pendingOutcomes }, receivedAt: { lte: stale } })

/** Whether a run would do anything: an open order old enough to ask about, a stale webhook event, a pending refund. */
export async function hasWork(deps: Pick<PaymentDeps, 'db' | 'now'>, options: ReconcileOptions = {}) {
  const { db, now } = deps
  const { settled, since, stale } = cutoffs(now().getTime(), options)
  const found = await Promise.all([
    db.paymentOrder.findFirst({ where: openOrders(settled, since), select: { id: true } }),
    db.paymentEvent.findFirst({ where: staleEvents(stale), select: { eventId: true } }),
    db.paymentRefund.findFirst({ where: { status: 'pending', createdAt: { lte: settled } }, select: { id: true } }),
  ])
  return found.some((row) => row !== null)
}

export async function reconcilePayments(deps: PaymentDeps, options: ReconcileOptions = {}): Promise<ReconcileResult> {
  const config = deps.gateway()
  if (!config) return { ran: false, reason: 'no-gateway' }
  // Read first: an idle run writes nothing (taking the lease is a write, and on SQLite any write to the file drops
  // the public page cache).
  if (!(await hasWork(deps, options))) return { ran: false, reason: 'idle' }
  const holder = randomUUID()
  const leaseMs = options.leaseMs ?? 10 * minute
  if (!(await takeLease(deps, reconcileLease, holder, leaseMs))) return { ran: false, reason: 'busy' }
  try {
    const { db, now } = deps
    const at = now().getTime()
    const { settled, since, stale } = cutoffs(at, options)
    const orders = await db.paymentOrder.findMany({
      where: openOrders(settled, since),
      select: { id: true, status: true, gatewayOrderId: true, expiresAt: true, createdAt: true },
      orderBy: { createdAt: 'asc' },
      take: options.limit ?? 200,
    })
    const result = {
      ran: true as const,
      checked: 0,
      recorded: 0,
      expired: 0,
      review: 0,
      failedLookups: 0,
      refundsResumed: 0,
      eventsApplied: 0,
    }
    // First the webhook events a stopped process stored and never applied, oldest first.
    const pendingEvents = await db.paymentEvent.findMany({
      where: staleEvents(stale),
      select: { eventId: true },
      orderBy: { receivedAt: 'asc' },
      take: options.limit ?? 200,
    })
    for (const event of pendingEvents) if (await applyStoredEvent(deps, event.eventId)) result.eventsApplied += 1
    for (const order of orders) {
      const timeUp = order.expiresAt.getTime() <= now().getTime()
      const expire = async () => {
        const { count } = await db.paymentOrder.updateMany({
          where: { id: order.id, status: 'created', gatewayPaymentId: null },
          data: { status: 'expired' },
        })
        result.expired += count
      }
      if (!order.gatewayOrderId) {
        // The gateway never gave it an order: nobody can have paid it.
        if (order.status === 'created' && timeUp) await expire()
        continue
      }
      let payments
      try {
        result.checked += 1
        payments = await paymentsOf(config, order.gatewayOrderId)
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        result.failedLookups += 1
        logLine('warn', 'payment reconciler: the gateway did not answer', { orderId: order.id, error: error.message })
        continue
      }
      const captured = payments.filter((p) => p.status === 'captured' && p.order_id === order.gatewayOrderId)
      for (const payment of captured) {
        const outcome = await recordOnlinePayment(deps, payment)
        if (outcome.outcome === 'recorded') result.recorded += 1
        if (outcome.outcome === 'review') {
          result.review += 1
          logLine('warn', 'payment kept for review', { paymentId: payment.id, note: outcome.note })
        }
      }
      // A payment still being authorised keeps the order open, for a day at most.
      const pending = payments.some((p) => p.status === 'created' || p.status === 'authorized')
      if (captured.length === 0 && timeUp && (!pending || order.createdAt < since)) await expire()
    }
    // A refund whose run was cut short after it was written: asked again with its own idempotency key.
    result.refundsResumed = await resumePendingRefunds(deps, settled)
    const done = result.recorded + result.expired + result.review + result.failedLookups + result.refundsResumed
    if (done + result.eventsApplied > 0) logLine('info', 'payment reconciler', { ...result })
    return result
  } finally {
    await releaseLease(deps, reconcileLease, holder)
  }
}
