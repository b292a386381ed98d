import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { readSessionToken } from '~/server/auth/cookie'
import { loginRateLimit } from '~/server/auth/login-limits'
import { createSession, sessionLifetimeMs, validateSessionToken } from '~/server/auth/session'
import { createRequestContext } from '~/server/trpc/context'
import { handleTRPCRequest } from '~/server/trpc/http'
import { createCaller } from '~/server/trpc/root'
import { callerFor, defaultPassword, makeUser, useAccountsDatabase } from '../support/accounts'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

const day = 24 * 60 * 60 * 1000

function anonymous(clientAddress = '203.0.113.7') {
  return callerFor(null, { clientAddress })
}

/** The token a Set-Cookie header carries (dev cookie name: these contexts are plain http). */
function tokenFrom(resHeaders: Headers): string | null {
  const cookie = resHeaders.getSetCookie().find((value) => value.startsWith('session='))
  if (!cookie) return null
  return readSessionToken(new Headers({ cookie: cookie.split(';')[0]! }), false)
}

describe('auth.login', () => {
  it('signs in by e-mail, case-insensitively, and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const user = await makeUser(testDb.db, { role: 'teacher', email: 'teacher@lightridge-hss.edu.in' })
    const { caller, ctx } = anonymous()
    const signedIn = await caller.auth.login({
      identifier: '  Teacher@Lightridge-HSS.edu.in ',
      password: defaultPassword,
    })
    expect(signedIn).toMatchObject({ id: user.id, role: 'teacher', email: 'teacher@lightridge-hss.edu.in' })
    expect(signedIn).not.toHaveProperty('passwordHash')

    const [cookie] = ctx.resHeaders.getSetCookie()
    expect(cookie).toMatch(
      /^session=[a-z2-7]{24}\.[a-z2-7]{24}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000; Expires=/,
    )
    expect(cookie).not.toContain('Secure')
    const token = tokenFrom(ctx.resHeaders)!
    expect((await validateSessionToken(token, { db }))?.user.id).toBe(user.id)
  })

  it('signs in by school ID in any case', async () => {
    const user = await makeUser(testDb.db, { role: 'student', uniqueId: 'STU000001' })
    const { caller } = anonymous()
    await expect(caller.auth.login({ identifier: 'stu000001', password: defaultPassword })).resolves.toMatchObject({
      id: user.id,
    })
  })

  it('stores only a SHA-256 of the secret, never the token', async () => {
    await makeUser(testDb.db, { email: 'student@lightridge-hss.edu.in' })
    const { caller, ctx } = anonymous()
    await caller.auth.login({ identifier: 'student@lightridge-hss.edu.in', password: defaultPassword })
    const token = tokenFrom(ctx.resHeaders)!
    const [id, secret] = token.split('.')
    const row = await testDb.db.session.findUniqueOrThrow({ where: { id: id! } })
    expect(row.secretHash).toHaveLength(32)
    expect(Buffer.from(row.secretHash).toString('utf8')).not.toContain(secret)
  })

  it('gives the same message for a wrong password and an unknown identifier, and sets no cookie', async () => {
    await makeUser(testDb.db, { email: 'teacher@lightridge-hss.edu.in', uniqueId: 'TCH000001' })
    const wrongPassword = anonymous()
    const unknownEmail = anonymous()
    const unknownId = anonymous()
    const errors = await Promise.all([
      failureOf(
        wrongPassword.caller.auth.login({ identifier: 'teacher@lightridge-hss.edu.in', password: 'Wrong#Pass1' }),
      ),
      failureOf(
        unknownEmail.caller.auth.login({ identifier: 'nobody@lightridge-hss.edu.in', password: defaultPassword }),
      ),
      failureOf(unknownId.caller.auth.login({ identifier: 'TCH999999', password: defaultPassword })),
    ])
    for (const error of errors) {
      expect(error.code).toBe('UNAUTHORIZED')
      expect(error.message).toBe('Invalid school ID or password')
    }
    for (const { ctx } of [wrongPassword, unknownEmail, unknownId]) expect(ctx.resHeaders.getSetCookie()).toEqual([])
    expect(await testDb.db.session.count()).toBe(0)
  })

  it('asks to fill in all fields when either is blank', async () => {
    const { caller } = anonymous()
    const error = await failureOf(caller.auth.login({ identifier: '   ', password: '' }))
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain('Please fill in all fields')
  })

  it('refuses a deactivated account only after the right password, with a clear message', async () => {
    await makeUser(testDb.db, { email: 'left@lightridge-hss.edu.in', isActive: false })
    const wrong = await failureOf(
      anonymous().caller.auth.login({ identifier: 'left@lightridge-hss.edu.in', password: 'Wrong#Pass1' }),
    )
    expect(wrong.message).toBe('Invalid school ID or password')
    const right = await failureOf(
      anonymous().caller.auth.login({ identifier: 'left@lightridge-hss.edu.in', password: defaultPassword }),
    )
    expect(right.code).toBe('FORBIDDEN')
    expect(right.message).toBe('This account has been deactivated. Please contact the school office.')
    expect(await testDb.db.session.count()).toBe(0)
  })
})

