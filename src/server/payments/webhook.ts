// Server-only: POST /api/payments/razorpay/webhook. The signature over the raw body is checked first (an empty
// secret refuses everything), the event is stored pending (unique on its event id: a replay finds it there), the
// gateway is answered at once, and only then is the event applied: by a small in-process queue that applies stored
// events one after another, never inside the request. A crash between storing and applying loses nothing: the
// reconciler (reconcile.ts) applies events still pending after a short while.
// It reads no cookie and needs no same-site check: only the signature lets a request in. Before anything else, each
// source address takes a slot of its own rate limit (429 beyond it); the built-in demo gateway's deliveries, made
// in-process with no address, count against a budget of their own, so demo payments can never use up the slots of
// real deliveries (nor real ones the demo's). The body is read up to 64 KB (413 beyond); neither secret nor
// signature is ever logged.
import { createHash } from 'node:crypto'
import { onlinePayments } from '#app-config'
import { addressOrUnknown } from '~/server/auth/rate-limit'
import { declaresMoreThan, readBodyWithin } from '~/server/body-limit'
import type { PrismaClient } from '~/server/db'
import type { FeeDeps } from '~/server/fees/common'
import { logLine } from '~/server/request-log'
import { plainText } from '~/server/route-handlers'
import { recordOnlinePayment } from './record'
import { storeEventTogether, takeSlotTogether } from './webhook-batch'
import { verifyWebhookSignature, type GatewayConfig, type GatewayPayment } from './razorpay'

export const webhookBodyLimit = 64 * 1024

type WebhookDeps = FeeDeps & {
  db: PrismaClient
  gateway: () => GatewayConfig | null
  /** The delivering client's address (TRUST_PROXY decides whether X-Forwarded-For is believed). */
  clientAddress?: string | null
  /** Set by the demo gateway's checkout, which delivers its webhooks in-process. */
  source?: 'demo-checkout'
}

export const webhookRateLimit = (deps: Pick<WebhookDeps, 'clientAddress' | 'source'>) => ({
  key:
    deps.source === 'demo-checkout'
      ? 'payment-webhook:demo-checkout'
      : `payment-webhook:address:${addressOrUnknown(deps.clientAddress ?? null)}`,
  limit: onlinePayments.webhooksPerMinutePerAddress,
  windowMs: 60_000,
})

type WebhookBody = {
  event?: unknown
  payload?: {
    payment?: { entity?: GatewayPayment }
    order?: { entity?: { id?: string } }
    qr_code?: { entity?: { id?: string } }
  }
}

/**
 * The payment an event is about, with the id of our order of it: a QR payment belongs to no order, so its
 * qr_code.credited event names the QR code, whose id our order of a counter QR stores.
 */
function paymentOf(body: WebhookBody): GatewayPayment | null {
  const payment = body.payload?.payment?.entity ?? null
  const qrCodeId = body.payload?.qr_code?.entity?.id
  if (payment && !payment.order_id && typeof qrCodeId === 'string') return { ...payment, order_id: qrCodeId }
  return payment
}

export async function handleRazorpayWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  answering += 1
  try {
    return await receiveWebhook(request, deps)
  } finally {
    answering -= 1
  }
}

async function receiveWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  const secret = deps.gateway()?.webhookSecret ?? ''
  if (!secret) return plainText(503, 'Online payments are not configured')
  const slot = await takeSlotTogether(deps.db, { limit: webhookRateLimit(deps), now: deps.now() })
  if (!slot.allowed) {
    const wait = Math.max(1, Math.ceil((slot.expiresAt.getTime() - deps.now().getTime()) / 1000))
    return plainText(429, 'Too many requests', { 'Retry-After': String(wait) })
  }
  // A declared length above the limit is refused unread; a streamed body is cut off as soon as it passes it.
  if (declaresMoreThan(request, webhookBodyLimit)) return plainText(413, 'Too large')
  const raw = await readBodyWithin(request, webhookBodyLimit)
  if (raw === 'too-large') return plainText(413, 'Too large')
  const signature = request.headers.get('x-razorpay-signature') ?? ''
  if (!verifyWebhookSignature(secret, raw, signature)) {
    logLine('warn', 'payment webhook refused: bad signature', { bytes: raw.byteLength })
    return plainText(400, 'Bad signature')
  }
  const text = new TextDecoder().decode(raw)
  let body: WebhookBody
  try {
    body = JSON.parse(text) as WebhookBody
  } catch {
    return plainText(400, 'Not JSON')
  }
  const eventId = (
    request.headers.get('x-razorpay-event-id')?.trim() || `sha256:${createHash('sha256').update(raw).digest('hex')}`
  ).slice(0, 120)
  const type = typeof body.event === 'string' ? body.event.slice(0, 80) : 'unknown'
  const payment = paymentOf(body)
  const gatewayOrderId = payment?.order_id ?? body.payload?.order?.entity?.id ?? null
  const { db, now } = deps
  const stored = await storeEventTogether(db, {
    eventId,
    outcome: 'pending',
    type,
    gatewayOrderId,
    gatewayPaymentId: payment?.id ?? null,
    payload: text,
    receivedAt: now(),
  })
  if (!stored.stored) {
    // A replay: the first delivery stored it. Queue it again only while it is still pending (the queue takes each
    // event once at a time, and applying is idempotent, so a race with the reconciler does no harm).
    if (pendingOutcomes.includes(stored.outcome)) queueEventApply(deps, eventId)
    return plainText(200, 'Already received')
  }
  queueEventApply(deps, eventId)
  return plainText(200, 'OK')
}

