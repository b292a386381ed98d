// `npm start` and the nginx configuration of docs/deploying.md, against the real production build (.output/):
// on PostgreSQL, one server process per core on one port (both answer, one that dies is started again, SIGTERM stops
// them all); on SQLite, one process whatever WEB_CONCURRENCY says; and nginx's micro-cache in front of either,
// configured with the exact block the deployment guide prints. Runs after the build stage like
// public-cache-server.test.ts; under CI a missing build or a missing nginx fails instead of skipping.
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '~/server/auth/session'
import { makeUser, useAccountsDatabase } from '../support/accounts'
import { testDatabaseKind } from '../support/test-db'
import { freePort } from '../e2e/server-process'
import { startBuiltServer, type BuiltServer } from '../support/built-server'
import { deploymentConfig, findNginx, startNginx } from '../../scripts/lib/nginx.mjs'

const repoRoot = resolve(import.meta.dirname, '..', '..')
const buildDir = resolve(process.env.PUBLIC_CACHE_BUILD ?? join(repoRoot, '.output'))
const hasBuild = existsSync(join(buildDir, 'server', 'index.mjs'))
const nginxBinary = findNginx()
const onPostgres = testDatabaseKind() === 'postgres'

const testDb = await useAccountsDatabase()
afterAll(() => testDb.drop())

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Launched = BuiltServer

