import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { readBodyWithin } from '~/server/body-limit'
import type { PrismaClient } from '~/server/db'
import { createRequestContext } from './context'
import { appRouter } from './root'
import { logRequestError } from '~/server/request-log'

export const TRPC_ENDPOINT = '/api/trpc'

export type HandlerOptions = {
  /** The socket address; by default read from the TanStack Start request. */
  socketAddress?: string
  now?: () => Date
  /** The database; the app's own by default (tests pass theirs). */
  db?: PrismaClient
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const allowedMethods = new Set(['GET', 'HEAD', 'POST'])

/** Calls one HTTP request may carry; every call still takes its own rate-limit slots. The client batches at most this many. */
export const maxBatchCalls = 10
/** JSON calls are small (the largest is an announcement or a news body); files go to the upload routes. */
export const maxTRPCBodyBytes = 1024 * 1024

export const batchTooLargeMessage = `A batch may hold at most ${maxBatchCalls} calls.`
export const bodyTooLargeMessage = 'The request is too large.'

// tRPC sends every mutation as a POST; a cross-site one is refused before any procedure runs (CSRF).
function crossSiteRefusal(): Response {
  const body = {
    error: { message: 'Cross-site request refused', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } },
  }
  return Response.json(body, { status: 403 })
}

function methodNotAllowed(): Response {
  const body = {
    error: {
      message: 'Method not allowed: use GET for queries and POST for mutations.',
      code: -32005,
      data: { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405 },
    },
  }
  return Response.json(body, { status: 405, headers: { Allow: 'GET, HEAD, POST' } })
}

function refusal(status: 400 | 413, message: string): Response {
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST'
  return Response.json({ error: { message, code: -32600, data: { code, httpStatus: status } } }, { status })
}

/** The procedures a request calls: tRPC puts a batch's paths in the URL, comma-separated. */
export function callCount(request: Request): number {
  const path = new URL(request.url).pathname
  const at = path.indexOf(TRPC_ENDPOINT)
  const procedures = at === -1 ? path : path.slice(at + TRPC_ENDPOINT.length + 1)
  return decodeURIComponent(procedures).split(',').length
}

export async function handleTRPCRequest(incoming: Request, options: HandlerOptions = {}): Promise<Response> {
  // tRPC speaks GET (queries) and POST (mutations); anything else gets a plain 405 (tRPC itself would ask for a
  // content type).
  if (!allowedMethods.has(incoming.method)) return methodNotAllowed()
  if (!readOnlyMethods.has(incoming.method) && !isSameSiteRequest(incoming)) return crossSiteRefusal()
  // A batch is refused whole rather than cut short: a client that sends more than it may gets a clear 400.
  if (callCount(incoming) > maxBatchCalls) return refusal(400, batchTooLargeMessage)
  let request = incoming
  if (!readOnlyMethods.has(incoming.method)) {
    const body = await readBodyWithin(incoming, maxTRPCBodyBytes)
    if (body === 'too-large') return refusal(413, bodyTooLargeMessage)
    request = new Request(incoming.url, { method: incoming.method, headers: incoming.headers, body })
  }
  return fetchRequestHandler({
    req: request,
    router: appRouter,
    endpoint: TRPC_ENDPOINT,
    createContext: ({ req, resHeaders }) =>
      createRequestContext({
        headers: req.headers,
        resHeaders,
        url: req.url,
        ...(options.socketAddress !== undefined ? { socketAddress: options.socketAddress } : {}),
        ...(options.now ? { now: options.now } : {}),
        ...(options.db ? { db: options.db } : {}),
      }),
    onError({ error, path }) {
      // Once, on one line with the request's id; refusals (4xx) are the caller's business, not the log's.
      if (error.code === 'INTERNAL_SERVER_ERROR')
        logRequestError(error.cause ?? error, { procedure: path ?? '?' }, incoming.signal)
    },
  })
}
