// The anonymous render cache (src/server/public-cache): which writes drop it, and how it answers. The same cache
// against the real production server, one instance and two over PostgreSQL: public-cache-server.test.ts.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { createPageCache, isPublicPagePath, normalisedPageKey } from '~/server/public-cache/page-cache'
import { invalidatePublicPages, publicContentVersion } from '~/server/public-cache/versions'
import { nextMidnight } from '~/server/public-cache/boundary'
import { watchSqliteFile } from '~/server/public-cache/sqlite-watch'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())

const now = new Date('2026-11-22T06:30:00Z')
let admin: SessionUser
beforeEach(async () => {
  await testDb.reset()
  admin = await makeUser(testDb.db, { role: 'admin' })
})
const asAdmin = () => callerFor(admin, { now: () => now }).caller

/** Each content kind's write, done the way the staff screens do it. */
const writes: Array<[string, () => Promise<unknown>]> = [
  [
    'news',
    () =>
      asAdmin().news.create({
        title: 'Sports Day results',
        content: '<p>Red House won.</p>',
        imageUrl: '',
        isFeatured: false,
      }),
  ],
  [
    'events',
    () =>
      asAdmin().events.create({
        title: 'Annual Sports Day',
        description: 'Races.',
        eventDate: '2026-12-01T09:00',
        location: 'Playground',
        isFeatured: true,
      }),
  ],
  [
    'notices',
    () =>
      asAdmin().notices.create({
        title: 'Winter Vacation',
        category: 'holiday',
        date: '2026-12-20',
        content: 'School closes.',
        important: true,
      }),
  ],
  [
    'calendar',
    () => asAdmin().notices.calendar.create({ date: '2026-12-01', title: 'Annual Sports Day', category: 'event' }),
  ],
  [
    'announcement',
    () => asAdmin().announcement.update({ id: null, message: 'Admissions open', isActive: true, asNew: true }),
  ],
  ['gallery albums', () => asAdmin().gallery.admin.createAlbum({ title: 'Sports Day', description: '' })],
  [
    'gallery videos',
    () =>
      asAdmin().gallery.admin.createVideo({
        title: 'Assembly',
        description: '',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        duration: '',
        thumbnailUrl: '',
      }),
  ],
]

describe('a write to public content drops the cached pages in the same request', () => {
  it.each(writes)('%s', async (_kind, write) => {
    const before = publicContentVersion()
    await write()
    expect(publicContentVersion()).toBeGreaterThan(before)
  })

  it('a refused write and a write elsewhere leave the cache alone', async () => {
    const before = publicContentVersion()
    await expect(
      callerFor(null).caller.news.create({ title: 'x', content: '<p>x</p>', imageUrl: '', isFeatured: false }),
    ).rejects.toThrow()
    await callerFor(null).caller.auth.logout()
    expect(publicContentVersion()).toBe(before)
  })
})

