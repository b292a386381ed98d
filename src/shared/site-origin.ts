// The site's public origin for links that leave the page: canonical URLs, share tags, feeds, the webcal: link.
// On the server it is APP_ORIGIN (or the demo's http://localhost:PORT), never the request's Host, so a cached page
// cannot carry an origin a visitor chose. In the browser it is the page's own origin. The Start compiler strips the
// server branch from the client bundle (as src/shared/clock.ts does).
import { createIsomorphicFn } from '@tanstack/react-start'

/** APP_ORIGIN without a trailing slash, or the demo's http://localhost:PORT when it is unset. */
export function originOf(appOrigin: string | undefined, port: string | undefined): string {
  return appOrigin ? appOrigin.replace(/\/+$/, '') : `http://localhost:${port || 3000}`
}

// The server branch reads the environment directly (APP_ORIGIN was checked at start-up by src/server/env.ts).
export const siteOrigin: () => string = createIsomorphicFn()
  .server(() => originOf(process.env.APP_ORIGIN?.trim() || undefined, process.env.PORT))
  .client(() => window.location.origin)

/** `path` (starting with /) on the site's public origin; an absolute URL stays as it is. */
export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`
}
