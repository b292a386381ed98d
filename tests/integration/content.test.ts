// News, events, notices, the academic calendar and the announcement against a real database: what the public
// pages read, what staff may change, and who gets UNAUTHORIZED or FORBIDDEN (docs/product.md, Content management).
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import type { Role } from '~/shared/roles'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())

const now = new Date('2026-11-22T06:30:00Z') // 12:00 PM in Dimapur
const users = {} as Record<Role, SessionUser>

beforeEach(async () => {
  await testDb.reset()
  for (const role of ['admin', 'teacher', 'student', 'cashier', 'parent'] as const)
    users[role] = await makeUser(db, { role })
})

const as = (role: Role | null) => callerFor(role ? users[role] : null, { now: () => now }).caller

const newsItem = { title: 'Sports Day results', content: '<p>Red House won.</p>', imageUrl: '', isFeatured: false }
const eventItem = {
  title: 'Annual Sports Day',
  description: 'Races and the tug-of-war final.',
  eventDate: '2026-12-01T09:00',
  location: 'Playground',
  isFeatured: true,
}
const notice = {
  title: 'Winter Vacation',
  category: 'holiday' as const,
  date: '2026-12-20',
  content: 'School closes for winter.',
  important: true,
}
const calendarEntry = { date: '2026-12-01', title: 'Annual Sports Day', category: 'event' as const }

describe('who may change content', () => {
  const mutations = [
    [
      'news.create',
      (role: Role | null) => as(role).news.create(newsItem),
      'You must be logged in to create a news item',
    ],
    [
      'events.create',
      (role: Role | null) => as(role).events.create(eventItem),
      'You must be logged in to create an event',
    ],
    [
      'notices.create',
      (role: Role | null) => as(role).notices.create(notice),
      'You must be logged in to create a notice',
    ],
    [
      'notices.calendar.create',
      (role: Role | null) => as(role).notices.calendar.create(calendarEntry),
      'You must be logged in to create a calendar entry',
    ],
  ] as const

  it.each(mutations)(
    '%s: anonymous is UNAUTHORIZED with the sign-in wording; student, cashier and parent are FORBIDDEN',
    async (_name, call, message) => {
      const anonymous = await failureOf(call(null))
      expect(anonymous.code).toBe('UNAUTHORIZED')
      expect(anonymous.message).toBe(message)
      for (const role of ['student', 'cashier', 'parent'] as const) {
        const denied = await failureOf(call(role))
        expect(denied.code, role).toBe('FORBIDDEN')
        expect(denied.message).toBe('Access denied. This area requires Administrator or Teacher permissions.')
      }
      expect(await db.news.count()).toBe(0)
      expect(await db.event.count()).toBe(0)
      expect(await db.notice.count()).toBe(0)
      expect(await db.calendarEntry.count()).toBe(0)
    },
  )

  it.each(mutations)('%s: teachers and admins may', async (_name, call) => {
    await expect(call('teacher')).resolves.toMatchObject({ id: expect.any(String) })
    await expect(call('admin')).resolves.toMatchObject({ id: expect.any(String) })
  })

  it('a student cannot update or delete what staff wrote', async () => {
    const { id } = await as('teacher').news.create(newsItem)
    expect((await failureOf(as('student').news.update({ id, ...newsItem, title: 'Hacked' }))).code).toBe('FORBIDDEN')
    expect((await failureOf(as('student').news.delete({ id }))).code).toBe('FORBIDDEN')
    expect((await failureOf(as(null).news.delete({ id }))).message).toBe('You must be logged in to delete a news item')
    expect((await db.news.findUniqueOrThrow({ where: { id } })).title).toBe(newsItem.title)
  })

  it('only an admin may update the announcement', async () => {
    const input = { id: null, message: 'Admissions open', isActive: true, asNew: false }
    expect((await failureOf(as(null).announcement.update(input))).code).toBe('UNAUTHORIZED')
    for (const role of ['teacher', 'student', 'cashier', 'parent'] as const) {
      expect((await failureOf(as(role).announcement.update(input))).code, role).toBe('FORBIDDEN')
    }
    expect(await db.siteAnnouncement.count()).toBe(0)
  })
})

