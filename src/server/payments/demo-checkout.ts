// Server-only: the demo gateway over HTTP. Its API (the same the client reaches in-process) and its checkout page,
// a plain HTML form with Success / Failure / Close that sends the signed webhooks to our own endpoint and returns
// the browser to the portal as Razorpay's Checkout does (payment id, order id, signature).
import { isSameSiteRequest } from '~/server/auth/request-info'
import { getDb } from '~/server/db'
import { systemNow } from '~/server/clock'
import { logError } from '~/server/request-log'
import { plainText } from '~/server/route-handlers'
import { renderSVG } from 'uqr'
import { formatPaise } from '~/shared/money'
import {
  demoApiPath,
  demoCheckoutPath,
  demoGatewayApi,
  demoMethods,
  demoOrder,
  demoQrImagePath,
  payDemoOrder,
} from './demo-gateway'
import { paymentGatewayFromEnv } from './gateway'
import { handleRazorpayWebhook } from './webhook'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Only a path of this site: the checkout never sends the browser elsewhere. */
const safeReturn = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : '/fee-portal/student-dashboard'

function page(orderId: string, amount: number, returnPath: string): string {
  const methods = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', wallet: 'Wallet' }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo payment: no money moves</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}p.note{background:#fef3c7;color:#78350f;padding:.5rem .75rem;border-radius:.5rem}
.amount{font-size:2rem;font-weight:700;margin:1rem 0}fieldset{border:0;padding:0;margin:0 0 1rem}label{display:block;padding:.4rem 0}
button{display:block;width:100%;padding:.8rem;margin:.5rem 0;border-radius:.5rem;border:1px solid #d4d4d8;font-size:1rem;cursor:pointer;background:#fff;color:#18181b}
button.ok{background:#15803d;color:#fff;border-color:#15803d}button.fail{background:#b91c1c;color:#fff;border-color:#b91c1c}</style></head>
<body><main><h1>Demo payment: no money moves</h1>
<p class="note">This is the school site's built-in demo gateway. Choose what the payment should do.</p>
<p class="amount">${escape(formatPaise(amount))}</p>
<form method="post"><input type="hidden" name="order_id" value="${escape(orderId)}"><input type="hidden" name="return" value="${escape(returnPath)}">
<fieldset><legend>Pay with</legend>${demoMethods
    .map(
      (m, i) =>
        `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${methods[m]}</label>`,
    )
    .join('')}</fieldset>
<button class="ok" name="outcome" value="success">Success</button>
<button class="fail" name="outcome" value="failure">Failure</button>
<button name="outcome" value="close">Close</button></form></main></body></html>`
}

/** After paying a counter QR on a phone: nothing to go back to, the counter shows the receipt. */
function qrDone(paid: boolean): string {
  const [title, text] = paid
    ? ['Payment made', 'The school counter shows your receipt. You can close this page.']
    : ['Payment not made', 'Nothing was charged. Ask at the counter for a new QR code.']
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"></head>
<body style="font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem"><main><h1>${title}</h1><p>${text}</p></main></body></html>`
}

function html(body: string) {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export async function handleDemoGateway(request: Request): Promise<Response> {
  const gateway = paymentGatewayFromEnv()
  if (gateway?.kind !== 'demo') return plainText(404, 'Not found')
  const url = new URL(request.url)
  if (url.pathname.startsWith(demoApiPath)) return demoGatewayApi(request)
  if (request.method === 'GET' && url.pathname === demoQrImagePath) {
    const code = demoOrder(url.searchParams.get('id') ?? '')
    if (!code?.qr) return plainText(404, 'Not found')
    const checkout = `${url.origin}${demoCheckoutPath}?order_id=${encodeURIComponent(code.id)}`
    return new Response(renderSVG(checkout, { border: 2 }), {
      status: 200,
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    })
  }
  if (request.method === 'GET') {
    const order = demoOrder(url.searchParams.get('order_id') ?? '')
    if (!order) return plainText(404, 'This demo payment has expired. Go back to the portal and start again.')
    if (order.qr && order.status !== 'active')
      return html(qrDone(order.status === 'closed' && order.payments.length > 0))
    return html(page(order.id, order.amount, safeReturn(url.searchParams.get('return'))))
  }
  if (request.method !== 'POST') return plainText(405, 'Method not allowed', { Allow: 'GET, POST' })
  if (!isSameSiteRequest(request)) return plainText(403, 'Cross-site request refused')
  const form = await request.formData()
  const order = demoOrder(String(form.get('order_id') ?? ''))
  const back = new URL(safeReturn(String(form.get('return') ?? '')), url.origin)
  if (!order) return plainText(404, 'This demo payment has expired. Go back to the portal and start again.')
  const outcome = String(form.get('outcome') ?? 'close')
  if (order.qr && (order.status !== 'active' || outcome === 'close'))
    return html(qrDone(order.payments.some((p) => p.status === 'captured')))
  if (outcome === 'close' || order.status === 'paid') {
    if (order.status !== 'paid') back.searchParams.set('payment_error', 'cancelled')
    return Response.redirect(back.toString(), 303)
  }
  const method = demoMethods.find((m) => m === form.get('method')) ?? 'upi'
  const paid = payDemoOrder(order, outcome === 'success' ? 'captured' : 'failed', method)
  // The webhooks go to our own endpoint before the browser returns, as Razorpay's usually do.
  for (const webhook of paid.webhooks) {
    const delivery = new Request(new URL('/api/payments/razorpay/webhook', url.origin), {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    })
    await handleRazorpayWebhook(delivery, {
      db: getDb(),
      now: systemNow,
      gateway: () => gateway,
      source: 'demo-checkout',
    }).catch((error: unknown) => logError('demo gateway: webhook delivery failed', error))
  }
  if (order.qr) return html(qrDone(outcome === 'success'))
  if (outcome === 'success') {
    back.searchParams.set('razorpay_payment_id', paid.payment.id)
    back.searchParams.set('razorpay_order_id', order.id)
    back.searchParams.set('razorpay_signature', paid.signature)
  } else back.searchParams.set('payment_error', 'failed')
  return Response.redirect(back.toString(), 303)
}
