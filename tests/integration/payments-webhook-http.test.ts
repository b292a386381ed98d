// The payment webhook endpoint over a real HTTP connection (on the database under test: SQLite, or PostgreSQL with
// TEST_DATABASE_URL): a body above 64 KB is refused with 413 (declared or streamed) and stores nothing; each source
// address has its own rate limit (429 with Retry-After beyond it); a session cookie changes nothing and none is
// set; neither the webhook secret nor a signature appears in the server's log lines.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { onlinePayments } from '#app-config'
import { fixedClock } from '~/server/clock'
import { handleRazorpayWebhook, webhookBodyLimit, webhookRateLimit } from '~/server/payments/webhook'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { eventually } from '../support/eventually'
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay'
import { buildFeeSchool, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()
const now = fixedClock(today)

let fake: FakeRazorpay
let server: Server
let port: number
beforeAll(async () => {
  fake = await startFakeRazorpay()
  // The route's handler behind a plain Node server, the client's address taken from its socket.
  server = createServer((req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
    // As srvx builds it: the Node request beside a lazy request.body (Readable.toWeb on first use).
    const request = Object.assign(new Request(`http://127.0.0.1:${port}${req.url}`, { method: req.method, headers }), {
      runtime: { node: { req, res } },
    })
    let body: ReadableStream<Uint8Array> | undefined
    Object.defineProperty(request, 'body', { get: () => (body ??= Readable.toWeb(req) as ReadableStream<Uint8Array>) })
    void handleRazorpayWebhook(request, {
      db,
      now,
      gateway: () => fake.config,
      clientAddress: req.socket.remoteAddress ?? null,
    }).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await fake.close()
})

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** POSTs `body` from the loopback address `from` (127.0.0.x), with its length declared or streamed in chunks. */
function post(
  body: string | Buffer,
  headers: Record<string, string> = {},
  { from = '127.0.0.1', chunked = false }: { from?: string; chunked?: boolean } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': bytes.length }),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (part: Buffer) => (text += part.toString()))
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: text }))
      },
    )
    req.on('error', fail)
    if (chunked) for (let at = 0; at < bytes.length; at += 16 * 1024) req.write(bytes.subarray(at, at + 16 * 1024))
    else req.write(bytes)
    req.end()
  })
}

let logged: string[] = []
afterEach(() => vi.restoreAllMocks())
function captureLogs() {
  logged = []
  for (const method of ['error', 'warn', 'log', 'info'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')))
}

describe('the payment webhook over HTTP', () => {
  it('refuses a body above 64 KB with 413, declared or streamed, and stores nothing', async () => {
    const big = Buffer.alloc(webhookBodyLimit + 1, 0x20)
    const signed = fake.signedWebhook(big.toString(), 'evt_big')
    expect((await post(big, signed.headers)).status).toBe(413)
    expect((await post(big, signed.headers, { chunked: true })).status).toBe(413)
    expect(await db.paymentEvent.count()).toBe(0)
  })

  it('records a signed delivery, ignores a session cookie and sets none, and logs no secret or signature', async () => {
    captureLogs()
    const parent = school.parents.sharmaParent
    const payments = callerFor(parent, { db, now, paymentGateway: () => fake.config }).caller.payments
    const started = await payments.start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const { webhooks } = fake.capture(order.gatewayOrderId!)
    const forged = { ...webhooks[0]!.headers, 'X-Razorpay-Signature': 'ab'.repeat(32) }
    const refused = await post(webhooks[0]!.body, { ...forged, cookie: 'school_session=anything' })
    expect(refused.status).toBe(400)
    const accepted = await post(webhooks[0]!.body, { ...webhooks[0]!.headers, cookie: 'school_session=anything' })
    expect(accepted.status).toBe(200)
    expect(accepted.headers['set-cookie']).toBeUndefined()
    await eventually(
      () => db.feeReceipt.count(),
      (receipts) => receipts === 1,
    )
    const output = logged.join('\n')
    expect(output).toContain('bad signature') // the refusal was logged...
    for (const secret of [
      fake.keys.webhookSecret,
      fake.keys.keySecret,
      'ab'.repeat(32),
      webhooks[0]!.headers['X-Razorpay-Signature']!,
    ])
      expect(output).not.toContain(secret) // ...without what would let anyone sign
  })

  it('answers 429 with Retry-After beyond the limit of one address, while another address goes on', async () => {
    const limit = onlinePayments.webhooksPerMinutePerAddress
    const unsigned = { 'X-Razorpay-Signature': 'ab'.repeat(32) }
    const statuses: number[] = []
    for (let sent = 0; sent < limit; sent += 25)
      statuses.push(
        ...(
          await Promise.all(
            Array.from({ length: Math.min(25, limit - sent) }, () => post('{}', unsigned, { from: '127.0.0.2' })),
          )
        ).map((a) => a.status),
      )
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit)
    const over = await post('{}', unsigned, { from: '127.0.0.2' })
    expect(over.status).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect((await post('{}', unsigned, { from: '127.0.0.3' })).status).toBe(400)
  })

  it("counts the demo gateway's in-process deliveries apart, so they never use up real deliveries' slots", async () => {
    const limit = onlinePayments.webhooksPerMinutePerAddress
    const unsigned = { 'X-Razorpay-Signature': 'ab'.repeat(32) }
    const direct = (source?: 'demo-checkout') =>
      handleRazorpayWebhook(
        new Request('http://127.0.0.1/api/payments/razorpay/webhook', {
          method: 'POST',
          headers: unsigned,
          body: '{}',
        }),
        { db, now, gateway: () => fake.config, clientAddress: null, ...(source ? { source } : {}) },
      )
    const full = (key: string) =>
      db.rateLimitCounter.create({ data: { key, count: limit, expiresAt: new Date(now().getTime() + 60_000) } })
    // The demo's budget spent: a delivery with no known address (and any real address) still goes on.
    await full(webhookRateLimit({ source: 'demo-checkout' }).key)
    expect((await direct('demo-checkout')).status).toBe(429)
    expect((await direct()).status).toBe(400)
    expect((await post('{}', unsigned, { from: '127.0.0.4' })).status).toBe(400)
    // And the other way round: real deliveries with no known address spent theirs, the demo goes on.
    await db.rateLimitCounter.deleteMany()
    await full(webhookRateLimit({ clientAddress: null }).key)
    expect((await direct()).status).toBe(429)
    expect((await direct('demo-checkout')).status).toBe(400)
  })

  it('starts a finished window afresh, once, however many deliveries find it finished at once', async () => {
    const limit = onlinePayments.webhooksPerMinutePerAddress
    const key = webhookRateLimit({ clientAddress: '127.0.0.5' }).key
    await db.rateLimitCounter.create({ data: { key, count: limit, expiresAt: new Date(now().getTime() - 1) } })
    const unsigned = { 'X-Razorpay-Signature': 'ab'.repeat(32) }
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('{}', unsigned, { from: '127.0.0.5' })))
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400])
    const row = await db.rateLimitCounter.findUniqueOrThrow({ where: { key } })
    expect(row.count).toBe(5)
    expect(row.expiresAt.getTime()).toBe(now().getTime() + 60_000)
  })
})
