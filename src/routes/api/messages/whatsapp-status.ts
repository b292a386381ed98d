import { createFileRoute } from '@tanstack/react-router'
import { systemNow } from '~/server/clock'
import { getDb } from '~/server/db'
import { getEnv } from '~/server/env'
import { handleDeliveryWebhook, whatsAppReports } from '~/server/messaging/webhooks'
import { plainText } from '~/server/route-handlers'

// WhatsApp's status callbacks, signed with the app secret (X-Hub-Signature-256); see src/server/messaging/webhooks.ts.
const receive = ({ request }: { request: Request }) =>
  handleDeliveryWebhook(
    request,
    { db: getDb(), now: systemNow },
    {
      name: 'whatsapp',
      header: 'x-hub-signature-256',
      secret: getEnv().WHATSAPP_APP_SECRET ?? null,
      parse: whatsAppReports,
    },
  )

export const Route = createFileRoute('/api/messages/whatsapp-status')({
  server: { handlers: { POST: receive, ANY: () => plainText(405, 'Method not allowed', { Allow: 'POST' }) } },
})