describe('portal sign-in', () => {
  it('admits only the portal roles, without creating a session for others', async () => {
    await makeUser(testDb.db, { role: 'teacher', email: 'teacher@lightridge-hss.edu.in' })
    await makeUser(testDb.db, { role: 'cashier', email: 'cashier@lightridge-hss.edu.in' })
    const refused = await failureOf(
      anonymous().caller.auth.login({
        identifier: 'teacher@lightridge-hss.edu.in',
        password: defaultPassword,
        allowedRoles: ['admin', 'cashier'],
      }),
    )
    expect(refused.code).toBe('FORBIDDEN')
    expect(refused.message).toBe(
      'This sign-in is for Administrator and Cashier accounts. Please use the main Login page.',
    )
    expect(await testDb.db.session.count()).toBe(0)
    await expect(
      anonymous().caller.auth.login({
        identifier: 'cashier@lightridge-hss.edu.in',
        password: defaultPassword,
        allowedRoles: ['admin', 'cashier'],
      }),
    ).resolves.toMatchObject({ role: 'cashier' })
  })
})

describe('login rate limit', () => {
  const owner = 'target@lightridge-hss.edu.in'
  const at = (clientAddress: string, now: Date) => callerFor(null, { clientAddress, now: () => now })
  const attempt = (clientAddress: string, now: Date, password: string) =>
    at(clientAddress, now).caller.auth.login({ identifier: owner, password })

  it(`locks one account for one address after ${loginRateLimit.perPair} wrong passwords, for ${loginRateLimit.lockMs / 60000} minutes after the last`, async () => {
    await makeUser(testDb.db, { email: owner })
    let now = new Date('2026-06-01T09:00:00Z')
    for (let n = 0; n < loginRateLimit.perPair; n++) {
      now = new Date(now.getTime() + 60_000)
      expect((await failureOf(attempt('198.51.100.1', now, 'Wrong#Pass1'))).code).toBe('UNAUTHORIZED')
    }
    const limited = await failureOf(attempt('198.51.100.1', now, defaultPassword))
    expect(limited.code).toBe('TOO_MANY_REQUESTS')
    expect(limited.message).toBe('Too many attempts. Please try again later.')
    // The identifier is normalized: changing its case does not get round the lock.
    const shouted = at('198.51.100.1', now).caller.auth.login({
      identifier: 'TARGET@lightridge-hss.edu.in',
      password: defaultPassword,
    })
    expect((await failureOf(shouted)).code).toBe('TOO_MANY_REQUESTS')
    // Nor does the school ID of the same account.
    const byId = await testDb.db.user.findUniqueOrThrow({ where: { email: owner } })
    const viaId = at('198.51.100.1', now).caller.auth.login({ identifier: byId.uniqueId!, password: defaultPassword })
    expect((await failureOf(viaId)).code).toBe('TOO_MANY_REQUESTS')

    // Still locked just before 15 minutes after the LAST failure (the first was 4 minutes earlier).
    expect(
      (
        await failureOf(
          attempt('198.51.100.1', new Date(now.getTime() + loginRateLimit.lockMs - 1000), defaultPassword),
        )
      ).code,
    ).toBe('TOO_MANY_REQUESTS')
    await expect(
      attempt('198.51.100.1', new Date(now.getTime() + loginRateLimit.lockMs + 1000), defaultPassword),
    ).resolves.toMatchObject({ email: owner })
  })

  it('a stranger locking their own address out does not lock the owner out elsewhere', async () => {
    await makeUser(testDb.db, { email: owner })
    const now = new Date('2026-06-01T09:00:00Z')
    for (let n = 0; n < loginRateLimit.perPair + 3; n++) await failureOf(attempt('203.0.113.66', now, 'Wrong#Pass1'))
    expect((await failureOf(attempt('203.0.113.66', now, defaultPassword))).code).toBe('TOO_MANY_REQUESTS')
    await expect(attempt('198.51.100.20', now, defaultPassword)).resolves.toMatchObject({ email: owner })
  })

  it(`slows the whole account to one attempt per ${loginRateLimit.backOffMs / 1000} s after ${loginRateLimit.perAccount} failures from anywhere`, async () => {
    await makeUser(testDb.db, { email: owner })
    const now = new Date('2026-06-01T09:00:00Z')
    for (let n = 0; n < loginRateLimit.perAccount; n++) {
      expect((await failureOf(attempt(`198.51.100.${n}`, now, 'Wrong#Pass1'))).code).toBe('UNAUTHORIZED')
    }
    // Past the account's limit, one attempt in each back-off period is still evaluated, from any address...
    expect((await failureOf(attempt('198.51.100.200', now, 'Wrong#Pass1'))).code).toBe('UNAUTHORIZED')
    expect((await failureOf(attempt('198.51.100.201', now, defaultPassword))).code).toBe('TOO_MANY_REQUESTS')
    // ...so the owner is slowed down but gets in.
    const later = new Date(now.getTime() + loginRateLimit.backOffMs)
    await expect(attempt('198.51.100.202', later, defaultPassword)).resolves.toMatchObject({ email: owner })
  })

  it(`limits one address to ${loginRateLimit.perAddress} attempts across accounts`, async () => {
    const now = new Date('2026-06-01T09:00:00Z')
    await makeUser(testDb.db, { email: 'real@lightridge-hss.edu.in' })
    const sprayer = at('192.0.2.1', now)
    for (let n = 0; n < loginRateLimit.perAddress; n++) {
      await failureOf(sprayer.caller.auth.login({ identifier: `guess${n}@x.in`, password: 'Wrong#Pass1' }))
    }
    expect(
      (
        await failureOf(
          sprayer.caller.auth.login({ identifier: 'real@lightridge-hss.edu.in', password: defaultPassword }),
        )
      ).code,
    ).toBe('TOO_MANY_REQUESTS')
    await expect(
      at('192.0.2.2', now).caller.auth.login({ identifier: 'real@lightridge-hss.edu.in', password: defaultPassword }),
    ).resolves.toBeTruthy()
  })

  it("forgets an address's earlier typos for the account after a successful sign-in", async () => {
    await makeUser(testDb.db, { email: owner })
    const now = new Date('2026-06-01T09:00:00Z')
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < loginRateLimit.perPair - 1; n++) await failureOf(attempt('198.51.100.9', now, 'Wrong#Pass1'))
      await expect(attempt('198.51.100.9', now, defaultPassword)).resolves.toMatchObject({ email: owner })
    }
  })

  it('tells the owner how many wrong passwords were tried since their last sign-in, once', async () => {
    await makeUser(testDb.db, { email: owner })
    const now = new Date('2026-06-01T09:00:00Z')
    await expect(attempt('198.51.100.1', now, defaultPassword)).resolves.toMatchObject({ failedSignIns: 0 })
    const later = new Date(now.getTime() + 60_000)
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      await failureOf(attempt(address, later, 'Wrong#Pass1'))
    // Failures of another account do not count.
    await failureOf(
      at('203.0.113.1', later).caller.auth.login({ identifier: 'someone-else@x.in', password: 'Wrong#Pass1' }),
    )
    const next = new Date(later.getTime() + 60_000)
    await expect(attempt('198.51.100.1', next, defaultPassword)).resolves.toMatchObject({ failedSignIns: 3 })
    await expect(attempt('198.51.100.1', new Date(next.getTime() + 1000), defaultPassword)).resolves.toMatchObject({
      failedSignIns: 0,
    })
  })
})

