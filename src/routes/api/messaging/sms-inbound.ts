import { createFileRoute } from '@tanstack/react-router'
import { systemNow } from '~/server/clock'
import { getDb } from '~/server/db'
import { getEnv } from '~/server/env'
import { handleInboundSms } from '~/server/messaging/inbound-sms'
import { plainText } from '~/server/route-handlers'

// Replies to our SMS from the provider: a "STOP" turns SMS off for that mobile. The key in the address is the permission.
const receive = ({ request }: { request: Request }) =>
  handleInboundSms(request, { db: getDb(), now: systemNow, token: getEnv().SMS_INBOUND_TOKEN })

export const Route = createFileRoute('/api/messaging/sms-inbound')({
  server: {
    handlers: { POST: receive, ANY: () => plainText(405, 'Method not allowed', { Allow: 'POST' }) },
  },
})