async function launch(extraEnv: Record<string, string>): Promise<Launched> {
  const port = await freePort()
  return startBuiltServer(
    join(repoRoot, 'scripts', 'start.mjs'),
    {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: tmpdir(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: testDb.url,
      FILES_DIR: mkdtempSync(join(tmpdir(), 'cluster-files-')),
      SERVER_BUILD_DIR: buildDir,
      ...extraEnv,
    },
    { timeoutMs: 45_000 },
  )
}

/** The processes a process has started (Linux keeps the list in /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
  return text ? text.split(/\s+/).map(Number) : []
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return true
    await wait(100)
  }
  return false
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((r) => child.once('exit', r))

it.runIf(!hasBuild && Boolean(process.env.CI))('has a production build to start (CI builds before this file)', () => {
  expect.fail(`no production build at ${buildDir}: run \`npm run build\` first (npm test does)`)
})

describe.skipIf(!hasBuild)('npm start', () => {
  it.runIf(onPostgres)(
    'serves from two processes on one port, starts again one that dies, and stops them all on SIGTERM',
    async () => {
      const site = await launch({ WEB_CONCURRENCY: '2' })
      try {
        expect(site.output()).toContain('[cluster] 2 server processes on one port')
        expect(await until(() => childrenOf(site.child.pid!).length === 2, 20_000)).toBe(true)
        const before = childrenOf(site.child.pid!)
        const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${site.origin}/about-us`)))
        expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))

        process.kill(before[0]!, 'SIGKILL')
        expect(
          await until(() => {
            const now = childrenOf(site.child.pid!)
            return now.length === 2 && !now.includes(before[0]!)
          }, 20_000),
        ).toBe(true)
        expect(site.output()).toContain('[cluster] server process 0 exited (SIGKILL); starting it again')
        expect(
          await until(
            () =>
              fetch(`${site.origin}/`).then(
                (r) => r.ok,
                () => false,
              ),
            20_000,
          ),
        ).toBe(true)

        const workers = childrenOf(site.child.pid!)
        site.child.kill('SIGTERM')
        expect(await exited(site.child)).toBe(0)
        for (const pid of workers) expect(existsSync(`/proc/${pid}`)).toBe(false)
      } finally {
        site.child.kill('SIGKILL')
      }
    },
    90_000,
  )

  it.runIf(!onPostgres)(
    'stays one process on SQLite, saying why WEB_CONCURRENCY is not used',
    async () => {
      const site = await launch({ WEB_CONCURRENCY: '2' })
      try {
        expect(site.output()).toContain('[cluster] WEB_CONCURRENCY=2 ignored: a SQLite site is served by one process')
        expect(childrenOf(site.child.pid!)).toEqual([])
        expect((await fetch(`${site.origin}/`)).status).toBe(200)
      } finally {
        site.child.kill('SIGTERM')
        await exited(site.child)
      }
    },
    60_000,
  )
})

it.runIf(!nginxBinary && Boolean(process.env.CI))(
  'has nginx to check the deployment guide with (.ci/run installs it)',
  () => {
    expect.fail('nginx is not installed: apt-get install -y nginx-light')
  },
)

describe.skipIf(!hasBuild || !nginxBinary)('nginx in front, configured as docs/deploying.md says', () => {
  let site: Launched
  let nginx: Awaited<ReturnType<typeof startNginx>>
  let proxy = ''
  let staffCookie = ''

  beforeAll(async () => {
    site = await launch(onPostgres ? { WEB_CONCURRENCY: '2' } : {})
    const port = await freePort()
    nginx = await startNginx({
      port,
      serverBlock: (dir) =>
        deploymentConfig({
          '/var/cache/nginx/school': join(dir, 'cache'),
          'server 127.0.0.1:3001;': `server ${new URL(site.origin).host};`,
          'listen 80;': `listen 127.0.0.1:${port};`,
          '/srv/school/.output/public': join(buildDir, 'public'),
        }),
    })
    proxy = nginx.origin
    const teacher = await makeUser(testDb.db, { role: 'teacher' })
    const { token } = await createSession(teacher.id, { db: testDb.db, now: new Date() })
    staffCookie = `session=${token}`
  }, 90_000)

  afterAll(async () => {
    await nginx?.stop()
    site?.child.kill('SIGTERM')
    if (site) await exited(site.child)
  })

  const status = (response: Response) => response.headers.get('x-cache-status')

  it('answers anonymous pages from its cache, as the app allows', async () => {
    const first = await fetch(`${proxy}/about-us`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=5\b/)
    await first.text()
    const second = await fetch(`${proxy}/about-us`)
    expect(status(second)).toBe('HIT')
    expect(await second.text()).toContain('</html>')
  })

  it('never answers a signed-in request from its cache nor keeps its page', async () => {
    await (await fetch(`${proxy}/`)).text()
    expect(status(await fetch(`${proxy}/`))).toBe('HIT')
    const signedIn = await fetch(`${proxy}/`, { headers: { cookie: `theme=dark; ${staffCookie}` } })
    expect(status(signedIn)).toBe('BYPASS')
    expect(signedIn.headers.get('cache-control')).toMatch(/^private\b/)
    const dashboard = await fetch(`${proxy}/dashboard`, { headers: { cookie: staffCookie } })
    expect(status(dashboard)).toBe('BYPASS')
    // A look-alike cookie name is not a session.
    expect(status(await fetch(`${proxy}/`, { headers: { cookie: 'xsession=1' } }))).not.toBe('BYPASS')
  })

  it('keeps nothing the app did not mark public', async () => {
    for (let i = 0; i < 2; i++) {
      const ping = await fetch(`${proxy}/api/trpc/health.ping`)
      expect(status(ping)).not.toBe('HIT')
      await ping.text()
    }
  })

  it('serves the hashed scripts itself, pre-compressed and immutable', async () => {
    const html = await (await fetch(`${proxy}/`)).text()
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    expect(readdirSync(join(buildDir, 'public', 'assets'))).toContain(`${script.split('/').pop()}.gz`)
    const response = await fetch(`${proxy}${script}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-cache-status')).toBeNull()
  })

  it('shows published news on its pages within seconds', async () => {
    await (await fetch(`${proxy}/`)).text()
    expect(status(await fetch(`${proxy}/`))).toBe('HIT')
    const title = `Results day ${Date.now()}`
    const created = await fetch(`${site.origin}/api/trpc/news.create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: site.origin,
        'sec-fetch-site': 'same-origin',
        cookie: staffCookie,
      },
      body: JSON.stringify({ json: { title, content: '<p>Well done.</p>', imageUrl: '', isFeatured: true } }),
    })
    expect(created.status).toBe(200)
    const publishedAt = Date.now()
    // s-maxage=5, then one visitor may still get the stale copy while nginx refreshes it.
    expect(await until(async () => (await (await fetch(`${proxy}/`)).text()).includes(title), 9_000)).toBe(true)
    expect(Date.now() - publishedAt).toBeLessThan(9_000)
  }, 20_000)
})
