// Server-only: the built-in demo gateway (docs/decisions/0020-own-payment-client-and-demo-gateway.md). It speaks
// Razorpay's wire format for what the app uses (orders, the payments lookup, signed webhooks) and shows a checkout
// page labelled "Demo payment: no money moves". Its orders live in this process's memory and its keys are random per
// process, so nobody outside can sign for it; a restart forgets unpaid demo orders.
import { randomBytes } from 'node:crypto'
import { systemNow } from '~/server/clock'
import {
  hmacHex,
  refundIdempotencyHeader,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
} from './razorpay'

export const demoApiPath = '/api/payments/demo-gateway/v1'
export const demoCheckoutPath = '/api/payments/demo-gateway/checkout'
/** A demo counter QR's picture: an SVG of the demo checkout page's address, so a phone at the window can open it. */
export const demoQrImagePath = '/api/payments/demo-gateway/qr.svg'

type DemoOrder = GatewayOrder & { payments: GatewayPayment[]; createdAt: number; qr?: boolean }

const state = {
  keys: {
    keyId: `rzp_test_demo${randomBytes(6).toString('hex')}`,
    keySecret: randomBytes(24).toString('hex'),
    webhookSecret: randomBytes(24).toString('hex'),
  },
  orders: new Map<string, DemoOrder>(),
  /** Refunds made, by idempotency key. */
  refunds: new Map<string, GatewayRefund>(),
  nextEvent: 1,
}

export function demoKeys() {
  return { ...state.keys }
}

const randomId = (prefix: string) => `${prefix}_Demo${randomBytes(7).toString('hex')}`

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function authorised(request: Request) {
  const expected = `Basic ${Buffer.from(`${state.keys.keyId}:${state.keys.keySecret}`).toString('base64')}`
  return request.headers.get('authorization') === expected
}

/** The Orders API and the payments lookup, as Razorpay answers them. */
export async function demoGatewayApi(request: Request): Promise<Response> {
  if (!authorised(request))
    return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
  const path = new URL(request.url).pathname.slice(demoApiPath.length)
  if (request.method === 'POST' && path === '/orders') {
    const body = (await request.json().catch(() => null)) as { amount?: unknown; receipt?: unknown } | null
    if (!body || !Number.isSafeInteger(body.amount) || (body.amount as number) < 100)
      return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } })
    const order: DemoOrder = {
      id: randomId('order'),
      amount: body.amount as number,
      currency: 'INR',
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: 'created',
      payments: [],
      createdAt: Date.now(),
    }
    state.orders.set(order.id, order)
    const { payments: _payments, createdAt: _at, ...wire } = order
    return json(200, wire)
  }
  if (request.method === 'GET' && path === '/payments') {
    const query = new URL(request.url).searchParams
    const from = Number(query.get('from') ?? 0)
    const to = Number(query.get('to') ?? Infinity)
    const skip = Number(query.get('skip') ?? 0)
    const count = Math.min(100, Number(query.get('count') ?? 10))
    const items = [...state.orders.values()]
      .flatMap((o) => o.payments)
      .filter((p) => (p.created_at ?? 0) >= from && (p.created_at ?? 0) <= to)
      .sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0))
    return json(200, { entity: 'collection', count: items.length, items: items.slice(skip, skip + count) })
  }
  if (request.method === 'POST' && path === '/payments/qr_codes') return demoQrCode(request)
  const qr = /^\/payments\/qr_codes\/([^/]+)\/(payments|close)$/.exec(path)
  if (qr) {
    const code = state.orders.get(decodeURIComponent(qr[1]!))
    if (!code?.qr)
      return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
    if (request.method === 'GET' && qr[2] === 'payments')
      return json(200, { entity: 'collection', count: code.payments.length, items: code.payments })
    if (request.method === 'POST' && qr[2] === 'close') {
      if (code.status === 'active') code.status = 'closed'
      return json(200, qrWire(code, new URL(request.url).origin))
    }
  }
  const lookup = /^\/orders\/([^/]+)\/payments$/.exec(path)
  if (request.method === 'GET' && lookup) {
    const order = state.orders.get(decodeURIComponent(lookup[1]!))
    if (!order)
      return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
    return json(200, { entity: 'collection', count: order.payments.length, items: order.payments })
  }
  const refund = /^\/payments\/([^/]+)\/refund$/.exec(path)
  if (request.method === 'POST' && refund) return demoRefund(request, decodeURIComponent(refund[1]!))
  return json(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } })
}

