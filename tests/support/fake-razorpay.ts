// A stand-in for Razorpay's API on 127.0.0.1, reached by our own client through its base URL (RAZORPAY_API_URL):
// the Orders API and the payments lookup, with Basic auth. `capture` plays a parent paying at Checkout: it returns
// what the browser would bring back (payment id, signature) and the two webhooks Razorpay would send, signed.
import { createHmac, randomBytes } from 'node:crypto'
import { afterAll } from 'vitest'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { GatewayConfig, GatewayPayment } from '~/server/payments/razorpay'
import { refundIdempotencyHeader } from '~/server/payments/razorpay'

export type FakeRazorpay = {
  url: string
  keys: { keyId: string; keySecret: string; webhookSecret: string }
  /** The client configuration pointing at this fake. */
  config: GatewayConfig
  /** Checkout orders (order_...) and QR codes (qr_..., with `qr` set), each with its payments. */
  orders: Map<
    string,
    {
      id: string
      amount: number
      receipt: string | null
      payments: GatewayPayment[]
      qr?: { status: string; closeBy: number; description: string }
    }
  >
  requests: { method: string; path: string; body: unknown }[]
  /** A captured payment of `amount` (the order's by default) on the order. */
  capture(
    orderId: string,
    options?: { amount?: number; method?: string; at?: Date; status?: 'captured' | 'failed' },
  ): {
    payment: GatewayPayment
    signature: string
    webhooks: { body: string; headers: Record<string, string> }[]
  }
  /**
   * A parent paying a counter QR from their phone: the payment (naming no order, as QR payments do) and the two
   * webhooks Razorpay sends, payment.captured and qr_code.credited, signed.
   */
  payQr(qrCodeId: string): { payment: GatewayPayment; webhooks: { body: string; headers: Record<string, string> }[] }
  /** A webhook for any body, signed with the webhook secret (or the given one). */
  signedWebhook(body: string, eventId: string, secret?: string): { body: string; headers: Record<string, string> }
  /** Refunds made, by idempotency key. */
  refunds: Map<string, { id: string; payment_id: string; amount: number; status: string }>
  /** The next `times` requests answer 500 without doing anything. */
  failNext(times?: number): void
  /** The next `times` requests are carried out, but answer 500 (the answer is lost on the way back). */
  loseAnswers(times: number): void
  close(): Promise<void>
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keys = { keyId: 'rzp_test_fake', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' }
  const orders: FakeRazorpay['orders'] = new Map()
  const requests: FakeRazorpay['requests'] = []
  const refunds: FakeRazorpay['refunds'] = new Map()
  let failing = 0
  let losing = 0
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const body: unknown = text ? JSON.parse(text) : null
      const path = req.url ?? '/'
      requests.push({ method: req.method ?? 'GET', path, body })
      const lose = losing > 0
      if (lose) losing -= 1
      const reply = (status: number, payload: unknown) => {
        const [code, answer] = lose
          ? [500, { error: { code: 'SERVER_ERROR', description: 'Simulated lost answer' } }]
          : [status, payload]
        res.writeHead(code, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer))
      }
      if (failing > 0) {
        failing -= 1
        res.writeHead(500, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'Simulated failure' } }))
      }
      if (req.headers.authorization !== auth)
        return reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
      if (req.method === 'POST' && path === '/orders') {
        const { amount, receipt } = body as { amount: number; receipt: string }
        const id = `order_${randomBytes(7).toString('hex')}`
        orders.set(id, { id, amount, receipt, payments: [] })
        return reply(200, { id, entity: 'order', amount, currency: 'INR', receipt, status: 'created' })
      }
      if (req.method === 'POST' && path === '/payments/qr_codes') {
        const qr = body as Record<string, unknown>
        if (qr.type !== 'upi_qr' || qr.usage !== 'single_use' || qr.fixed_amount !== true)
          return reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Not a fixed single-use UPI QR' } })
        const id = `qr_${randomBytes(7).toString('hex')}`
        const amount = qr.payment_amount as number
        const receipt = ((qr.notes as { receipt?: string } | undefined)?.receipt ?? null) as string | null
        const closeBy = qr.close_by as number
        orders.set(id, {
          id,
          amount,
          receipt,
          payments: [],
          qr: { status: 'active', closeBy, description: String(qr.description ?? '') },
        })
        return reply(200, {
          id,
          entity: 'qr_code',
          payment_amount: amount,
          status: 'active',
          image_url: `https://rzp.io/i/${id}`,
          close_by: closeBy,
        })
      }
      const qrPath = /^\/payments\/qr_codes\/([^/]+)\/(payments|close)$/.exec(path)
      if (qrPath) {
        const code = orders.get(decodeURIComponent(qrPath[1]!))
        if (!code?.qr) return reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'No such QR code' } })
        if (req.method === 'POST' && qrPath[2] === 'close') {
          code.qr.status = 'closed'
          return reply(200, { id: code.id, entity: 'qr_code', status: 'closed', payment_amount: code.amount })
        }
        // A QR payment names no order.
        const items = code.payments.map((p) => ({ ...p, order_id: null }))
        return reply(200, { entity: 'collection', count: items.length, items })
      }
      const list = /^\/payments\?(.*)$/.exec(path)
      if (req.method === 'GET' && list) {
        const query = new URLSearchParams(list[1])
        const from = Number(query.get('from') ?? 0)
        const to = Number(query.get('to') ?? Infinity)
        const skip = Number(query.get('skip') ?? 0)
        const count = Number(query.get('count') ?? 10)
        const items = [...orders.values()]
          .flatMap((o) => o.payments)
          .filter((p) => p.created_at! >= from && p.created_at! <= to)
          .sort((a, b) => b.created_at! - a.created_at!)
        return reply(200, { entity: 'collection', count: items.length, items: items.slice(skip, skip + count) })
      }
      const lookup = /^\/orders\/([^/]+)\/payments$/.exec(path)
      if (req.method === 'GET' && lookup) {
        const order = orders.get(decodeURIComponent(lookup[1]!))
        if (!order) return reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'No such order' } })
        return reply(200, { entity: 'collection', count: order.payments.length, items: order.payments })
      }
      const refund = /^\/payments\/([^/]+)\/refund$/.exec(path)
      if (req.method === 'POST' && refund) {
        const key = String(req.headers[refundIdempotencyHeader.toLowerCase()] ?? '')
        const done = refunds.get(key)
        if (key && done) return reply(200, { entity: 'refund', ...done })
        const paymentId = decodeURIComponent(refund[1]!)
        const payment = [...orders.values()].flatMap((o) => o.payments).find((p) => p.id === paymentId)
        if (!payment || payment.status !== 'captured')
          return reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment is not captured' } })
        const amount = (body as { amount?: number }).amount ?? payment.amount
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_id === paymentId)
          .reduce((sum, r) => sum + r.amount, 0)
        if (amount + refunded > payment.amount)
          return reply(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount exceeds the amount captured' },
          })
        const made = {
          id: `rfnd_${randomBytes(7).toString('hex')}`,
          payment_id: paymentId,
          amount,
          status: 'processed',
        }
        refunds.set(key || made.id, made)
        return reply(200, { entity: 'refund', ...made })
      }
      return reply(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } })
    })
  })
  // Idle connections stay open longer than the client keeps them (fetch: 4 s), so on a busy machine the server never
  // closes one just as the client reuses it (a "fetch failed" that no real gateway would cause).
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let events = 0
  const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
  const signedWebhook = (body: string, eventId: string, secret = keys.webhookSecret) => ({
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': sign(secret, body),
      'X-Razorpay-Event-Id': eventId,
    },
  })

  return {
    url,
    keys,
    config: { kind: 'razorpay', apiUrl: url, ...keys, fetch: (resource, init) => fetch(resource, init) },
    orders,
    requests,
    capture(orderId, options = {}) {
      const order = orders.get(orderId)
      if (!order) throw new Error(`no fake order ${orderId}`)
      const payment: GatewayPayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        order_id: orderId,
        amount: options.amount ?? order.amount,
        currency: 'INR',
        status: options.status ?? 'captured',
        method: options.method ?? 'upi',
        created_at: Math.floor((options.at ?? new Date()).getTime() / 1000),
        fee: options.status === 'failed' ? null : Math.round((options.amount ?? order.amount) * 0.0236),
      }
      order.payments.push(payment)
      const captured = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: payment } },
      })
      const paid = JSON.stringify({
        entity: 'event',
        event: 'order.paid',
        payload: {
          payment: { entity: payment },
          order: { entity: { id: orderId, amount: order.amount, status: 'paid' } },
        },
      })
      return {
        payment,
        signature: sign(keys.keySecret, `${orderId}|${payment.id}`),
        webhooks: [signedWebhook(captured, `evt_${++events}`), signedWebhook(paid, `evt_${++events}`)],
      }
    },
    payQr(qrCodeId) {
      const code = orders.get(qrCodeId)
      if (!code?.qr) throw new Error(`no fake QR code ${qrCodeId}`)
      if (code.qr.status !== 'active') throw new Error(`the fake QR code ${qrCodeId} is ${code.qr.status}`)
      const payment: GatewayPayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        order_id: null,
        amount: code.amount,
        currency: 'INR',
        status: 'captured',
        method: 'upi',
        created_at: Math.floor(Date.now() / 1000),
        fee: 0,
      }
      code.payments.push(payment)
      code.qr.status = 'closed'
      const captured = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: payment } },
      })
      const credited = JSON.stringify({
        entity: 'event',
        event: 'qr_code.credited',
        payload: {
          payment: { entity: payment },
          qr_code: {
            entity: { id: qrCodeId, entity: 'qr_code', status: 'closed', payments_amount_received: code.amount },
          },
        },
      })
      return {
        payment,
        webhooks: [signedWebhook(captured, `evt_${++events}`), signedWebhook(credited, `evt_${++events}`)],
      }
    },
    signedWebhook,
    refunds,
    failNext(times = 1) {
      failing = times
    },
    loseAnswers(times) {
      losing = times
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** The fake for a whole test file: started as the file loads, closed after its last test. */
export async function useFakeRazorpay(): Promise<FakeRazorpay> {
  const fake = await startFakeRazorpay()
  afterAll(() => fake.close())
  return fake
}
