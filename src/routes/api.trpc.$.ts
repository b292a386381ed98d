import { createFileRoute } from '@tanstack/react-router'
import { handleTRPCRequest } from '~/server/trpc/http'

export const Route = createFileRoute('/api/trpc/$')({
  server: {
    handlers: {
      GET: ({ request }) => handleTRPCRequest(request),
      POST: ({ request }) => handleTRPCRequest(request),
    },
  },
})
