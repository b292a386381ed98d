// Server-only: /sitemap.xml and /robots.txt for search engines. The sitemap lists every public page, every published
// news item and event and every gallery album, with the time it last changed where the site knows it (the pages
// written in code carry none). It is served through the render cache, so a content write drops it with the pages.
import { newsPublishedBy, publishedBy } from '~/server/content/publishing'
import type { PrismaClient } from '~/server/db'
import { xmlEscape } from './xml'

export const sitemapType = 'application/xml; charset=utf-8'

/** Pages a search engine should know, besides the news items, events and albums read from the database. */
const staticPages = [
  '/about-us',
  '/about-us/school-details',
  '/about-us/our-team',
  '/principals-message',
  '/chairmans-message',
  '/academics',
  '/syllabus',
  '/online-admissions',
  '/admission-form',
  '/admission-status',
  '/fee-portal',
] as const

// A sitemap may hold 50,000 URLs; a school publishes far fewer, the caps only bound a runaway table.
const maxRows = 5000

type Entry = { path: string; lastmod?: Date | null }

const latest = (...dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null)

type SitemapDeps = { db: PrismaClient; now: Date; origin: string }

export async function sitemap({ db, now, origin }: SitemapDeps): Promise<string> {
  const byUpdate = { orderBy: { updatedAt: 'desc' as const }, take: maxRows }
  const [news, events, albums, notice, calendarDay, legal] = await Promise.all([
    db.news.findMany({ where: newsPublishedBy(now), ...byUpdate, select: { id: true, updatedAt: true } }),
    db.event.findMany({ where: publishedBy(now), ...byUpdate, select: { id: true, updatedAt: true } }),
    db.galleryAlbum.findMany({ ...byUpdate, select: { id: true, updatedAt: true } }),
    db.notice.findFirst({ where: publishedBy(now), orderBy: { updatedAt: 'desc' }, select: { updatedAt: true } }),
    db.calendarEntry.findFirst({ orderBy: { updatedAt: 'desc' }, select: { updatedAt: true } }),
    db.legalDocumentVersion.findMany({
      orderBy: { version: 'desc' },
      distinct: ['kind'],
      select: { kind: true, createdAt: true },
    }),
  ])
  const legalChange = (kind: 'privacy' | 'terms') => legal.find((row) => row.kind === kind)?.createdAt
  const entries: Entry[] = [
    { path: '/', lastmod: latest(news[0]?.updatedAt, events[0]?.updatedAt, albums[0]?.updatedAt) },
    { path: '/news', lastmod: news[0]?.updatedAt },
    { path: '/events', lastmod: events[0]?.updatedAt },
    { path: '/notice', lastmod: latest(notice?.updatedAt, calendarDay?.updatedAt) },
    { path: '/gallery', lastmod: albums[0]?.updatedAt },
    ...staticPages.map((path) => ({ path })),
    { path: '/privacy', lastmod: legalChange('privacy') },
    { path: '/terms', lastmod: legalChange('terms') },
    ...news.map((item) => ({ path: `/news/${item.id}`, lastmod: item.updatedAt })),
    ...events.map((event) => ({ path: `/events/${event.id}`, lastmod: event.updatedAt })),
    ...albums.map((album) => ({ path: `/gallery?albumId=${encodeURIComponent(album.id)}`, lastmod: album.updatedAt })),
  ]
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Areas behind a sign-in, and the API: nothing there is for a search engine (and most of it answers a login page). */
export const disallowedPaths = [
  '/api/',
  '/admin',
  '/dashboard',
  '/profile',
  '/manage',
  '/inventory/',
  '/fee-portal/student-dashboard',
  '/fee-portal/cashier-dashboard',
  '/reset-password',
  '/forgot-password',
  '/unsubscribe',
] as const

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
