// Stand-ins for MSG91's Flow API and the WhatsApp Cloud API on 127.0.0.1, reached by our own fetch clients through
// their base URLs. Each records every request and can be told to fail the next ones.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }

export type FakeProvider = {
  url: string
  requests: FakeRequest[]
  /** The next `times` requests answer with this status. */
  failNext(status: number, times?: number): void
  close(): Promise<void>
}

async function startFake(
  answer: (req: FakeRequest) => { status: number; body: unknown },
  errorBody: (status: number) => unknown,
): Promise<FakeProvider> {
  const requests: FakeRequest[] = []
  let failures: { status: number; times: number } | null = null
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const request = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      }
      requests.push(request)
      let reply: { status: number; body: unknown }
      if (failures && failures.times > 0) {
        failures.times -= 1
        reply = { status: failures.status, body: errorBody(failures.status) }
      } else reply = answer(request)
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    })
  })
  // Idle keep-alive sockets stay open for the test's length: a socket the server closes just as the client reuses it
  // is a real provider's habit too (the worker retries it), but it would make the tests' counts flaky.
  server.keepAliveTimeout = 120_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext(status, times = 1) {
      failures = { status, times }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** MSG91: POST /flow with an authkey header; answers {type: "success", message: <request id>}. */
export const startFakeMsg91 = () =>
  startFake(
    (req) => {
      if (req.method !== 'POST' || req.path !== '/flow')
        return { status: 404, body: { type: 'error', message: 'Not found' } }
      if (!req.headers.authkey) return { status: 401, body: { type: 'error', message: 'Authentication failure' } }
      return { status: 200, body: { type: 'success', message: randomUUID().replace(/-/g, '').slice(0, 24) } }
    },
    (status) => ({ type: 'error', message: `Simulated failure ${status}` }),
  )

/** WhatsApp Cloud API: POST /<phone number id>/messages with a bearer token; answers {messages: [{id}]}. */
export const startFakeWhatsApp = () =>
  startFake(
    (req) => {
      if (req.method !== 'POST' || !/^\/[^/]+\/messages$/.test(req.path))
        return { status: 404, body: { error: { message: 'Unknown path' } } }
      if (!/^Bearer \S+$/.test(req.headers.authorization ?? ''))
        return { status: 401, body: { error: { message: 'Invalid OAuth access token' } } }
      if (req.body.type !== 'template') return { status: 400, body: { error: { message: 'Only template messages' } } }
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: req.body.to }],
          messages: [{ id: `wamid.${randomUUID()}` }],
        },
      }
    },
    (status) => ({ error: { message: `Simulated failure ${status}`, code: status } }),
  )
