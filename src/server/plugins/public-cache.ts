import { definePlugin } from 'nitro'
import { systemNow } from '../clock'
import { getDb, parseDatabaseUrl } from '../db'
import { getEnv } from '../env'
import { createBoundaryFinder } from '../public-cache/boundary'
import { startPostgresInvalidation } from '../public-cache/instances'
import { createPageCache, gzipHtml } from '../public-cache/page-cache'
import { watchSqliteFile } from '../public-cache/sqlite-watch'
import { publicContentVersion } from '../public-cache/versions'

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
