// A graceful stop. On SIGTERM or SIGINT the server stops accepting connections, answers any
// request that still arrives with 503, lets the requests in flight finish, closes the database pool and exits:
// within `timeoutMs` (10 s) whatever happens. A second signal exits at once. Wired up by plugins/shutdown.ts.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export type ShutdownOptions = {
  /** The whole stop, drain and clean-up included, ends within this long. */
  timeoutMs?: number
  /** Closes what the process holds open (the database pool). */
  closeResources: () => Promise<void>
  exit: (code: number) => void
  log: (line: string) => void
}

type NodeContext = { req?: IncomingMessage; res?: ServerResponse }

export const restartingMessage = 'The server is restarting. Please try again in a moment.'

export function createGracefulShutdown({ timeoutMs = 10_000, closeResources, exit, log }: ShutdownOptions) {
  let inFlight = 0
  let stopping = false
  const servers = new Set<Server>()
  const waiters = new Set<() => void>()

  const settle = () => {
    inFlight -= 1
    if (inFlight === 0) for (const wake of waiters) wake()
  }
  const drained = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.add(resolve)))
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise.then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, Math.max(0, ms), false)),
    ])

  /** Wraps the app's fetch handler: counts each request until its response has been sent (or the client left). */
  function wrap<Args extends unknown[]>(fetch: (request: Request, ...rest: Args) => Response | Promise<Response>) {
    return (request: Request, ...rest: Args): Response | Promise<Response> => {
      const node = (request as Request & { runtime?: { node?: NodeContext } }).runtime?.node
      if (stopping) {
        if (node?.res) node.res.shouldKeepAlive = false
        return new Response(restartingMessage, { status: 503, headers: { 'retry-after': '5', connection: 'close' } })
      }
      const server = (node?.req?.socket as { server?: Server } | undefined)?.server
      if (server) servers.add(server)
      if (!node?.res) return fetch(request, ...rest)
      inFlight += 1
      node.res.once('close', settle)
      return fetch(request, ...rest)
    }
  }

  async function stop(signal: string): Promise<void> {
    if (stopping) {
      log(`[server] ${signal} again: exiting now`)
      exit(1)
      return
    }
    stopping = true
    const deadline = Date.now() + timeoutMs
    log(
      `[server] ${signal}: no new requests; finishing ${inFlight} in flight, then closing (at most ${timeoutMs / 1000} s)`,
    )
    for (const server of servers) {
      server.close()
      server.closeIdleConnections?.()
    }
    // Leave a second for the pool: the stop as a whole must end by the deadline.
    const finished = await within(drained(), deadline - Date.now() - 1000)
    if (!finished) log(`[server] ${inFlight} request(s) still running after ${timeoutMs / 1000 - 1} s: closing anyway`)
    for (const server of servers) server.closeAllConnections?.()
    const closed = await within(
      closeResources().catch((error: unknown) =>
        log(`[server] closing the database failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
      deadline - Date.now(),
    )
    log(`[server] stopped${closed ? '' : ' (the database did not close in time)'}`)
    exit(finished && closed ? 0 : 1)
  }

  return {
    wrap,
    stop,
    get inFlight() {
      return inFlight
    },
  }
}