describe('sessions', () => {
  it('expires after 30 days without use', async () => {
    const user = await makeUser(testDb.db)
    const start = new Date('2026-01-01T00:00:00Z')
    const { token } = await createSession(user.id, { db, now: start })
    expect(
      await validateSessionToken(token, { db, now: new Date(start.getTime() + sessionLifetimeMs - 1000) }),
    ).not.toBeNull()
    const { token: second } = await createSession(user.id, { db, now: start })
    expect(await validateSessionToken(second, { db, now: new Date(start.getTime() + sessionLifetimeMs) })).toBeNull()
    // The expired row is removed when it is seen.
    expect(await testDb.db.session.count({ where: { id: second.split('.')[0]! } })).toBe(0)
  })

  it('slides: used with less than half its life left it gets 30 fresh days and the cookie is re-set', async () => {
    const user = await makeUser(testDb.db)
    const start = new Date('2026-01-01T00:00:00Z')
    const { token, session } = await createSession(user.id, { db, now: start })
    const cookie = `session=${token}`

    const early = new Date(start.getTime() + 10 * day)
    const resEarly = new Headers()
    const ctxEarly = await createRequestContext({
      db,
      headers: new Headers({ cookie }),
      resHeaders: resEarly,
      url: 'http://localhost/',
      now: () => early,
    })
    expect(ctxEarly.user?.id).toBe(user.id)
    expect(ctxEarly.session?.expiresAt).toEqual(session.expiresAt)
    expect(resEarly.getSetCookie()).toEqual([])

    const late = new Date(start.getTime() + 20 * day)
    const resLate = new Headers()
    const ctxLate = await createRequestContext({
      db,
      headers: new Headers({ cookie }),
      resHeaders: resLate,
      url: 'http://localhost/',
      now: () => late,
    })
    expect(ctxLate.session?.expiresAt).toEqual(new Date(late.getTime() + sessionLifetimeMs))
    expect(resLate.getSetCookie()[0]).toMatch(new RegExp(`^session=${token.replace('.', '\\.')}; .*Max-Age=2592000`))

    // Past the original expiry but within the refreshed one: still signed in.
    const after = new Date(start.getTime() + 35 * day)
    expect((await validateSessionToken(token, { db, now: after }))?.user.id).toBe(user.id)
  })

  it('rejects a token whose secret does not match, and malformed tokens', async () => {
    const user = await makeUser(testDb.db)
    const { token } = await createSession(user.id, { db })
    const [id] = token.split('.')
    expect(await validateSessionToken(`${id}.${'a'.repeat(24)}`, { db })).toBeNull()
    expect(await validateSessionToken(id!, { db })).toBeNull()
    expect(await validateSessionToken(`${token}.extra`, { db })).toBeNull()
    expect(await validateSessionToken('', { db })).toBeNull()
  })

  it('logout deletes the session and clears the cookie', async () => {
    const user = await makeUser(testDb.db)
    const { token } = await createSession(user.id, { db })
    const resHeaders = new Headers()
    const ctx = await createRequestContext({
      db,
      headers: new Headers({ cookie: `session=${token}` }),
      resHeaders,
      url: 'http://localhost/',
    })
    expect(ctx.user?.id).toBe(user.id)
    await createCaller(ctx).auth.logout()
    expect(resHeaders.getSetCookie()[0]).toMatch(/^session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/)
    expect(await validateSessionToken(token, { db })).toBeNull()
    expect(await testDb.db.session.count()).toBe(0)
  })

  it('signing in again replaces the previous session of that browser', async () => {
    const first = await makeUser(testDb.db, { email: 'first@lightridge-hss.edu.in' })
    await makeUser(testDb.db, { email: 'second@lightridge-hss.edu.in' })
    const { token } = await createSession(first.id, { db })
    const resHeaders = new Headers()
    const ctx = await createRequestContext({
      db,
      headers: new Headers({ cookie: `session=${token}` }),
      resHeaders,
      url: 'http://localhost/',
    })
    await createCaller(ctx).auth.login({ identifier: 'second@lightridge-hss.edu.in', password: defaultPassword })
    expect(await validateSessionToken(token, { db })).toBeNull()
    expect((await validateSessionToken(tokenFrom(resHeaders)!, { db }))?.user.email).toBe(
      'second@lightridge-hss.edu.in',
    )
  })

  it('logout when already signed out still clears the cookie', async () => {
    const { caller, ctx } = anonymous()
    await expect(caller.auth.logout()).resolves.toEqual({ ok: true })
    expect(ctx.resHeaders.getSetCookie()[0]).toContain('Max-Age=0')
  })

  it('a deactivated user is signed out at once', async () => {
    const user = await makeUser(testDb.db)
    const { token } = await createSession(user.id, { db })
    await db.user.update({ where: { id: user.id }, data: { isActive: false } })
    expect(await validateSessionToken(token, { db })).toBeNull()
  })

  it('over https uses the __Host- cookie with Secure, and ignores a plain `session` cookie', async () => {
    const user = await makeUser(testDb.db)
    const { token } = await createSession(user.id, { db })
    const plain = await createRequestContext({
      db,
      headers: new Headers({ cookie: `session=${token}` }),
      resHeaders: new Headers(),
      url: 'https://school.example/',
    })
    expect(plain.secureCookies).toBe(true)
    expect(plain.user).toBeNull()
    const secure = await createRequestContext({
      db,
      headers: new Headers({ cookie: `__Host-session=${token}` }),
      resHeaders: new Headers(),
      url: 'https://school.example/',
    })
    expect(secure.user?.id).toBe(user.id)

    await makeUser(testDb.db, { email: 'https@lightridge-hss.edu.in' })
    const { caller, ctx } = callerFor(null, { secureCookies: true })
    await caller.auth.login({ identifier: 'https@lightridge-hss.edu.in', password: defaultPassword })
    expect(ctx.resHeaders.getSetCookie()[0]).toMatch(
      /^__Host-session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Max-Age=/,
    )
    expect(ctx.resHeaders.getSetCookie()[0]).not.toContain('Domain')
  })
})