describe('news', () => {
  it('creates with the author and publication time, lists newest first with plain-text previews', async () => {
    const first = await as('teacher').news.create({
      ...newsItem,
      content: '<p>First <strong>story</strong></p><ul><li>One</li></ul>',
    })
    const stored = await db.news.findUniqueOrThrow({ where: { id: first.id } })
    expect(stored.createdById).toBe(users.teacher.id)
    expect(stored.publishedAt).toEqual(now)
    expect(stored.imageUrl).toBeNull()

    for (let i = 1; i <= 4; i++) {
      await db.news.create({
        data: {
          title: `Older ${i}`,
          content: `<p>Item ${i}</p>`,
          publishedAt: new Date(now.getTime() - i * 86_400_000),
        },
      })
    }
    const latest = await as(null).news.latest()
    expect(latest.map((item) => item.title)).toEqual(['Sports Day results', 'Older 1', 'Older 2'])
    expect(latest[0]!.excerpt).toBe('First story One')
    expect(latest[0]).not.toHaveProperty('content')

    const page = await as(null).news.list({ page: 1 })
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 12, pageCount: 1 })
  })

  it('pages the full list 12 at a time', async () => {
    for (let i = 0; i < 14; i++) {
      await db.news.create({
        data: {
          title: `News ${String(i).padStart(2, '0')}`,
          content: 'x',
          publishedAt: new Date(now.getTime() - i * 60_000),
        },
      })
    }
    const second = await as(null).news.list({ page: 2 })
    expect(second.pageCount).toBe(2)
    expect(second.items.map((item) => item.title)).toEqual(['News 12', 'News 13'])
  })

  it('turns plain text into paragraphs and stores sanitized markup', async () => {
    const plain = await as('admin').news.create({ ...newsItem, content: 'Line one\n\nMarks < 40 & "more"' })
    expect((await db.news.findUniqueOrThrow({ where: { id: plain.id } })).content).toBe(
      '<p>Line one</p><p>Marks &lt; 40 &amp; "more"</p>',
    )

    const { id } = await as('admin').news.create({
      ...newsItem,
      content: '<p onclick="steal()">Hi<script>alert(1)</script></p>',
    })
    expect((await db.news.findUniqueOrThrow({ where: { id } })).content).toBe('<p>Hi</p>')
  })

  it('refuses content with nothing readable left, and bad image addresses, writing nothing', async () => {
    const empty = await failureOf(as('admin').news.create({ ...newsItem, content: '<script>alert(1)</script>' }))
    expect(empty.code).toBe('BAD_REQUEST')
    expect(empty.message).toMatch(/^Content is required/)
    const badImage = await failureOf(as('admin').news.create({ ...newsItem, imageUrl: 'javascript:alert(1)' }))
    expect(badImage.code).toBe('BAD_REQUEST')
    // Only our own stored files: an admin-only GET planted as an image would run in every reader's browser.
    for (const imageUrl of [
      '/api/admissions/export.csv',
      'https://example.com/photo.jpg',
      '/files/admission-documents/birth-certificates/1.pdf',
      '/files/website-images/../admission-documents/x.pdf',
      '/files/website-images/never-uploaded.png',
    ]) {
      const planted = await failureOf(as('teacher').news.create({ ...newsItem, imageUrl }))
      expect(planted.code, imageUrl).toBe('BAD_REQUEST')
      expect(planted.message, imageUrl).toContain('Choose the image by uploading it here')
    }
    const blankTitle = await failureOf(as('admin').news.create({ ...newsItem, title: '   ' }))
    expect(blankTitle.code).toBe('BAD_REQUEST')
    expect(await db.news.count()).toBe(0)
  })

  it('reads one item with its author, sanitizing rows written by other means', async () => {
    const row = await db.news.create({
      data: {
        title: 'Imported',
        content: '<p>Safe</p><img src=/files/news/x.png onerror=alert(1)>',
        createdById: users.admin.id,
        publishedAt: now,
      },
    })
    const item = await as(null).news.byId({ id: row.id })
    expect(item.content).toBe('<p>Safe</p><img src="/files/news/x.png" />')
    expect(item.author).toBe(`${users.admin.firstName} ${users.admin.lastName}`)
    const missing = await failureOf(as(null).news.byId({ id: 'nope' }))
    expect(missing.code).toBe('NOT_FOUND')
    expect(missing.message).toBe('News item not found')
  })

  it('updates and deletes; a missing id is NOT_FOUND', async () => {
    const { id } = await as('teacher').news.create(newsItem)
    await db.storedFile.create({
      data: {
        key: 'website-images/planting-activity.png',
        bucket: 'website-images',
        contentType: 'image/png',
        size: 10,
        provider: 'local',
      },
    })
    await as('admin').news.update({
      id,
      ...newsItem,
      title: 'Renamed',
      imageUrl: '/files/website-images/planting-activity.png',
      isFeatured: true,
    })
    expect(await db.news.findUniqueOrThrow({ where: { id } })).toMatchObject({
      title: 'Renamed',
      imageUrl: '/files/website-images/planting-activity.png',
      isFeatured: true,
    })
    await as('teacher').news.delete({ id })
    expect(await db.news.count()).toBe(0)
    expect((await failureOf(as('teacher').news.delete({ id }))).code).toBe('NOT_FOUND')
    expect((await failureOf(as('teacher').news.update({ id, ...newsItem }))).message).toBe('News item not found')
  })
})

