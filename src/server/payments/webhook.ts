// Server-only: POST /api/payments/razorpay/webhook. The signature over the raw body is checked first (an empty
// secret refuses everything), the event is stored (unique on its event id: a replay finds it there), then applied.
// It reads no cookie and needs no same-site check: only the signature lets a request in. Before anything else, each
// source address takes a slot of its own rate limit (429 beyond it); the body is read up to 64 KB (413 beyond);
// neither secret nor signature is ever logged.
import { createHash } from 'node:crypto'
import { onlinePayments } from '#app-config'
import { addressOrUnknown, takeSlot } from '~/server/auth/rate-limit'
import { declaresMoreThan, readBodyWithin } from '~/server/body-limit'
import { Prisma, type PrismaClient } from '~/server/db'
import type { FeeDeps } from '~/server/fees/common'
import { logLine } from '~/server/request-log'
import { plainText } from '~/server/route-handlers'
import { recordOnlinePayment } from './record'
import { verifyWebhookSignature, type GatewayConfig, type GatewayPayment } from './razorpay'

export const webhookBodyLimit = 64 * 1024

type WebhookDeps = FeeDeps & {
  db: PrismaClient
  gateway: () => GatewayConfig | null
  /** The delivering client's address (TRUST_PROXY decides whether X-Forwarded-For is believed). */
  clientAddress?: string | null
}

export const webhookRateLimit = (address: string | null | undefined) => ({
  key: `payment-webhook:address:${addressOrUnknown(address ?? null)}`,
  limit: onlinePayments.webhooksPerMinutePerAddress,
  windowMs: 60_000,
})

type WebhookBody = {
  event?: unknown
  payload?: { payment?: { entity?: GatewayPayment }; order?: { entity?: { id?: string } } }
}

export async function handleRazorpayWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  const secret = deps.gateway()?.webhookSecret ?? ''
  if (!secret) return plainText(503, 'Online payments are not configured')
  const slot = await takeSlot(deps.db, webhookRateLimit(deps.clientAddress), deps.now())
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
  const eventId =
    request.headers.get('x-razorpay-event-id')?.trim() || `sha256:${createHash('sha256').update(raw).digest('hex')}`
  const type = typeof body.event === 'string' ? body.event.slice(0, 80) : 'unknown'
  const payment = body.payload?.payment?.entity ?? null
  const gatewayOrderId = payment?.order_id ?? body.payload?.order?.entity?.id ?? null
  const { db, now } = deps
  try {
    await db.paymentEvent.create({
      data: {
        eventId: eventId.slice(0, 120),
        type,
        gatewayOrderId,
        gatewayPaymentId: payment?.id ?? null,
        payload: text,
        receivedAt: now(),
      },
    })
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error
    // A replay: the first delivery stored it. Apply it again only while it was never applied (applying is
    // idempotent, so a race between the two does no harm).
    const stored = await db.paymentEvent.findUnique({ where: { eventId }, select: { outcome: true } })
    if (stored && stored.outcome !== 'received') return plainText(200, 'Already received')
  }
  const { outcome, note } = await applyEvent(deps, type, payment)
  await db.paymentEvent.updateMany({
    where: { eventId, outcome: 'received' },
    data: { outcome, note, appliedAt: now() },
  })
  return plainText(200, 'OK')
}

async function applyEvent(
  deps: FeeDeps,
  type: string,
  payment: GatewayPayment | null,
): Promise<{ outcome: 'applied' | 'ignored' | 'review'; note: string | null }> {
  if ((type === 'payment.captured' || type === 'order.paid') && payment) {
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
