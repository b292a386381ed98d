// The Start instance: global request middleware for every request Start handles (pages, API routes).
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getEnv } from '~/server/env'
import { applySecurityHeaders, newCspNonce } from '~/server/security-headers'

/**
 * A fresh nonce per request, handed to the router through the request context (router.tsx's `ssr.nonce`), so
 * every script Start emits carries it; the response then gets the page policy naming that nonce, and the
 * other security headers (src/server/security-headers.ts).
 */
const securityHeadersMiddleware = createMiddleware().server(async ({ next }) => {
  const cspNonce = newCspNonce()
  const result = await next({ context: { cspNonce } })
  try {
    applySecurityHeaders(result.response.headers, {
      appOrigin: getEnv().APP_ORIGIN,
      nonce: cspNonce,
      dev: import.meta.env.DEV,
    })
  } catch {
    // An immutable response keeps its headers; the nitro hook (plugins/security-headers.ts) still fills in the rest.
  }
  return result
})

export const startInstance = createStart(() => ({
  requestMiddleware: [
    // Start's own cross-site guard for server functions, which a custom middleware list would otherwise drop.
    createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' }),
    securityHeadersMiddleware,
  ],
}))
