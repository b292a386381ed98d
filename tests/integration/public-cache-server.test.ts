// The anonymous render cache and several instances, against the real production build (`vite build`, .output/)
// started as child processes on this file's database: one server on SQLite; two servers on one PostgreSQL schema
// (TEST_DATABASE_URL=postgres://...). `npm test` runs this file after its build stage (scripts/test.mjs); without a
// build it is skipped on a developer's machine and fails under CI=true, where a skip would hide the proof that
// docs/deploying.md relies on. PUBLIC_CACHE_BUILD may name another copy of .output (a build taken under the e2e lock
// while others rebuild the shared one).
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '~/server/auth/session'
import { makeUser, useAccountsDatabase } from '../support/accounts'
import { testDatabaseKind } from '../support/test-db'
import { freePort } from '../e2e/server-process'
import { startBuiltServer, type BuiltServer } from '../support/built-server'

const buildDir = resolve(process.env.PUBLIC_CACHE_BUILD ?? join(import.meta.dirname, '..', '..', '.output'))
const serverEntry = join(buildDir, 'server', 'index.mjs')
const hasBuild = existsSync(serverEntry)
const twoInstances = testDatabaseKind() === 'postgres'

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())

type Instance = BuiltServer

async function startServer(): Promise<Instance> {
  const port = await freePort()
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: testDb.url,
    PUBLIC_PAGE_CACHE: 'on',
    FILES_DIR: mkdtempSync(join(tmpdir(), 'public-cache-files-')),
  }
  return startBuiltServer(serverEntry, env)
}

/** A tRPC call over HTTP, as the browser makes it (superjson without dates in these inputs). */
async function call(origin: string, path: string, input: unknown, cookie?: string) {
  const response = await fetch(`${origin}/api/trpc/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ json: input }),
  })
  const body = (await response.json()) as {
    result?: { data: { json: unknown } }
    error?: { json: { message: string } }
  }
  return {
    status: response.status,
    data: body.result?.data.json,
    error: body.error?.json.message,
    cookies: response.headers.getSetCookie(),
  }
}

const page = (origin: string, path = '/', headers: Record<string, string> = {}) => fetch(origin + path, { headers })

it.runIf(!hasBuild && Boolean(process.env.CI))('has a production build to start (CI builds before this file)', () => {
  expect.fail(`no production build at ${serverEntry}: run \`npm run build\` first (npm test does)`)
})

describe.skipIf(!hasBuild)('the render cache in the production server', () => {
  const servers: Instance[] = []
  let staffCookie = ''

  beforeAll(async () => {
    servers.push(await startServer())
    if (twoInstances) servers.push(await startServer())
    const teacher = await makeUser(testDb.db, { role: 'teacher' })
    const { token } = await createSession(teacher.id, { db: testDb.db, now: new Date() })
    staffCookie = `session=${token}`
  }, 60_000)
  afterAll(() => {
    for (const server of servers) server.child.kill('SIGKILL')
  })

  it('answers anonymous pages from the cache with a fresh nonce, an ETag, 304 and gzip', async () => {
    const [a] = servers
    const first = await page(a!.origin, '/about-us')
    expect(first.status).toBe(200)
    const second = await page(a!.origin, '/about-us', { 'accept-encoding': 'gzip' })
    expect(second.headers.get('x-render-cache')).toBe('hit')
    expect(second.headers.get('content-encoding')).toBe('gzip')
    const html = await second.text()
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('content-security-policy') ?? '')![1]!
    expect(html).toContain(`nonce="${nonce}"`)
    expect(html).not.toContain(/'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')![1]!)
    const etag = second.headers.get('etag')!
    expect((await page(a!.origin, '/about-us', { 'if-none-match': etag })).status).toBe(304)
  })

  it('serves the scripts brotli-compressed to a browser that takes brotli, gzipped to one that does not, immutable either way', async () => {
    const [a] = servers
    const html = await (await page(a!.origin, '/')).text()
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const plain = await (await page(a!.origin, script, { 'accept-encoding': 'identity' })).text()
    // What Chromium sends: the build's .br beside the script wins over its .gz.
    const brotli = await page(a!.origin, script, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await brotli.text()).toBe(plain)
    const gzip = await page(a!.origin, script, { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(plain)
  })

  it('never answers a signed-in request from the cache', async () => {
    const [a] = servers
    await page(a!.origin, '/')
    const signedIn = await page(a!.origin, '/', { cookie: staffCookie })
    expect(signedIn.headers.get('x-render-cache')).toBeNull()
  })

  it('shows news published through the router on the next anonymous GET of every instance', async () => {
    const title = `Results day ${Date.now()}`
    for (const server of servers) expect(await (await page(server.origin, '/')).text()).not.toContain(title)
    for (const server of servers) expect((await page(server.origin, '/')).headers.get('x-render-cache')).toBe('hit')
    const created = await call(
      servers[0]!.origin,
      'news.create',
      { title, content: '<p>Well done.</p>', imageUrl: '', isFeatured: true },
      staffCookie,
    )
    expect(created.error).toBeUndefined()
    expect(await (await page(servers[0]!.origin, '/')).text()).toContain(title)
    const last = servers.at(-1)!
    const deadline = Date.now() + 1_000
    let shown = false
    while (!shown && Date.now() < deadline) {
      shown = (await (await page(last.origin, '/')).text()).includes(title)
      if (!shown) await new Promise((r) => setTimeout(r, 50))
    }
    expect(shown).toBe(true)
    expect(await (await page(last.origin, '/news')).text()).toContain(title)
  })

  it.skipIf(!twoInstances)(
    'a session made on one instance works on the other, and signing out on one ends it on both',
    async () => {
      const [a, b] = servers as [Instance, Instance]
      const user = await makeUser(testDb.db, { role: 'teacher', password: 'Another#Horse8' })
      const signIn = await call(a.origin, 'auth.login', { identifier: user.email, password: 'Another#Horse8' })
      expect(signIn.error).toBeUndefined()
      const cookie = signIn.cookies[0]!.split(';')[0]!
      const me = async (origin: string) =>
        (await fetch(`${origin}/api/trpc/auth.me`, { headers: { cookie } }).then((r) => r.json())) as {
          result: { data: { json: { id: string } | null } }
        }
      expect((await me(b.origin)).result.data.json?.id).toBe(user.id)
      await call(b.origin, 'auth.logout', null, cookie)
      expect((await me(a.origin)).result.data.json).toBeNull()
      expect((await me(b.origin)).result.data.json).toBeNull()
    },
  )

  it.skipIf(!twoInstances)('wrong passwords count across both instances', async () => {
    const [a, b] = servers as [Instance, Instance]
    const user = await makeUser(testDb.db, { role: 'parent' })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const server = attempt % 2 === 0 ? a : b
      statuses.push(
        (await call(server.origin, 'auth.login', { identifier: user.email, password: 'wrong password' })).status,
      )
    }
    // Five wrong passwords for one account from one address, then the pair is locked, whichever instance answers.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})
