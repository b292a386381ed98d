// Server-only: the handlers of the public documents (/calendar.ics, /news/feed.xml, /sitemap.xml, /robots.txt).
// Anyone may read them, signed in or not (they show only what the public pages show); only GET and HEAD are answered.
// The render cache (src/server/public-cache) keeps the first three like a public page: dropped by every content
// write, answered with an ETag and 304.
import { school } from '#app-config'
import { configuredAppOrigin } from '~/server/auth/request-info'
import { systemNow } from '~/server/clock'
import { db } from '~/server/db'
import { brandImage, webManifest } from '~/server/brand-images'
import { downloadHandlers } from '~/server/route-handlers'
import { calendarFeed, calendarFeedType } from './calendar'
import { newsFeed, newsFeedType } from './news-feed'
import { robotsTxt, sitemap, sitemapType } from './sitemap'
import { documentResponse } from './xml'

const deps = () => ({ db, now: systemNow(), origin: configuredAppOrigin() })
const fileStem = school.shortName.replace(/\W+/g, '-').toLowerCase()

export const calendarFeedHandlers = downloadHandlers(async ({ request }: { request: Request }) =>
  documentResponse(request, await calendarFeed(deps()), calendarFeedType, {
    'Content-Disposition': `inline; filename="${fileStem}-calendar.ics"`,
  }),
)

export const newsFeedHandlers = downloadHandlers(async ({ request }: { request: Request }) =>
  documentResponse(request, await newsFeed(deps()), newsFeedType),
)

export const sitemapHandlers = downloadHandlers(async ({ request }: { request: Request }) =>
  documentResponse(request, await sitemap(deps()), sitemapType),
)

export const robotsHandlers = downloadHandlers(({ request }: { request: Request }) =>
  documentResponse(request, robotsTxt(configuredAppOrigin()), 'text/plain; charset=utf-8'),
)

/** The app icons and the share picture (src/server/brand-images.ts): a day in caches, redrawn after a rebrand. */
export const brandImageHandlers = downloadHandlers(async ({ request }: { request: Request }) => {
  const png = brandImage(new URL(request.url).pathname)
  if (!png) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const bytes = await png
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=86400',
    },
  })
})

export const manifestHandlers = downloadHandlers(({ request }: { request: Request }) =>
  documentResponse(request, JSON.stringify(webManifest()), 'application/manifest+json; charset=utf-8', {
    'Cache-Control': 'public, max-age=86400',
  }),
)