const qrWire = (code: DemoOrder, origin: string) => ({
  id: code.id,
  entity: 'qr_code',
  type: 'upi_qr',
  usage: 'single_use',
  fixed_amount: true,
  payment_amount: code.amount,
  status: code.status,
  image_url: `${origin}${demoQrImagePath}?id=${encodeURIComponent(code.id)}`,
})

/** A single-use QR for a fixed amount, as the QR Codes API makes one. */
async function demoQrCode(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => null)) as {
    payment_amount?: unknown
    notes?: { receipt?: unknown }
  } | null
  if (!body || !Number.isSafeInteger(body.payment_amount) || (body.payment_amount as number) < 100)
    return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' } })
  const code: DemoOrder = {
    id: randomId('qr'),
    amount: body.payment_amount as number,
    currency: 'INR',
    receipt: typeof body.notes?.receipt === 'string' ? body.notes.receipt : null,
    status: 'active',
    payments: [],
    createdAt: Date.now(),
    qr: true,
  }
  state.orders.set(code.id, code)
  return json(200, qrWire(code, new URL(request.url).origin))
}

/** A refund of a captured demo payment; the same idempotency key gives back the same refund. */
async function demoRefund(request: Request, paymentId: string): Promise<Response> {
  const key = request.headers.get(refundIdempotencyHeader) ?? ''
  const done = state.refunds.get(key)
  if (key && done) return json(200, { entity: 'refund', ...done })
  const payment = [...state.orders.values()].flatMap((o) => o.payments).find((p) => p.id === paymentId)
  if (!payment || payment.status !== 'captured')
    return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment is not captured' } })
  const body = (await request.json().catch(() => null)) as { amount?: unknown } | null
  const amount = Number.isSafeInteger(body?.amount) ? (body!.amount as number) : payment.amount
  const refunded = [...state.refunds.values()]
    .filter((r) => r.payment_id === paymentId)
    .reduce((sum, r) => sum + r.amount, 0)
  if (amount < 100 || amount + refunded > payment.amount)
    return json(400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount exceeds the amount captured' },
    })
  const made: GatewayRefund = { id: randomId('rfnd'), payment_id: paymentId, amount, status: 'processed' }
  state.refunds.set(key || made.id, made)
  return json(200, { entity: 'refund', ...made })
}

/** The client's fetch for the demo: answered in-process by demoGatewayApi. */
export const demoGatewayFetch: typeof fetch = (resource, init) =>
  demoGatewayApi(new Request(resource instanceof Request ? resource : String(resource), init))

export function demoOrder(id: string): DemoOrder | undefined {
  return state.orders.get(id)
}

export const demoMethods = ['upi', 'card', 'netbanking', 'wallet'] as const

/** A payment on a demo order (the checkout page's Success or Failure) and the signed webhooks it sends. */
export function payDemoOrder(order: DemoOrder, outcome: 'captured' | 'failed', method: string) {
  const payment: GatewayPayment = {
    id: randomId('pay'),
    // A QR payment belongs to no order: the QR code is named in its qr_code.credited event.
    order_id: order.qr ? null : order.id,
    amount: order.amount,
    currency: 'INR',
    status: outcome,
    method,
    // On the server clock (TEST_NOW in browser tests), as the app's own dates are.
    created_at: Math.floor(systemNow().getTime() / 1000),
    // Razorpay's usual 2% plus 18% GST on it, for the settlement view.
    fee: outcome === 'captured' ? Math.round(order.amount * 0.0236) : null,
  }
  order.payments.push(payment)
  if (outcome === 'captured') order.status = order.qr ? 'closed' : 'paid'
  const events =
    outcome === 'captured' && order.qr
      ? [
          { event: 'payment.captured', payload: { payment: { entity: payment } } },
          {
            event: 'qr_code.credited',
            payload: {
              payment: { entity: payment },
              qr_code: { entity: { id: order.id, status: 'closed', payments_amount_received: order.amount } },
            },
          },
        ]
      : outcome === 'captured'
        ? [
            { event: 'payment.captured', payload: { payment: { entity: payment } } },
            {
              event: 'order.paid',
              payload: {
                payment: { entity: payment },
                order: { entity: { id: order.id, amount: order.amount, amount_paid: order.amount, status: 'paid' } },
              },
            },
          ]
        : [{ event: 'payment.failed', payload: { payment: { entity: payment } } }]
  const webhooks = events.map((event) => {
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_Demo', contains: ['payment'], ...event })
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': hmacHex(state.keys.webhookSecret, body),
        'X-Razorpay-Event-Id': `evt_Demo${String(state.nextEvent++).padStart(8, '0')}`,
      },
    }
  })
  const signature = hmacHex(state.keys.keySecret, `${order.id}|${payment.id}`)
  return { payment, webhooks, signature }
}
