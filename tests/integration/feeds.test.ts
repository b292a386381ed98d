// The public documents built from content (src/server/feeds/): the calendar feed, the news feed, the sitemap and
// robots.txt, each parsed back by a real parser, and the render cache's ETag, 304 and drop-on-write for them.
import ICAL from 'ical.js'
import { parseDocument } from 'htmlparser2'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { calendarFeed, calendarFeedType, uidDomain } from '~/server/feeds/calendar'
import { newsFeed, newsFeedType } from '~/server/feeds/news-feed'
import { robotsTxt, sitemap } from '~/server/feeds/sitemap'
import { documentResponse } from '~/server/feeds/xml'
import { createPageCache } from '~/server/public-cache/page-cache'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'

const testDb = await useAccountsDatabase({ appDatabase: false })
afterAll(() => testDb.drop())

// 12:00 in Dimapur on 28 November 2026: the academic year began on 1 April 2026.
const now = new Date('2026-11-28T06:30:00Z')
const origin = 'https://www.school.test'
let teacher: SessionUser
beforeEach(async () => {
  await testDb.reset()
  teacher = await makeUser(testDb.db, { role: 'teacher' })
})
const asTeacher = () => callerFor(teacher, { db: testDb.db, now: () => now }).caller
const deps = () => ({ db: testDb.db, now, origin })

const hindiTitle = 'वार्षिक खेल दिवस और पुरस्कार वितरण समारोह: सभी अभिभावकों का हार्दिक स्वागत है'
const event = {
  title: hindiTitle,
  description: 'Races, relays and the prize giving. Parents are welcome; please be seated by 9:15.',
  eventDate: '2026-12-12T09:30',
  location: 'School playground',
  isFeatured: false,
  cancelled: false,
}

function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
}
const byUid = (text: string, uid: string) => vevents(text).find((item) => item.uid === uid)

describe('the calendar feed (/calendar.ics)', () => {
  it('round-trips through a parser: events with their time, all-day days, Hindi text intact, lines of at most 75 octets', async () => {
    const { id } = await asTeacher().events.create(event)
    await asTeacher().notices.calendar.create({
      date: '2026-12-24',
      endDate: '2027-01-02',
      title: 'Winter vacation',
      category: 'holiday',
    })
    // Not in the feed: a draft, and an event of the year before.
    await asTeacher().events.create({ ...event, title: 'Draft event', publish: 'draft', publishAt: '' })
    await testDb.db.event.create({
      data: { title: 'Last year', description: 'x', eventDate: new Date('2026-03-20T04:30:00Z') },
    })

    const text = await calendarFeed(deps())
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(text).toContain('\r\n ') // the Hindi title is long enough to be folded

    const items = vevents(text)
    expect(items.map((item) => item.summary).sort()).toEqual([hindiTitle, 'Winter vacation'].sort())
    const sportsDay = byUid(text, `event-${id}@${uidDomain}`)!
    expect(sportsDay.summary).toBe(hindiTitle)
    expect(sportsDay.startDate.toJSDate().toISOString()).toBe('2026-12-12T04:00:00.000Z')
    expect(sportsDay.location).toBe('School playground')
    expect(sportsDay.component.getFirstPropertyValue('url')).toBe(`${origin}/events/${id}`)
    expect(sportsDay.component.getFirstPropertyValue('status')).toBe('CONFIRMED')

    const vacation = items.find((item) => item.summary === 'Winter vacation')!
    expect(vacation.startDate.isDate).toBe(true)
    expect(vacation.startDate.toString()).toBe('2026-12-24')
    // DTEND of an all-day entry is the day after its last day.
    expect(vacation.endDate.toString()).toBe('2027-01-03')
    expect(text).toMatch(/DTSTART;VALUE=DATE:20261224\r\n/)
    expect(vacation.component.getFirstPropertyValue('categories')).toBe('Holiday')
  })

  it('an edit keeps the UID and raises SEQUENCE; a cancelled event stays, with STATUS:CANCELLED', async () => {
    const { id } = await asTeacher().events.create(event)
    const uid = `event-${id}@${uidDomain}`
    const day = await asTeacher().notices.calendar.create({ date: '2026-12-05', title: 'Unit test', category: 'exam' })
    const first = await calendarFeed(deps())
    expect(byUid(first, uid)!.sequence).toBe(0)

    await asTeacher().events.update({ id, ...event, location: 'Main hall' })
    await asTeacher().notices.calendar.update({ id: day.id, date: '2026-12-06', title: 'Unit test', category: 'exam' })
    const edited = await calendarFeed(deps())
    expect(byUid(edited, uid)!.sequence).toBe(1)
    expect(byUid(edited, uid)!.location).toBe('Main hall')
    expect(byUid(edited, `calendar-${day.id}@${uidDomain}`)!.sequence).toBe(1)
    expect(vevents(edited)).toHaveLength(2)

    await asTeacher().events.update({ id, ...event, location: 'Main hall', cancelled: true })
    const cancelled = byUid(await calendarFeed(deps()), uid)!
    expect(cancelled.sequence).toBe(2)
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED')
  })

  it('is byte-identical while nothing changes (the cache can answer 304)', async () => {
    await asTeacher().events.create(event)
    expect(await calendarFeed({ ...deps(), now: new Date(now.getTime() + 3_600_000) })).toBe(await calendarFeed(deps()))
  })
})