describe('events', () => {
  it('reads the form time on the school clock and splits upcoming from past at now', async () => {
    const { id } = await as('teacher').events.create(eventItem)
    const stored = await db.event.findUniqueOrThrow({ where: { id } })
    expect(stored.eventDate.toISOString()).toBe('2026-12-01T03:30:00.000Z')
    expect(stored.createdById).toBe(users.teacher.id)

    await db.event.createMany({
      data: [
        { title: 'Exactly now', description: 'd', eventDate: now },
        { title: 'A minute ago', description: 'd', eventDate: new Date(now.getTime() - 60_000) },
        { title: 'Tomorrow', description: 'd', eventDate: new Date(now.getTime() + 86_400_000) },
        { title: 'In a year', description: 'd', eventDate: new Date(now.getTime() + 365 * 86_400_000) },
      ],
    })
    const home = await as(null).events.upcoming({ limit: 3 })
    expect(home.map((event) => event.title)).toEqual(['Exactly now', 'Tomorrow', 'Annual Sports Day'])
    expect((await as(null).events.upcoming()).map((event) => event.title)).toHaveLength(4)
    const past = await as(null).events.past({ page: 1 })
    expect(past.items.map((event) => event.title)).toEqual(['A minute ago'])
  })

  it('rejects an impossible date and keeps an empty location as null', async () => {
    expect((await failureOf(as('admin').events.create({ ...eventItem, eventDate: '2026-02-30T09:00' }))).code).toBe(
      'BAD_REQUEST',
    )
    const { id } = await as('admin').events.create({ ...eventItem, location: '  ' })
    expect((await db.event.findUniqueOrThrow({ where: { id } })).location).toBeNull()
    await as('admin').events.update({ id, ...eventItem, title: 'Moved', eventDate: '2026-12-02T16:30' })
    expect(await db.event.findUniqueOrThrow({ where: { id } })).toMatchObject({
      title: 'Moved',
      eventDate: new Date('2026-12-02T11:00:00Z'),
    })
    await as('teacher').events.delete({ id })
    expect((await failureOf(as('teacher').events.delete({ id }))).message).toBe('Event not found')
  })
})

