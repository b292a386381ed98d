// Drafts and scheduled publishing of news, events and notices, multi-day calendar entries and the announcement's
// headline and button, against a real database with an injected clock.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { createBoundaryFinder } from '~/server/public-cache/boundary'
import { createPageCache } from '~/server/public-cache/page-cache'
import { publicContentVersion } from '~/server/public-cache/versions'
import type { Role } from '~/shared/roles'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())

// 12:00 PM in Dimapur on 22 Nov 2026.
let clock = new Date('2026-11-22T06:30:00Z').getTime()
const users = {} as Record<Role, SessionUser>

beforeEach(async () => {
  await testDb.reset()
  clock = new Date('2026-11-22T06:30:00Z').getTime()
  for (const role of ['admin', 'teacher', 'student', 'parent'] as const) users[role] = await makeUser(db, { role })
})

const as = (role: Role | null) => callerFor(role ? users[role] : null, { now: () => new Date(clock) }).caller
const advanceTo = (iso: string) => (clock = new Date(iso).getTime())

const news = { title: 'Results day', content: '<p>Well done.</p>', imageUrl: '', isFeatured: false }
const event = {
  title: 'Sports Day',
  description: 'Races.',
  eventDate: '2026-12-10T09:00',
  location: 'Playground',
  isFeatured: false,
}
const notice = {
  title: 'Winter vacation',
  category: 'holiday' as const,
  date: '2026-12-20',
  content: 'School closes.',
  important: false,
}

describe('drafts and scheduled items', () => {
  it('a news draft is hidden from visitors and from signed-in families, and listed for staff as a draft', async () => {
    const { id } = await as('teacher').news.create({ ...news, publish: 'draft', publishAt: '' })
    for (const role of [null, 'student', 'parent'] as const) {
      expect(
        (await as(role).news.latest()).map((item) => item.id),
        String(role),
      ).toEqual([])
      expect((await as(role).news.list({ page: 1 })).total).toBe(0)
      expect((await failureOf(as(role).news.byId({ id }))).code).toBe('NOT_FOUND')
    }
    const staffList = await as('admin').news.manageList({ page: 1 })
    expect(staffList.items).toEqual([expect.objectContaining({ id, state: 'draft' })])
    expect(await as('teacher').news.byId({ id })).toMatchObject({ id, state: 'draft' })
    expect((await as('student').dashboard.summary()).newsCount).toBe(0)
  })

  it('a scheduled news item appears at its time, on the list, the page and the home page', async () => {
    const { id } = await as('teacher').news.create({ ...news, publish: 'schedule', publishAt: '2026-11-22T15:00' })
    expect((await db.news.findUniqueOrThrow({ where: { id } })).publishedAt).toEqual(new Date('2026-11-22T09:30:00Z'))
    expect((await as('admin').news.manageList({ page: 1 })).items[0]).toMatchObject({ id, state: 'scheduled' })
    expect(await as(null).news.latest()).toEqual([])
    advanceTo('2026-11-22T09:29:59Z')
    expect((await failureOf(as(null).news.byId({ id }))).code).toBe('NOT_FOUND')
    advanceTo('2026-11-22T09:30:00Z')
    expect((await as(null).news.latest()).map((item) => item.id)).toEqual([id])
    expect((await as(null).news.list({ page: 1 })).items.map((item) => item.id)).toEqual([id])
    expect(await as(null).news.byId({ id })).toMatchObject({ id, state: 'published' })
    expect((await as('admin').news.manageList({ page: 1 })).items[0]).toMatchObject({ id, state: 'published' })
  })

  it('scheduling in the past is refused and writes nothing; publishing a draft now stamps the time', async () => {
    const refused = await failureOf(
      as('teacher').news.create({ ...news, publish: 'schedule', publishAt: '2026-11-22T11:00' }),
    )
    expect(refused.code).toBe('BAD_REQUEST')
    expect(refused.message).toBe('Choose a publish time in the future, or publish now.')
    const missing = await failureOf(as('teacher').news.create({ ...news, publish: 'schedule', publishAt: '' }))
    expect(missing.code).toBe('BAD_REQUEST')
    expect(missing.message).toContain('Choose the date and time to publish at.')
    expect(await db.news.count()).toBe(0)

    const { id } = await as('teacher').news.create({ ...news, publish: 'draft', publishAt: '' })
    advanceTo('2026-11-23T04:00:00Z')
    await as('teacher').news.update({ id, ...news, publish: 'now', publishAt: '' })
    const stored = await db.news.findUniqueOrThrow({ where: { id } })
    expect(stored).toMatchObject({ status: 'published', publishedAt: new Date('2026-11-23T04:00:00Z') })
    // Editing a published item keeps its publish time.
    advanceTo('2026-11-24T04:00:00Z')
    await as('teacher').news.update({ id, ...news, title: 'Results day (corrected)', publish: 'now', publishAt: '' })
    expect((await db.news.findUniqueOrThrow({ where: { id } })).publishedAt).toEqual(new Date('2026-11-23T04:00:00Z'))
  })

  it('callers that send no publication fields publish at once, as before', async () => {
    const { id } = await as('teacher').news.create(news)
    expect((await as(null).news.latest()).map((item) => item.id)).toEqual([id])
  })

  it('events: drafts and scheduled events stay off the public lists and the dashboard until their time', async () => {
    const draft = await as('teacher').events.create({ ...event, publish: 'draft', publishAt: '' })
    const scheduled = await as('teacher').events.create({
      ...event,
      title: 'Prize day',
      publish: 'schedule',
      publishAt: '2026-11-25T08:00',
    })
    const open = await as('teacher').events.create({ ...event, title: 'Open day' })
    expect((await as(null).events.upcoming()).map((row) => row.id)).toEqual([open.id])
    expect((await as('student').dashboard.summary()).upcomingEventCount).toBe(1)
    const staff = await as('teacher').events.manageList({ when: 'upcoming', page: 1 })
    expect(Object.fromEntries(staff.items.map((row) => [row.id, row.state]))).toEqual({
      [draft.id]: 'draft',
      [scheduled.id]: 'scheduled',
      [open.id]: 'published',
    })
    advanceTo('2026-11-25T02:30:00Z')
    expect((await as(null).events.upcoming()).map((row) => row.id).sort()).toEqual([open.id, scheduled.id].sort())
    // A draft stays a draft whatever the time.
    advanceTo('2026-12-11T00:00:00Z')
    expect((await as(null).events.past({ page: 1 })).items.map((row) => row.id).sort()).toEqual(
      [open.id, scheduled.id].sort(),
    )
  })

  it('notices: a scheduled notice appears on /notice at its time; staff see it with its state', async () => {
    const { id } = await as('admin').notices.create({ ...notice, publish: 'schedule', publishAt: '2026-11-23T08:00' })
    await as('admin').notices.create({ ...notice, title: 'Draft circular', publish: 'draft', publishAt: '' })
    expect(await as(null).notices.list()).toEqual([])
    expect((await as('teacher').notices.manageList()).map((row) => row.state).sort()).toEqual(['draft', 'scheduled'])
    advanceTo('2026-11-23T02:30:00Z')
    expect((await as(null).notices.list()).map((row) => row.id)).toEqual([id])
  })

  it('bad publication input is refused with a clear message', async () => {
    const bad = await failureOf(
      as('admin').notices.create({ ...notice, publish: 'schedule', publishAt: '2026-02-30T10:00' }),
    )
    expect(bad.code).toBe('BAD_REQUEST')
    expect(bad.message).toContain('Enter a real date and time.')
    expect(await db.notice.count()).toBe(0)
  })
})

