import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { createRequestContext } from './context'
import { appRouter } from './root'

export const TRPC_ENDPOINT = '/api/trpc'

export function handleTRPCRequest(request: Request) {
  return fetchRequestHandler({
    req: request,
    router: appRouter,
    endpoint: TRPC_ENDPOINT,
    createContext: ({ req, resHeaders }) => createRequestContext({ headers: req.headers, resHeaders }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path ?? '?'}:`, error.cause ?? error)
    },
  })
}
