// Server-only: a small Razorpay client over fetch (docs/decisions/0020-own-payment-client-and-demo-gateway.md).
// The base URL is a setting, so tests talk to a loopback fake and the demo talks to the app's own demo gateway;
// both signature checks compare in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto'

export type GatewayKeys = { keyId: string; keySecret: string; webhookSecret: string }

export type GatewayConfig = GatewayKeys & {
  /** e.g. https://api.razorpay.com/v1, without a trailing slash. */
  apiUrl: string
  /** 'razorpay' opens Razorpay Checkout in the browser; 'demo' goes to the app's own demo checkout page. */
  kind: 'razorpay' | 'demo'
  fetch: typeof fetch
}

export type GatewayOrder = { id: string; amount: number; currency: string; receipt: string | null; status: string }

/** A payment as the payments lookup and the webhooks describe it (the fields we read). */
export type GatewayPayment = {
  id: string
  order_id: string | null
  amount: number
  currency: string
  /** created | authorized | captured | refunded | failed */
  status: string
  /** upi | card | netbanking | wallet | emi | ... */
  method: string
  /** Unix seconds (the payments list and the lookup carry it). */
  created_at?: number
  /** The gateway's fee in paise, tax included, once captured (when the gateway reports one). */
  fee?: number | null
}

export class GatewayError extends Error {
  override name = 'GatewayError'
  /** The gateway's HTTP status; undefined when it did not answer at all. */
  readonly status: number | undefined
  constructor(message: string, status?: number) {
    super(message)
    this.status = status
  }
  /** Worth trying again with the same idempotency key: no answer, or a server error. */
  get retryable() {
    return this.status === undefined || this.status >= 500
  }
}

async function call<T>(
  config: GatewayConfig,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')
  let response: Response
  try {
    response = await config.fetch(`${config.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${auth}`,
        ...headers,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new GatewayError(`The payment gateway did not answer (${(error as Error).message})`)
  }
  const text = await response.text()
  if (!response.ok)
    throw new GatewayError(`The payment gateway answered ${response.status}: ${text.slice(0, 200)}`, response.status)
  try {
    return JSON.parse(text) as T
  } catch {
    throw new GatewayError('The payment gateway answered something that is not JSON')
  }
}

/** Orders API: an order for `amountPaise` in rupees' paise, `receipt` being our own order id. */
export function createGatewayOrder(
  config: GatewayConfig,
  input: { amountPaise: number; receipt: string; notes?: Record<string, string> },
): Promise<GatewayOrder> {
  return call(config, 'POST', '/orders', {
    amount: input.amountPaise,
    currency: 'INR',
    receipt: input.receipt,
    notes: input.notes ?? {},
  })
}

export type GatewayRefund = { id: string; payment_id: string; amount: number; status: string }

export const refundIdempotencyHeader = 'X-Refund-Idempotency'

/**
 * Refunds `amountPaise` of a captured payment (POST /payments/:id/refund). Every attempt carries the same
 * idempotency key, so the gateway makes one refund however many of them reach it; an attempt that got no answer or
 * a server error is tried again, up to `attempts` in all.
 */
export async function refundGatewayPayment(
  config: GatewayConfig,
  input: { paymentId: string; amountPaise: number; idempotencyKey: string; notes?: Record<string, string> },
  { attempts = 5, pauseMs = 200 }: { attempts?: number; pauseMs?: number } = {},
): Promise<GatewayRefund> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call<GatewayRefund>(
        config,
        'POST',
        `/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', notes: input.notes ?? {} },
        { [refundIdempotencyHeader]: input.idempotencyKey },
      )
    } catch (error) {
      if (!(error instanceof GatewayError) || !error.retryable || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt))
    }
  }
}

/**
 * The payments created from `from` to `to` (GET /payments, unix seconds), 100 a page, at most `maxPages` pages.
 */
export async function listPayments(
  config: GatewayConfig,
  range: { from: Date; to: Date },
  maxPages = 20,
): Promise<GatewayPayment[]> {
  const all: GatewayPayment[] = []
  const from = Math.floor(range.from.getTime() / 1000)
  const to = Math.floor(range.to.getTime() / 1000)
  for (let page = 0; page < maxPages; page++) {
    const answer = await call<{ items?: GatewayPayment[] }>(
      config,
      'GET',
      `/payments?from=${from}&to=${to}&count=100&skip=${page * 100}`,
    )
    const items = answer.items ?? []
    all.push(...items)
    if (items.length < 100) break
  }
  return all
}

/** The payments made against an order (GET /orders/:id/payments). */
export async function orderPayments(config: GatewayConfig, gatewayOrderId: string): Promise<GatewayPayment[]> {
  const answer = await call<{ items?: GatewayPayment[] }>(
    config,
    'GET',
    `/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
  )
  return answer.items ?? []
}

