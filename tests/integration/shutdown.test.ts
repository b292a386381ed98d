// SIGTERM drains the requests in flight, closes the database and exits within the limit
// (src/server/shutdown.ts). A real HTTP server whose requests carry Node's req/res the way srvx passes them.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createGracefulShutdown, restartingMessage } from '~/server/shutdown'

type Harness = {
  origin: string
  server: Server
  release: () => void
  exits: number[]
  closed: () => number
  lines: string[]
  shutdown: ReturnType<typeof createGracefulShutdown>
}
const open: Server[] = []

afterEach(() => {
  for (const server of open.splice(0)) server.closeAllConnections()
})

async function harness(timeoutMs: number): Promise<Harness> {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const exits: number[] = []
  const lines: string[] = []
  let closedCount = 0
  const shutdown = createGracefulShutdown({
    timeoutMs,
    closeResources: async () => void (closedCount += 1),
    exit: (code) => void exits.push(code),
    log: (line) => void lines.push(line),
  })
  const app = shutdown.wrap(async (request: Request) => {
    if (new URL(request.url).pathname === '/slow') await gate
    return new Response('done')
  })
  const server = createServer(async (req, res) => {
    const request = Object.assign(new Request(`http://127.0.0.1${req.url}`), { runtime: { node: { req, res } } })
    const response = await app(request)
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  open.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, server, release, exits, closed: () => closedCount, lines, shutdown }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, closes the database, then exits 0', async () => {
    const h = await harness(10_000)
    expect(await (await fetch(`${h.origin}/fast`)).text()).toBe('done')
    const slow = fetch(`${h.origin}/slow`)
    await until(() => h.shutdown.inFlight === 1)

    const stopped = h.shutdown.stop('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(h.exits).toEqual([])
    expect(h.closed()).toBe(0)
    // No new request is served: the listener is closed (or, on a kept-alive socket, the answer is 503).
    const late = await fetch(`${h.origin}/fast`).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      () => ({ status: 0, body: '' }),
    )
    expect(late.status === 0 || (late.status === 503 && late.body === restartingMessage)).toBe(true)

    h.release()
    expect(await (await slow).text()).toBe('done')
    await stopped
    expect(h.closed()).toBe(1)
    expect(h.exits).toEqual([0])
    expect(h.lines[0]).toMatch(/^\[server\] SIGTERM: .*finishing 1 in flight/)
  })

  it('exits (code 1) by the deadline when a request never finishes, still closing the database', async () => {
    const h = await harness(1_500)
    void fetch(`${h.origin}/slow`).catch(() => {})
    await until(() => h.shutdown.inFlight === 1)
    const started = Date.now()
    await h.shutdown.stop('SIGTERM')
    expect(Date.now() - started).toBeLessThan(1_600)
    expect(h.closed()).toBe(1)
    expect(h.exits).toEqual([1])
    h.release()
  })

  it('a second signal exits at once', async () => {
    const h = await harness(10_000)
    void fetch(`${h.origin}/slow`).catch(() => {})
    await until(() => h.shutdown.inFlight === 1)
    const first = h.shutdown.stop('SIGTERM')
    await h.shutdown.stop('SIGINT')
    expect(h.exits).toEqual([1])
    h.release()
    await first
  })
})
