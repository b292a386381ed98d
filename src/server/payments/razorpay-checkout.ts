// Server-only: the page that opens Razorpay Checkout for one of the signed-in parent's open orders. A page of its
// own, so Razorpay's script is allowed here alone (its own Content-Security-Policy) and the portal's script stays
// small. Checkout's answer (payment id and signature) goes back to the portal, which has the server verify it.
import { randomBytes } from 'node:crypto'
import { school } from '#app-config'
import { createRequestContext } from '~/server/trpc/context'
import { plainText } from '~/server/route-handlers'
import { isRecordId } from '~/shared/ids'
import { paymentGatewayFromEnv } from './gateway'

export async function handleRazorpayCheckout(request: Request, gateway = paymentGatewayFromEnv()): Promise<Response> {
  if (gateway?.kind !== 'razorpay') return plainText(404, 'Not found')
  const ctx = await createRequestContext({ headers: request.headers, resHeaders: new Headers() })
  if (!ctx.user) return Response.redirect(new URL('/fee-portal/student-login', request.url).toString(), 303)
  const id = new URL(request.url).searchParams.get('order') ?? ''
  const order = isRecordId(id) ? await ctx.db.paymentOrder.findUnique({ where: { id } }) : null
  if (!order || order.userId !== ctx.user.id || !order.gatewayOrderId)
    return plainText(404, 'Payment not found. Go back to the fee portal and start again.')
  const back = `/fee-portal/student-dashboard?payment=${order.id}`
  const options = {
    key: gateway.keyId,
    order_id: order.gatewayOrderId,
    amount: Number(order.amountPaise),
    currency: 'INR',
    name: school.name,
    description: 'School fees',
    prefill: { email: ctx.user.email ?? '' },
  }
  const nonce = randomBytes(16).toString('base64')
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay school fees</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"></head><body><p>Opening the payment page...</p>
<script nonce="${nonce}" src="https://checkout.razorpay.com/v1/checkout.js"></script>
<script nonce="${nonce}">
var back = ${json(back)};
var go = function (extra) { location.replace(back + extra); };
var options = ${json(options)};
options.handler = function (r) {
  go('&razorpay_payment_id=' + encodeURIComponent(r.razorpay_payment_id) + '&razorpay_signature=' + encodeURIComponent(r.razorpay_signature));
};
options.modal = { ondismiss: function () { go('&payment_error=cancelled'); } };
var checkout = new Razorpay(options);
checkout.on('payment.failed', function () { go('&payment_error=failed'); });
checkout.open();
</script></body></html>`
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' https://checkout.razorpay.com`,
        'frame-src https://api.razorpay.com https://checkout.razorpay.com',
        "connect-src 'self' https://*.razorpay.com",
        "img-src 'self' data: https:",
        "style-src 'self' 'unsafe-inline'",
        "form-action 'self' https://*.razorpay.com",
        "frame-ancestors 'none'",
      ].join('; '),
    },
  })
}
