import { createFileRoute } from '@tanstack/react-router'
import { handleTRPCRequest } from '~/server/trpc/http'

export const Route = createFileRoute('/api/trpc/$')({
  server: {
    // Every method reaches tRPC, which answers PUT, DELETE and the like with 405 (without ANY they fell through to
    // the page renderer and got a 200 HTML page).
    handlers: { ANY: ({ request }) => handleTRPCRequest(request) },
  },
})
