import { createFileRoute } from '@tanstack/react-router'
import { systemNow } from '~/server/clock'
import { getDb } from '~/server/db'
import { handleOneClickUnsubscribe } from '~/server/messaging/unsubscribe'
import { plainText } from '~/server/route-handlers'

// A mail app's one-click unsubscribe (List-Unsubscribe-Post): the link's signature is the permission, no cookies.
export const Route = createFileRoute('/api/unsubscribe')({
  server: {
    handlers: {
      POST: ({ request }: { request: Request }) => handleOneClickUnsubscribe(request, { db: getDb(), now: systemNow }),
      ANY: () => plainText(405, 'Method not allowed', { Allow: 'POST' }),
    },
  },
})
