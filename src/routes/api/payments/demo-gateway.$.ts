import { createFileRoute } from '@tanstack/react-router'
import { handleDemoGateway } from '~/server/payments/demo-checkout'

// The built-in demo gateway (API and checkout page); off when Razorpay is configured or in production.
const serve = ({ request }: { request: Request }) => handleDemoGateway(request)

export const Route = createFileRoute('/api/payments/demo-gateway/$')({
  server: { handlers: { GET: serve, POST: serve } },
})
