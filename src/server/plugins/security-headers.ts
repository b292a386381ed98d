import { definePlugin } from 'nitro'
import { getEnv } from '../env'
import { applySecurityHeaders } from '../security-headers'

// Security headers for every response nitro sends, including the static files (scripts, styles, images) that
// never reach TanStack Start. Pages already carry their nonce policy from src/start.ts; this fills in the rest.
export default definePlugin((nitroApp) => {
  nitroApp.hooks.hook('response', (response) => {
    try {
      applySecurityHeaders(response.headers, { appOrigin: getEnv().APP_ORIGIN, dev: import.meta.env.DEV })
    } catch {
      // An immutable response (a proxied fetch) keeps its own headers.
    }
  })
})
