// Sessions end 90 days after sign-in however often they are used; the profile lists one's
// sessions (device, last active, this one marked) with per-session sign-out and "Sign out everywhere".
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  createSession,
  describeUserAgent,
  endOtherSessions,
  sessionAbsoluteLifetimeMs,
  validateSessionToken,
} from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

const day = 24 * 60 * 60 * 1000
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

describe('absolute session lifetime', () => {
  it('ends a session 90 days after sign-in even when it is used every day', async () => {
    const user = await makeUser(testDb.db)
    const start = new Date('2026-01-01T00:00:00Z')
    const { token } = await createSession(user.id, { db: testDb.db, now: start })
    let last = null
    for (let n = 1; n < 90; n++) {
      last = await validateSessionToken(token, { db: testDb.db, now: new Date(start.getTime() + n * day) })
      expect(last, `day ${n}`).not.toBeNull()
    }
    // The sliding refresh never promised more than the absolute end.
    expect(last!.session.expiresAt.getTime()).toBeLessThanOrEqual(start.getTime() + sessionAbsoluteLifetimeMs)
    expect(
      await validateSessionToken(token, { db: testDb.db, now: new Date(start.getTime() + sessionAbsoluteLifetimeMs) }),
    ).toBeNull()
    expect(await testDb.db.session.count()).toBe(0)
  })
})

describe('the session list', () => {
  async function signedInTwice() {
    const now = new Date('2026-06-20T04:30:00Z')
    const user = await makeUser(testDb.db)
    const stranger = await makeUser(testDb.db)
    const laptop = await createSession(user.id, {
      db: testDb.db,
      now: new Date(now.getTime() - 3 * day),
      userAgent: chromeOnWindows,
    })
    const phone = await createSession(user.id, {
      db: testDb.db,
      now: new Date(now.getTime() - day),
      userAgent: safariOnIphone,
    })
    const theirs = await createSession(stranger.id, { db: testDb.db, now })
    const onLaptop = callerFor(user, { db: testDb.db, now: fixedClock(now), session: laptop.session })
    return { now, user, stranger, laptop, phone, theirs, onLaptop }
  }

  it("lists only the caller's live sessions, this one first and marked, with device and last activity", async () => {
    const { onLaptop, laptop, phone, now } = await signedInTwice()
    const sessions = await onLaptop.caller.auth.sessions()
    expect(sessions).toEqual([
      {
        id: laptop.session.id,
        device: 'Chrome on Windows',
        current: true,
        signedInAt: new Date(now.getTime() - 3 * day),
        lastActiveAt: new Date(now.getTime() - 3 * day),
      },
      {
        id: phone.session.id,
        device: 'Safari on iOS',
        current: false,
        signedInAt: new Date(now.getTime() - day),
        lastActiveAt: new Date(now.getTime() - day),
      },
    ])
  })

  it("signs out another of one's own sessions, but never someone else's or this one", async () => {
    const { onLaptop, laptop, phone, theirs } = await signedInTwice()
    await expect(onLaptop.caller.auth.endSession({ id: phone.session.id })).resolves.toEqual({ ok: true })
    expect(await testDb.db.session.findUnique({ where: { id: phone.session.id } })).toBeNull()

    const notMine = await failureOf(onLaptop.caller.auth.endSession({ id: theirs.session.id }))
    expect(notMine.code).toBe('NOT_FOUND')
    expect(await testDb.db.session.findUnique({ where: { id: theirs.session.id } })).not.toBeNull()

    const current = await failureOf(onLaptop.caller.auth.endSession({ id: laptop.session.id }))
    expect(current.code).toBe('BAD_REQUEST')
    expect(await testDb.db.session.findUnique({ where: { id: laptop.session.id } })).not.toBeNull()
  })

  it('"Sign out everywhere" ends every session of the account, clears the cookie and leaves other accounts signed in', async () => {
    const { onLaptop, user, stranger } = await signedInTwice()
    await expect(onLaptop.caller.auth.signOutEverywhere()).resolves.toEqual({ ended: 2 })
    expect(await testDb.db.session.count({ where: { userId: user.id } })).toBe(0)
    expect(await testDb.db.session.count({ where: { userId: stranger.id } })).toBe(1)
    expect(onLaptop.ctx.resHeaders.getSetCookie()[0]).toMatch(/^session=;.*Max-Age=0/i)
  })

  it('endOtherSessions (for a password change) keeps only the given session', async () => {
    const { user, laptop, stranger } = await signedInTwice()
    expect(await endOtherSessions(user.id, laptop.session.id, { db: testDb.db })).toBe(1)
    expect((await testDb.db.session.findMany({ where: { userId: user.id } })).map((row) => row.id)).toEqual([
      laptop.session.id,
    ])
    expect(await testDb.db.session.count({ where: { userId: stranger.id } })).toBe(1)
  })

  it('records the browser at sign-in', async () => {
    const user = await makeUser(testDb.db, { email: 'device@lightridge-hss.edu.in' })
    const { caller } = callerFor(null, {
      db: testDb.db,
      clientAddress: '198.51.100.1',
      headers: new Headers({ 'user-agent': safariOnIphone }),
    })
    await caller.auth.login({ identifier: 'device@lightridge-hss.edu.in', password: 'Correct#Horse7' })
    const row = await testDb.db.session.findFirstOrThrow({ where: { userId: user.id } })
    expect(describeUserAgent(row.userAgent)).toBe('Safari on iOS')
  })
})

describe('describeUserAgent', () => {
  it.each([
    [chromeOnWindows, 'Chrome on Windows'],
    [safariOnIphone, 'Safari on iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on macOS',
    ],
    [null, 'Unknown device'],
    ['curl/8.5.0', 'Unknown device'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected)
  })
})
