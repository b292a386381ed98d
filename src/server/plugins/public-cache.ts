import { definePlugin } from 'nitro'
import { systemNow } from '../clock'
import { getDb, parseDatabaseUrl } from '../db'
import { getEnv } from '../env'
import { createBoundaryFinder } from '../public-cache/boundary'
import { startPostgresInvalidation } from '../public-cache/instances'
import { createPageCache, defaultSharing, gzipHtml, type SharedCaching } from '../public-cache/page-cache'
import { watchSqliteFile } from '../public-cache/sqlite-watch'
import { publicContentVersion } from '../public-cache/versions'

/** PUBLIC_PAGE_SHARED_SECONDS: how long a proxy or CDN may keep an anonymous page (0: never; docs/deploying.md). */
function sharedCaching(): SharedCaching {
  const raw = process.env.PUBLIC_PAGE_SHARED_SECONDS?.trim()
  if (!raw) return defaultSharing
  const seconds = Number(raw)
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 300) {
    console.error(`[public-cache] PUBLIC_PAGE_SHARED_SECONDS=${raw} is not a whole number of seconds 0-300; using 0`)
    return { seconds: 0, staleSeconds: 0 }
  }
  return { seconds, staleSeconds: seconds === 0 ? 0 : defaultSharing.staleSeconds }
}

/** A signed-in page is that person's own: no proxy or CDN may keep it, whatever else it is configured to do. */
function markPrivate(request: Request, response: Response) {
  if (!request.headers.get('cookie') || response.headers.has('cache-control')) return
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return
  try {
    response.headers.set('Cache-Control', 'private, no-cache')
  } catch {
    // An immutable response keeps its own.
  }
}

/** Vite's hashed build output: a new build gets new names, so browsers may keep these for a year. */
const hashedAsset = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/

// The anonymous render cache (src/server/public-cache/page-cache.ts) in front of the app, and the cross-instance
// invalidation on PostgreSQL. Off in `vite dev`, where pages must show code changes at once.
export default definePlugin((nitroApp) => {
  if (import.meta.env.DEV) return
  let env: ReturnType<typeof getEnv>
  try {
    env = getEnv()
  } catch {
    return // check-env.ts has already said what is wrong.
  }
  const settings = parseDatabaseUrl(env.DATABASE_URL)
  if (settings.kind === 'postgres')
    startPostgresInvalidation({ connectionString: settings.connectionString, schema: settings.schema })
  // PUBLIC_PAGE_CACHE=off: every page renders (the bench's "before"); writes still tell the other instances.
  if (process.env.PUBLIC_PAGE_CACHE === 'off') return
  const cache = createPageCache({
    now: systemNow,
    nextBoundary: createBoundaryFinder(getDb, publicContentVersion),
    sharing: sharedCaching(),
    ...(settings.kind === 'sqlite' && settings.file !== ':memory:'
      ? { checkForChanges: watchSqliteFile(settings.file) }
      : {}),
  })
  const fetch = nitroApp.fetch
  nitroApp.fetch = async (...args: Parameters<typeof fetch>) => {
    const [request, ...rest] = args
    // srvx hands over its own Request-like object on Node; strings and URLs go straight through.
    if (typeof request !== 'object' || request === null || !('headers' in request) || !('method' in request))
      return fetch(...args)
    const response = gzipHtml(
      request as Request,
      await cache.handle(request as Request, (toRender) => Promise.resolve(fetch(toRender as typeof request, ...rest))),
    )
    markPrivate(request as Request, response)
    if (response.status === 200 && hashedAsset.test(new URL(request.url).pathname)) {
      try {
        response.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      } catch {
        // An immutable response keeps its own.
      }
    }
    return response
  }
})