const page = (nonce: string, text: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"></head><body>${text}<script nonce="${nonce}">1</script></body></html>`

function fakeApp() {
  let text = 'first'
  let renders = 0
  let extraHeaders: Record<string, string> = {}
  let status = 200
  return {
    set: (next: string) => (text = next),
    setHeaders: (headers: Record<string, string>) => (extraHeaders = headers),
    setStatus: (next: number) => (status = next),
    renders: () => renders,
    render: async () => {
      renders++
      const nonce = `n${renders}abcdefghijklmnop`
      return new Response(page(nonce, text), {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
          ...extraHeaders,
        },
      })
    },
  }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://school.test${path}`, { headers })
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('the page cache', () => {
  let clock = now.getTime()
  const cacheWith = (boundary = Number.POSITIVE_INFINITY) =>
    createPageCache({ now: () => new Date(clock), nextBoundary: async () => boundary })

  it('answers a second anonymous GET from the cache with a fresh nonce that matches its policy', async () => {
    const app = fakeApp()
    const cache = cacheWith()
    const first = await cache.handle(get('/'), app.render)
    const second = await cache.handle(get('/'), app.render)
    expect(app.renders()).toBe(1)
    expect(second.headers.get('x-render-cache')).toBe('hit')
    const html = await second.text()
    const nonce = nonceOf(second)!
    expect(nonce).not.toBe(nonceOf(first))
    expect(html).toContain(`content="${nonce}"`)
    expect(html).toContain(`<script nonce="${nonce}">`)
    expect(html).not.toContain('n1abcdefghijklmnop')
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
  })

  it('gzips for clients that accept it, and the bytes inflate to the page with this response nonce', async () => {
    const app = fakeApp()
    const cache = cacheWith()
    await cache.handle(get('/'), app.render)
    const response = await cache.handle(get('/', { 'accept-encoding': 'gzip, deflate, br' }), app.render)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(html).toBe(page(nonceOf(response)!, 'first'))
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const app = fakeApp()
    const cache = cacheWith()
    const etag = (await cache.handle(get('/'), app.render)).headers.get('etag')!
    expect(etag).toMatch(/^"[^"]+"$/)
    const response = await cache.handle(get('/', { 'if-none-match': etag }), app.render)
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
  })

  it('renders again after a content write, and never keeps a render that a write overtook', async () => {
    const app = fakeApp()
    const cache = cacheWith()
    await cache.handle(get('/'), app.render)
    app.set('second')
    invalidatePublicPages('test')
    expect(await (await cache.handle(get('/'), app.render)).text()).toContain('second')
    // A write lands while a render is under way: that render answers its request but is not kept.
    invalidatePublicPages('test')
    const racing = async () => {
      const response = await app.render()
      invalidatePublicPages('write during render')
      return response
    }
    await cache.handle(get('/'), racing)
    const rendersBefore = app.renders()
    await cache.handle(get('/'), app.render)
    expect(app.renders()).toBe(rendersBefore + 1)
  })

  it('lets a proxy keep a page for a few seconds, never past its boundary, and never a render a write overtook', async () => {
    const app = fakeApp()
    const cache = cacheWith(clock + 3_600_000)
    const first = await cache.handle(get('/'), app.render)
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
    expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding')

    const nearMidnight = cacheWith(clock + 20_000)
    await nearMidnight.handle(get('/events'), app.render)
    expect((await nearMidnight.handle(get('/events'), app.render)).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=15',
    )
    const lastSecond = cacheWith(clock + 900)
    expect((await lastSecond.handle(get('/events'), app.render)).headers.get('cache-control')).toBe('no-cache')

    const racing = async () => {
      const response = await app.render()
      invalidatePublicPages('write during render')
      return response
    }
    expect((await cacheWith().handle(get('/notice'), racing)).headers.get('cache-control')).toBe('no-cache')

    const off = createPageCache({
      now: () => new Date(clock),
      nextBoundary: async () => Number.POSITIVE_INFINITY,
      sharing: { seconds: 0, staleSeconds: 0 },
    })
    expect((await off.handle(get('/'), app.render)).headers.get('cache-control')).toBe('no-cache')
  })

  it('expires at the clock boundary', async () => {
    const app = fakeApp()
    const cache = cacheWith(clock + 60_000)
    await cache.handle(get('/events'), app.render)
    await cache.handle(get('/events'), app.render)
    expect(app.renders()).toBe(1)
    clock += 60_000
    await cache.handle(get('/events'), app.render)
    expect(app.renders()).toBe(2)
  })

  it('never serves signed-in requests, private paths, errors or responses that set a cookie from the cache', async () => {
    const cache = cacheWith()
    const app = fakeApp()
    await cache.handle(get('/', { cookie: 'session=abc' }), app.render)
    await cache.handle(get('/', { cookie: 'theme=dark; session=abc' }), app.render)
    await cache.handle(get('/dashboard'), app.render)
    await cache.handle(get('/dashboard'), app.render)
    expect(app.renders()).toBe(4)
    expect(cache.size()).toBe(0)
    app.setHeaders({ 'set-cookie': 'a=b' })
    await cache.handle(get('/gallery'), app.render)
    app.setHeaders({})
    app.setStatus(404)
    await cache.handle(get('/news/unknown'), app.render)
    expect(cache.size()).toBe(0)
  })

  it('keys pages by path and sorted query without tracking parameters', () => {
    expect(normalisedPageKey(new URL('http://x/news?page=2&utm_source=whatsapp&fbclid=1'))).toBe('/news?page=2')
    expect(normalisedPageKey(new URL('http://x/news?b=1&a=2'))).toBe('/news?a=2&b=1')
    for (const path of [
      '/',
      '/about-us',
      '/about-us/our-team',
      '/gallery',
      '/notice',
      '/news',
      '/news/abc-123',
      '/events',
      '/login',
      '/fee-portal/student-login',
    ]) {
      expect(isPublicPagePath(path), path).toBe(true)
    }
    for (const path of [
      '/dashboard',
      '/api/trpc/news.list',
      '/files/x',
      '/manage/news',
      '/fee-portal/cashier-dashboard',
    ]) {
      expect(isPublicPagePath(path), path).toBe(false)
    }
  })

  it('the next midnight is on the school clock', () => {
    // 12:00 in India on 22 November: midnight is 18:30 UTC the same day.
    expect(new Date(nextMidnight(now)).toISOString()).toBe('2026-11-22T18:30:00.000Z')
  })

  it('on SQLite, a write to the database file by another process drops the pages (seed, restore, test fixtures)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'watch-')), 'school.db')
    writeFileSync(file, 'one')
    const check = watchSqliteFile(file)
    const before = publicContentVersion()
    check()
    expect(publicContentVersion()).toBe(before)
    writeFileSync(`${file}-wal`, 'a commit')
    check()
    expect(publicContentVersion()).toBe(before + 1)
  })
})
