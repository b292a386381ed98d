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
}

export class GatewayError extends Error {
  override name = 'GatewayError'
}

async function call<T>(config: GatewayConfig, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')
  let response: Response
  try {
    response = await config.fetch(`${config.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Basic ${auth}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new GatewayError(`The payment gateway did not answer (${(error as Error).message})`)
  }
  const text = await response.text()
  if (!response.ok) throw new GatewayError(`The payment gateway answered ${response.status}: ${text.slice(0, 200)}`)
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

/** The payments made against an order (GET /orders/:id/payments). */
export async function orderPayments(config: GatewayConfig, gatewayOrderId: string): Promise<GatewayPayment[]> {
  const answer = await call<{ items?: GatewayPayment[] }>(
    config,
    'GET',
    `/orders/${encodeURIComponent(gatewayOrderId)}/payments`,
  )
  return answer.items ?? []
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
