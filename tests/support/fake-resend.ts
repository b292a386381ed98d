// A stand-in for the Resend e-mail API on 127.0.0.1, reached by the real `resend` SDK
// through its base URL. It records every request and can be told to fail the next one.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ResendRequest = {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
}

export type FakeResend = {
  /** Base URL to hand to the SDK (what RESEND_BASE_URL would hold). */
  url: string
  requests: ResendRequest[]
  /** The next request answers with this status and a Resend-shaped error body. */
  failNextWith(status: number, message?: string): void
  /** Requests are recorded but not answered until `release` is called (a slow provider). */
  hold(): { release(): void }
  close(): Promise<void>
}

export async function startFakeResend(): Promise<FakeResend> {
  const requests: ResendRequest[] = []
  let nextFailure: { status: number; message: string } | null = null
  let held: Promise<void> = Promise.resolve()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body })

      const reply = (status: number, payload: unknown) =>
        void held.then(() => {
          res.writeHead(status, { 'content-type': 'application/json' })
          res.end(JSON.stringify(payload))
        })
      if (nextFailure) {
        const { status, message } = nextFailure
        nextFailure = null
        return reply(status, {
          statusCode: status,
          name: status === 422 ? 'validation_error' : 'application_error',
          message,
        })
      }
      if (req.method !== 'POST' || req.url !== '/emails')
        return reply(404, { statusCode: 404, name: 'not_found', message: 'Not found' })
      if (!/^Bearer re_\w+$/.test(req.headers.authorization ?? '')) {
        return reply(401, {
          statusCode: 401,
          name: 'missing_api_key',
          message: 'Missing API key in the authorization header',
        })
      }
      return reply(200, { id: randomUUID() })
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    requests,
    failNextWith(status, message = 'Simulated failure') {
      nextFailure = { status, message }
    },
    hold() {
      let release!: () => void
      held = new Promise<void>((resolve) => (release = resolve))
      return { release }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
