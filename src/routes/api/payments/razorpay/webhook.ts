import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { clientAddressOf } from '~/server/auth/request-info'
import { systemNow } from '~/server/clock'
import { getDb } from '~/server/db'
import { paymentGatewayFromEnv } from '~/server/payments/gateway'
import { handleRazorpayWebhook } from '~/server/payments/webhook'
import { plainText } from '~/server/route-handlers'

// The payment gateway's webhooks: signed, no cookies, rate-limited per address; see src/server/payments/webhook.ts.
// Outside a Start request (tests calling the handler directly) there is no socket address.
const socketAddress = () => {
  try {
    return getRequestIP()
  } catch {
    return undefined
  }
}
const receive = ({ request }: { request: Request }) =>
  handleRazorpayWebhook(request, {
    db: getDb(),
    now: systemNow,
    gateway: paymentGatewayFromEnv,
    clientAddress: clientAddressOf(request.headers, socketAddress()),
  })

export const Route = createFileRoute('/api/payments/razorpay/webhook')({
  server: {
    handlers: { POST: receive, ANY: () => plainText(405, 'Method not allowed', { Allow: 'POST' }) },
  },
})