describe('notices and the academic calendar', () => {
  it('lists notices latest date first and calendar entries in date order', async () => {
    await as('teacher').notices.create(notice)
    await as('teacher').notices.create({
      ...notice,
      title: 'Fee reminder',
      category: 'administrative',
      date: '2026-11-01',
      important: false,
    })
    await as('admin').notices.calendar.create(calendarEntry)
    await as('admin').notices.calendar.create({
      ...calendarEntry,
      date: '2026-11-25',
      title: 'Staff Meeting',
      category: 'meeting',
    })

    expect((await as(null).notices.list()).map((row) => [row.title, row.date, row.category, row.important])).toEqual([
      ['Winter Vacation', '2026-12-20', 'holiday', true],
      ['Fee reminder', '2026-11-01', 'administrative', false],
    ])
    expect((await as(null).notices.calendar.list()).map((row) => row.title)).toEqual([
      'Staff Meeting',
      'Annual Sports Day',
    ])
  })

  it('validates categories and dates', async () => {
    expect((await failureOf(as('admin').notices.create({ ...notice, date: '2026-13-01' }))).code).toBe('BAD_REQUEST')
    // "administrative" is a notice category but not a calendar one.
    const wrongCategory = await failureOf(
      as('admin').notices.calendar.create({ ...calendarEntry, category: 'administrative' as 'event' }),
    )
    expect(wrongCategory.code).toBe('BAD_REQUEST')
    expect(await db.notice.count()).toBe(0)
    expect(await db.calendarEntry.count()).toBe(0)
  })

  it('updates and deletes notices and entries', async () => {
    const { id } = await as('teacher').notices.create(notice)
    await as('teacher').notices.update({ id, ...notice, important: false, title: 'Winter break' })
    expect(await db.notice.findUniqueOrThrow({ where: { id } })).toMatchObject({
      title: 'Winter break',
      important: false,
    })
    await as('teacher').notices.delete({ id })
    expect((await failureOf(as('teacher').notices.delete({ id }))).message).toBe('Notice not found')

    const entry = await as('teacher').notices.calendar.create(calendarEntry)
    await as('admin').notices.calendar.update({ id: entry.id, ...calendarEntry, date: '2026-12-03' })
    expect((await db.calendarEntry.findUniqueOrThrow({ where: { id: entry.id } })).date).toBe('2026-12-03')
    await as('admin').notices.calendar.delete({ id: entry.id })
    expect((await failureOf(as('admin').notices.calendar.update({ id: entry.id, ...calendarEntry }))).message).toBe(
      'Calendar entry not found',
    )
  })
})

describe('announcement.update', () => {
  it('updates the row matching id and returns it; current follows', async () => {
    const row = await db.siteAnnouncement.create({
      data: { message: 'Old', isActive: true, updatedAt: new Date('2026-01-01') },
    })
    const updated = await as('admin').announcement.update({
      id: row.id,
      message: 'Admissions close Friday',
      isActive: true,
      asNew: false,
    })
    expect(updated).toMatchObject({ id: row.id, message: 'Admissions close Friday', isActive: true, updatedAt: now })
    expect(await as(null).announcement.current()).toMatchObject({ id: row.id, message: 'Admissions close Friday' })

    await as('admin').announcement.update({
      id: row.id,
      message: 'Admissions close Friday',
      isActive: false,
      asNew: false,
    })
    expect(await as(null).announcement.current()).toMatchObject({ id: row.id, isActive: false })
    expect(
      (await failureOf(as('admin').announcement.update({ id: 'missing', message: 'x', isActive: true, asNew: false })))
        .code,
    ).toBe('NOT_FOUND')
  })

  it('posts a new row when asked (a new id shows again to visitors who dismissed) and switches older ones off', async () => {
    const old = await db.siteAnnouncement.create({
      data: { message: 'Old', isActive: true, updatedAt: new Date('2026-01-01') },
    })
    const created = await as('admin').announcement.update({
      id: old.id,
      message: 'New term begins',
      isActive: true,
      asNew: true,
    })
    expect(created.id).not.toBe(old.id)
    expect(await db.siteAnnouncement.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({
      isActive: false,
      updatedAt: new Date('2026-01-01'),
    })
    expect((await as(null).announcement.current())!.id).toBe(created.id)

    // Switched off later, the new row stays the current one (hidden), and the old message does not come back.
    await as('admin').announcement.update({ id: created.id, message: 'New term begins', isActive: false, asNew: false })
    expect(await as(null).announcement.current()).toMatchObject({ id: created.id, isActive: false })
  })

  it('creates the first row when there is none, and rejects a blank message', async () => {
    expect(
      (await failureOf(as('admin').announcement.update({ id: null, message: '  ', isActive: true, asNew: false })))
        .code,
    ).toBe('BAD_REQUEST')
    const first = await as('admin').announcement.update({
      id: null,
      message: 'Welcome back',
      isActive: true,
      asNew: false,
    })
    expect(await as(null).announcement.current()).toMatchObject({ id: first.id, message: 'Welcome back' })
  })
})