describe('HTTP handler', () => {
  const loginBody = JSON.stringify({ json: { identifier: 'http@lightridge-hss.edu.in', password: defaultPassword } })

  function loginRequest(headers: Record<string, string>) {
    return new Request('http://localhost:4500/api/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:4500', ...headers },
      body: loginBody,
    })
  }

  it('accepts a same-origin mutation and sets the cookie', async () => {
    await makeUser(testDb.db, { email: 'http@lightridge-hss.edu.in' })
    const response = await handleTRPCRequest(loginRequest({ origin: 'http://localhost:4500' }), {
      db,
      socketAddress: '127.0.0.1',
    })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie()[0]).toMatch(/^session=/)
  })

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }],
    ['neither Origin nor Referer', {}],
    ['an opaque Origin', { origin: 'null' }],
  ])('refuses a mutation with %s before any procedure runs', async (_, headers) => {
    await makeUser(testDb.db, { email: 'http@lightridge-hss.edu.in' })
    const response = await handleTRPCRequest(loginRequest(headers), { db, socketAddress: '127.0.0.1' })
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await testDb.db.session.count()).toBe(0)
  })

  it('accepts a same-site Referer when Origin is missing', async () => {
    await makeUser(testDb.db, { email: 'http@lightridge-hss.edu.in' })
    const response = await handleTRPCRequest(
      loginRequest({ referer: 'http://localhost:4500/login?redirect=%2Fprofile' }),
      { db, socketAddress: '127.0.0.1' },
    )
    expect(response.status).toBe(200)
  })

  it('lets queries through without an Origin and reads the session cookie', async () => {
    const user = await makeUser(testDb.db)
    const { token } = await createSession(user.id, { db })
    const response = await handleTRPCRequest(
      new Request('http://localhost:4500/api/trpc/auth.me', {
        headers: { host: 'localhost:4500', cookie: `session=${token}` },
      }),
      { db },
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { result: { data: { json: { id: string } } } }
    expect(body.result.data.json.id).toBe(user.id)
  })

  it('counts failures against the socket address', async () => {
    await handleTRPCRequest(loginRequest({ origin: 'http://localhost:4500' }), { db, socketAddress: '10.1.2.3' })
    const failure = await testDb.db.loginFailure.findFirstOrThrow()
    expect(failure).toMatchObject({ identifier: 'http@lightridge-hss.edu.in', ip: '10.1.2.3' })
  })
})
