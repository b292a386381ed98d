import { createFileRoute } from '@tanstack/react-router'
import { handleRazorpayCheckout } from '~/server/payments/razorpay-checkout'
import { downloadHandlers } from '~/server/route-handlers'

// Opens Razorpay Checkout for the signed-in parent's order (only when Razorpay is configured).
export const Route = createFileRoute('/api/payments/razorpay/checkout')({
  server: { handlers: downloadHandlers(({ request }: { request: Request }) => handleRazorpayCheckout(request)) },
})
