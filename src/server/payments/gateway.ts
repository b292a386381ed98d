// Server-only: which payment gateway the app talks to. Razorpay when its keys are set; otherwise the built-in demo
// gateway (demo-gateway.ts), outside production or when PAYMENTS_DEMO_GATEWAY=1; otherwise none (online payment off).
import { configuredAppOrigin } from '~/server/auth/request-info'
import { getEnv, type Env } from '~/server/env'
import { demoGatewayFetch, demoKeys, demoApiPath } from './demo-gateway'
import type { GatewayConfig } from './razorpay'

export function paymentGatewayFromEnv(env: Env = getEnv()): GatewayConfig | null {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET) {
    return {
      kind: 'razorpay',
      apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      fetch: (resource, init) => fetch(resource, init),
    }
  }
  if (env.NODE_ENV === 'production' && !env.PAYMENTS_DEMO_GATEWAY) return null
  // The app itself, reached in-process: the same client code, without a network hop back to this server.
  return { kind: 'demo', apiUrl: `${configuredAppOrigin()}${demoApiPath}`, ...demoKeys(), fetch: demoGatewayFetch }
}