describe('the render cache and scheduled items', () => {
  const pageOf = (nonce: string, body: string) =>
    `<!doctype html><html><head><meta property="csp-nonce" content="${nonce}"></head><body>${body}<script nonce="${nonce}">1</script></body></html>`

  it('a cached anonymous home page shows a scheduled news item once its time has passed', async () => {
    const { id } = await as('teacher').news.create({
      ...news,
      title: 'Scheduled story',
      publish: 'schedule',
      publishAt: '2026-11-22T18:00',
    })
    const cache = createPageCache({
      now: () => new Date(clock),
      nextBoundary: createBoundaryFinder(() => db, publicContentVersion),
    })
    let renders = 0
    // The home page as the app renders it: the latest news an anonymous visitor may see at the clock's instant.
    const render = async () => {
      renders++
      const titles = (await as(null).news.latest()).map((item) => item.title).join(', ')
      const nonce = `nonce${renders}abcdefghijklm`
      return new Response(pageOf(nonce, `<p>${titles}</p>`), {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
        },
      })
    }
    const home = () => cache.handle(new Request('http://school.test/'), render)

    expect(await (await home()).text()).not.toContain('Scheduled story')
    advanceTo('2026-11-22T12:29:00Z')
    const before = await home()
    expect(before.headers.get('x-render-cache')).toBe('hit')
    expect(await before.text()).not.toContain('Scheduled story')
    advanceTo('2026-11-22T12:30:00Z')
    const after = await home()
    expect(after.headers.get('x-render-cache')).not.toBe('hit')
    expect(await after.text()).toContain('Scheduled story')
    expect((await as(null).news.byId({ id })).title).toBe('Scheduled story')
  })

  it('the boundary is the next publish time of a news item, an event or a notice', async () => {
    const finder = (version: number) =>
      createBoundaryFinder(
        () => db,
        () => version,
      )
    await as('admin').notices.create({ ...notice, publish: 'schedule', publishAt: '2026-11-22T13:15' })
    expect(await finder(1)(new Date(clock))).toBe(new Date('2026-11-22T07:45:00Z').getTime())
    await as('admin').events.create({
      ...event,
      eventDate: '2027-01-10T09:00',
      publish: 'schedule',
      publishAt: '2026-11-22T12:45',
    })
    expect(await finder(2)(new Date(clock))).toBe(new Date('2026-11-22T07:15:00Z').getTime())
    // Drafts have no time to wait for.
    await as('admin').news.create({ ...news, publish: 'draft', publishAt: '' })
    expect(await finder(3)(new Date(clock))).toBe(new Date('2026-11-22T07:15:00Z').getTime())
  })
})

