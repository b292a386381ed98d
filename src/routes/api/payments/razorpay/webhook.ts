import { createFileRoute } from '@tanstack/react-router'
import { systemNow } from '~/server/clock'
import { getDb } from '~/server/db'
import { paymentGatewayFromEnv } from '~/server/payments/gateway'
import { handleRazorpayWebhook } from '~/server/payments/webhook'
import { plainText } from '~/server/route-handlers'

// The payment gateway's webhooks: signed, no cookies; see src/server/payments/webhook.ts.
const receive = ({ request }: { request: Request }) =>
  handleRazorpayWebhook(request, { db: getDb(), now: systemNow, gateway: paymentGatewayFromEnv })

export const Route = createFileRoute('/api/payments/razorpay/webhook')({
  server: {
    handlers: { POST: receive, ANY: () => plainText(405, 'Method not allowed', { Allow: 'POST' }) },
  },
})
