import { createFileRoute } from '@tanstack/react-router'
import { systemNow } from '~/server/clock'
import { getDb } from '~/server/db'
import { getEnv } from '~/server/env'
import { handleDeliveryWebhook, msg91Reports } from '~/server/messaging/webhooks'
import { plainText } from '~/server/route-handlers'

// MSG91's delivery reports, signed with MSG91_WEBHOOK_SECRET (X-Signature); see src/server/messaging/webhooks.ts.
const receive = ({ request }: { request: Request }) =>
  handleDeliveryWebhook(
    request,
    { db: getDb(), now: systemNow },
    { name: 'msg91', header: 'x-signature', secret: getEnv().MSG91_WEBHOOK_SECRET ?? null, parse: msg91Reports },
  )

export const Route = createFileRoute('/api/messages/sms-status')({
  server: { handlers: { POST: receive, ANY: () => plainText(405, 'Method not allowed', { Allow: 'POST' }) } },
})