/** A QR code as the QR Codes API describes it (the fields we read). */
export type GatewayQrCode = { id: string; image_url: string; status: string; payment_amount: number }

/**
 * QR Codes API: a single-use UPI QR for exactly `amountPaise`, closed by the gateway at `closeBy`, `receipt` being
 * our own order id.
 */
export function createQrCode(
  config: GatewayConfig,
  input: { amountPaise: number; receipt: string; closeBy: Date; description: string },
): Promise<GatewayQrCode> {
  return call(config, 'POST', '/payments/qr_codes', {
    type: 'upi_qr',
    name: 'School fees',
    usage: 'single_use',
    fixed_amount: true,
    payment_amount: input.amountPaise,
    description: input.description,
    close_by: Math.floor(input.closeBy.getTime() / 1000),
    notes: { receipt: input.receipt },
  })
}

/**
 * The payments made to a QR code (GET /payments/qr_codes/:id/payments). A QR payment belongs to no order; it is
 * given the QR code's id as its order id, which is what our order of it stores.
 */
export async function qrCodePayments(config: GatewayConfig, qrCodeId: string): Promise<GatewayPayment[]> {
  const answer = await call<{ items?: GatewayPayment[] }>(
    config,
    'GET',
    `/payments/qr_codes/${encodeURIComponent(qrCodeId)}/payments`,
  )
  return (answer.items ?? []).map((payment) => ({ ...payment, order_id: qrCodeId }))
}

/** Closes a QR code so that nobody can pay it any more (POST /payments/qr_codes/:id/close). */
export function closeQrCode(config: GatewayConfig, qrCodeId: string): Promise<GatewayQrCode> {
  return call(config, 'POST', `/payments/qr_codes/${encodeURIComponent(qrCodeId)}/close`)
}

/** The payments of one of our orders: a checkout order's, or a counter QR's (its id starts with qr_). */
export function paymentsOf(config: GatewayConfig, gatewayOrderId: string): Promise<GatewayPayment[]> {
  return gatewayOrderId.startsWith('qr_')
    ? qrCodePayments(config, gatewayOrderId)
    : orderPayments(config, gatewayOrderId)
}

export function hmacHex(secret: string, message: string | Uint8Array): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** Constant-time comparison of two hex signatures; false for anything malformed. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex)) return false
  const expected = Buffer.from(expectedHex, 'hex')
  const given = Buffer.from(givenHex, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The browser's return: HMAC-SHA256(our stored gateway order id + "|" + payment id) with the key secret. */
export function verifyPaymentSignature(
  keySecret: string,
  storedGatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  if (!keySecret) return false
  return signaturesMatch(hmacHex(keySecret, `${storedGatewayOrderId}|${paymentId}`), signature)
}

/** A webhook: HMAC-SHA256 of the raw body with the webhook secret. An empty secret verifies nothing. */
export function verifyWebhookSignature(webhookSecret: string, rawBody: Uint8Array, signature: string): boolean {
  if (!webhookSecret) return false
  return signaturesMatch(hmacHex(webhookSecret, rawBody), signature)
}