describe('multi-day calendar entries', () => {
  it('stores the last day, lists single days with the same end, and refuses an end before the start', async () => {
    const vacation = await as('teacher').notices.calendar.create({
      date: '2026-12-20',
      endDate: '2027-01-05',
      title: 'Winter vacation',
      category: 'holiday',
    })
    await as('teacher').notices.calendar.create({
      date: '2026-12-01',
      endDate: '',
      title: 'Sports Day',
      category: 'event',
    })
    const list = await as(null).notices.calendar.list()
    expect(list.map(({ date, endDate, title }) => ({ date, endDate, title }))).toEqual([
      { date: '2026-12-01', endDate: '2026-12-01', title: 'Sports Day' },
      { date: '2026-12-20', endDate: '2027-01-05', title: 'Winter vacation' },
    ])
    const before = await failureOf(
      as('teacher').notices.calendar.update({
        id: vacation.id,
        date: '2026-12-20',
        endDate: '2026-12-19',
        title: 'Winter vacation',
        category: 'holiday',
      }),
    )
    expect(before.code).toBe('BAD_REQUEST')
    expect(before.message).toContain('The end date cannot be before the start date.')
    const tooLong = await failureOf(
      as('teacher').notices.calendar.create({
        date: '2026-01-01',
        endDate: '2027-06-01',
        title: 'Forever',
        category: 'holiday',
      }),
    )
    expect(tooLong.message).toContain('An entry can span at most a year.')
    expect((await db.calendarEntry.findUniqueOrThrow({ where: { id: vacation.id } })).endDate).toBe('2027-01-05')
    expect(await db.calendarEntry.count()).toBe(2)
  })

  it('a row from before multi-day entries (no end date) covers its one day', async () => {
    await db.calendarEntry.create({ data: { date: '2026-12-03', title: 'Old row', category: 'meeting' } })
    expect((await as(null).notices.calendar.list())[0]).toMatchObject({ date: '2026-12-03', endDate: '2026-12-03' })
  })
})

describe('the announcement headline and button', () => {
  it("keeps the default headline and Apply Now button by default, and stores the admin's own", async () => {
    const created = await as('admin').announcement.update({
      id: null,
      message: 'Admissions for 2027-28 are open.',
      isActive: true,
      asNew: false,
    })
    expect(created).toMatchObject({
      headline: 'Join our school family: admissions are open',
      buttonLabel: 'Apply Now',
      buttonLink: '/online-admissions',
    })
    const closure = await as('admin').announcement.update({
      id: created.id,
      headline: 'School closed on Monday',
      message: 'The school is closed on Monday 24 November for the state holiday.',
      buttonLabel: '',
      buttonLink: '',
      isActive: true,
      asNew: false,
    })
    expect(await as(null).announcement.current()).toMatchObject({
      id: closure.id,
      headline: 'School closed on Monday',
      buttonLabel: '',
      buttonLink: '',
    })
  })

  it('refuses a button without a link, a link without a label, and links that are neither our pages nor https', async () => {
    const base = { id: null, headline: 'Fees due', message: 'Term 2 fees are due.', isActive: true, asNew: false }
    const cases: Array<[Partial<typeof base> & { buttonLabel: string; buttonLink: string }, string]> = [
      [{ buttonLabel: 'Pay now', buttonLink: '' }, 'Add the link the button opens'],
      [{ buttonLabel: '', buttonLink: '/fee-portal' }, 'Add the button label'],
      [{ buttonLabel: 'Pay', buttonLink: 'javascript:alert(1)' }, 'Enter a page of this site'],
      [{ buttonLabel: 'Pay', buttonLink: '//evil.example/x' }, 'Enter a page of this site'],
      [{ buttonLabel: 'Pay', buttonLink: 'http://example.com/' }, 'Enter a page of this site'],
    ]
    for (const [input, message] of cases) {
      const failure = await failureOf(as('admin').announcement.update({ ...base, ...input }))
      expect(failure.code, input.buttonLink).toBe('BAD_REQUEST')
      expect(failure.message).toContain(message)
    }
    expect(await db.siteAnnouncement.count()).toBe(0)
    await expect(
      as('admin').announcement.update({ ...base, buttonLabel: 'Pay', buttonLink: 'https://pay.example.org/school' }),
    ).resolves.toMatchObject({
      buttonLink: 'https://pay.example.org/school',
    })
  })
})
