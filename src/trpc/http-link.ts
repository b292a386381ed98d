import { httpBatchLink } from '@trpc/client/links/httpBatchLink'
import superjson from 'superjson'

// The browser's link to /api/trpc, loaded by lazy-link.ts on the first call: a public page hydrates
// from the server's data and may never call, so the HTTP link and superjson stay out of its first script.
// maxItems matches the server's cap on calls per batch (src/server/trpc/http.ts maxBatchCalls).
export const httpLink = httpBatchLink({ url: '/api/trpc', transformer: superjson, maxItems: 10 })