/** A stored event not applied yet ('received' is how events stored before the queue existed were left). */
export const pendingOutcomes = ['pending', 'received']

type QueuedEvent = { deps: FeeDeps; eventId: string }
const queue: QueuedEvent[] = []
const queued = new Set<string>()
let draining: Promise<void> | null = null
/** Deliveries being answered now: the queue lets them write first (a burst is answered, then applied). */
let answering = 0
const answersFirstForMs = 2_000

/** Applies the stored event after the current request has been answered, one event after another. */
function queueEventApply(deps: FeeDeps, eventId: string) {
  if (queued.has(eventId)) return
  queued.add(eventId)
  queue.push({ deps, eventId })
  draining ??= drain().finally(() => (draining = null))
}

async function drain() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    // Deliveries still being answered go first (for a short while at most, so a steady stream cannot starve it).
    const until = Date.now() + answersFirstForMs
    do await new Promise((resolve) => setTimeout(resolve, 1))
    while (answering > 0 && Date.now() < until)
    try {
      await applyStoredEvent(next.deps, next.eventId)
    } catch (error) {
      // Left pending: the reconciler tries it again.
      logLine('error', 'payment event not applied', {
        eventId: next.eventId,
        error: error instanceof Error ? error.message : String(error),
      })
    } finally {
      queued.delete(next.eventId)
    }
  }
}

/**
 * Applies one stored event if it is still pending and marks how it went; false when it was not pending. Safe to
 * call twice at once (the queue and the reconciler): recording a payment is idempotent and only the first mark counts.
 */
export async function applyStoredEvent(deps: FeeDeps, eventId: string): Promise<boolean> {
  const { db, now } = deps
  const stored = await db.paymentEvent.findUnique({ where: { eventId } })
  if (!stored || !pendingOutcomes.includes(stored.outcome)) return false
  let body: WebhookBody
  try {
    body = JSON.parse(stored.payload) as WebhookBody
  } catch {
    body = {}
  }
  const { outcome, note } = await applyEvent(deps, stored.type, paymentOf(body))
  const { count } = await db.paymentEvent.updateMany({
    where: { eventId, outcome: { in: pendingOutcomes } },
    data: { outcome, note, appliedAt: now() },
  })
  return count > 0
}

async function applyEvent(
  deps: FeeDeps,
  type: string,
  payment: GatewayPayment | null,
): Promise<{ outcome: 'applied' | 'ignored' | 'review'; note: string | null }> {
  // A QR payment's payment.captured names no order: its qr_code.credited event records it.
  if (type === 'payment.captured' && payment && !payment.order_id)
    return { outcome: 'ignored', note: 'A payment without an order (a QR payment is recorded from qr_code.credited)' }
  if ((type === 'payment.captured' || type === 'order.paid' || type === 'qr_code.credited') && payment) {
    const result = await recordOnlinePayment(deps, payment)
    if (result.outcome === 'recorded' || result.outcome === 'already') return { outcome: 'applied', note: null }
    if (result.outcome === 'ignored') return { outcome: 'ignored', note: result.note }
    logLine('warn', 'payment kept for review', { type, paymentId: payment.id, note: result.note })
    return { outcome: 'review', note: result.note }
  }
  if (type === 'payment.failed' && payment?.order_id) {
    await deps.db.paymentOrder.updateMany({
      where: { gatewayOrderId: payment.order_id, status: 'created' },
      data: { status: 'failed' },
    })
    return { outcome: 'applied', note: null }
  }
  return { outcome: 'ignored', note: null }
}