describe('through the render cache', () => {
  it('a feed gets an ETag and a 304, keeps its own policy, and a content write drops it', async () => {
    await asTeacher().events.create(event)
    let renders = 0
    const render = async (request: Request) => {
      renders++
      return documentResponse(request, await calendarFeed(deps()), calendarFeedType, {
        'content-security-policy': "default-src 'none'",
      })
    }
    const cache = createPageCache({ now: () => now, nextBoundary: async () => Number.POSITIVE_INFINITY })
    const url = 'http://school.test/calendar.ics'
    const first = await cache.handle(new Request(url), render)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe(calendarFeedType)
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'")
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(vevents(await first.text())).toHaveLength(1)

    const again = await cache.handle(new Request(url, { headers: { 'if-none-match': etag } }), render)
    expect(again.status).toBe(304)
    expect(again.headers.get('x-render-cache')).toBe('hit')
    expect(renders).toBe(1)

    // A staff write (the tRPC middleware bumps the content version) drops it: the next request renders again.
    await asTeacher().events.create({ ...event, title: 'Carol evening', eventDate: '2026-12-20T17:00' })
    const changed = await cache.handle(new Request(url, { headers: { 'if-none-match': etag } }), render)
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(vevents(await changed.text())).toHaveLength(2)
  })
})

function parseXml(text: string) {
  return parseDocument(text, { xmlMode: true })
}
type XmlNode = ReturnType<typeof parseXml>['children'][number]
const elements = (node: { children?: XmlNode[] }, name: string): XmlNode[] =>
  (node.children ?? []).flatMap((child) => [
    ...('name' in child && child.name === name ? [child] : []),
    ...elements(child as { children?: XmlNode[] }, name),
  ])
const textOf = (node: XmlNode | undefined): string =>
  !node
    ? ''
    : 'data' in node
      ? String(node.data)
      : ((node as { children?: XmlNode[] }).children ?? []).map(textOf).join('')
const attr = (node: XmlNode | undefined, name: string) =>
  (node as { attribs?: Record<string, string> })?.attribs?.[name]

describe('the news feed (/news/feed.xml)', () => {
  it('is RSS 2.0 with absolute links, the pictures as enclosures, and only what is published', async () => {
    await testDb.db.storedFile.create({
      data: {
        key: 'website-images/news/sports.jpg',
        bucket: 'website-images',
        contentType: 'image/jpeg',
        size: 48213,
        provider: 'local',
      },
    })
    const { id } = await asTeacher().news.create({
      title: 'Sports Day: Red House wins & sets a record',
      content: '<p>Read the <a href="/events">events</a> page.</p>',
      imageUrl: '/files/website-images/news/sports.jpg',
      isFeatured: false,
    })
    await asTeacher().news.create({
      title: 'Not yet',
      content: '<p>Scheduled.</p>',
      imageUrl: '',
      isFeatured: false,
      publish: 'schedule',
      publishAt: '2026-12-01T09:00',
    })

    const text = await newsFeed(deps())
    const document = parseXml(text)
    const [rss] = elements(document, 'rss')
    expect(attr(rss, 'version')).toBe('2.0')
    const items = elements(document, 'item')
    expect(items).toHaveLength(1)
    const [item] = items
    expect(textOf(elements(item as never, 'title')[0])).toBe('Sports Day: Red House wins & sets a record')
    expect(textOf(elements(item as never, 'link')[0])).toBe(`${origin}/news/${id}`)
    expect(textOf(elements(item as never, 'guid')[0])).toBe(`${origin}/news/${id}`)
    const enclosure = elements(item as never, 'enclosure')[0]
    expect(attr(enclosure, 'url')).toBe(`${origin}/files/website-images/news/sports.jpg`)
    expect(attr(enclosure, 'length')).toBe('48213')
    expect(attr(enclosure, 'type')).toBe('image/jpeg')
    const content = textOf(elements(item as never, 'content:encoded')[0])
    expect(content).toContain(`href="${origin}/events"`)
    expect(Number.isNaN(Date.parse(textOf(elements(item as never, 'pubDate')[0])))).toBe(false)
    expect(attr(elements(document, 'atom:link')[0], 'href')).toBe(`${origin}/news/feed.xml`)
    expect(newsFeedType).toMatch(/^application\/rss\+xml/)
  })
})

describe('search engines', () => {
  it('the sitemap lists the public pages, published news and events with lastmod, and no draft', async () => {
    const news = await asTeacher().news.create({
      title: 'Results',
      content: '<p>All passed.</p>',
      imageUrl: '',
      isFeatured: false,
    })
    const published = await asTeacher().events.create(event)
    const draft = await asTeacher().events.create({ ...event, publish: 'draft', publishAt: '' })
    const text = await sitemap(deps())
    const urls = elements(parseXml(text), 'url').map((url) => ({
      loc: textOf(elements(url as never, 'loc')[0]),
      lastmod: textOf(elements(url as never, 'lastmod')[0]),
    }))
    const locs = urls.map((url) => url.loc)
    for (const path of [
      '/',
      '/news',
      '/events',
      '/notice',
      '/gallery',
      '/about-us',
      '/admission-form',
      '/privacy',
      '/terms',
    ])
      expect(locs).toContain(`${origin}${path}`)
    const newsUrl = urls.find((url) => url.loc === `${origin}/news/${news.id}`)!
    const stored = await testDb.db.news.findUniqueOrThrow({ where: { id: news.id }, select: { updatedAt: true } })
    expect(newsUrl.lastmod).toBe(stored.updatedAt.toISOString())
    expect(locs).toContain(`${origin}/events/${published.id}`)
    expect(locs).not.toContain(`${origin}/events/${draft.id}`)
    expect(locs.some((loc) => /\/(admin|dashboard|manage|api)/.test(loc))).toBe(false)
  })

  it('robots.txt allows the public site, keeps out the staff areas and the API, and names the sitemap', () => {
    const text = robotsTxt(origin)
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    for (const path of ['/api/', '/admin', '/dashboard', '/manage', '/inventory/'])
      expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })
})
