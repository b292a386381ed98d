// Server-only: the handlers of the public documents (/calendar.ics, /news/feed.xml, /sitemap.xml, /robots.txt).
// Anyone may read them, signed in or not (they show only what the public pages show); only GET and HEAD are answered.
// The render cache (src/server/public-cache) keeps the first three like a public page: dropped by every content
// write, answered with an ETag and 304.
import { school } from '#app-config'
import { configuredAppOrigin } from '~/server/auth/request-info'
import { systemNow } from '~/server/clock'
import { db } from '~/server/db'
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
