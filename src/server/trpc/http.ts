import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { isSameSiteRequest } from '~/server/auth/request-info'
import { createRequestContext } from './context'
import { appRouter } from './root'

export const TRPC_ENDPOINT = '/api/trpc'

export type HandlerOptions = {
  /** The socket address; by default read from the TanStack Start request. */
  socketAddress?: string
  now?: () => Date
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

// tRPC sends every mutation as a POST; a cross-site one is refused before any procedure runs (CSRF).
function crossSiteRefusal(): Response {
  const body = { error: { message: 'Cross-site request refused', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } }
  return Response.json(body, { status: 403 })
}

export async function handleTRPCRequest(request: Request, options: HandlerOptions = {}): Promise<Response> {
  if (!readOnlyMethods.has(request.method) && !isSameSiteRequest(request)) return crossSiteRefusal()
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
      }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path ?? '?'}:`, error.cause ?? error)
    },
  })
}
