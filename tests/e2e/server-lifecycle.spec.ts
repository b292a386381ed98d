import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { boot, migrate } from './server-process'

// Against the production build in a child process: health.ping answers from the
// database; SIGTERM after server-rendered pages (each used to leave 10-15 minute query timers behind) drains,
// closes the database and exits within 10 s; clients that hang up mid-response cost one log line each at most.

/** Sends a page request and resets the connection after `ms`, as a visitor closing the tab does. */
function abortAfter(origin: string, path: string, ms: number): Promise<void> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`)
      setTimeout(() => {
        socket.resetAndDestroy()
        resolve()
      }, ms)
    })
    socket.on('error', () => resolve())
  })
}

test.describe('the production server process', () => {
  let scratch: string
  let url: string
  test.beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'server-lifecycle-'))
    url = `file:${join(scratch, 'school.db')}`
    migrate(url)
  })
  test.afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  test('SIGTERM after server-rendered pages exits within 10 s with code 0', async () => {
    test.setTimeout(60_000)
    let stoppedAfterMs = Number.NaN
    let ping: unknown
    const outcome = await boot(
      { DATABASE_URL: url, FILES_DIR: join(scratch, 'files') },
      {
        whileListening: async (origin, child, exited) => {
          ping = await (await fetch(`${origin}/api/trpc/health.ping`)).json()
          // Pages whose loaders and components fill server-side query clients (news and events: 15 min cache time).
          for (const path of ['/', '/news', '/events', '/notice', '/gallery', '/'])
            expect((await fetch(`${origin}${path}`)).status).toBe(200)
          const started = Date.now()
          child.kill('SIGTERM')
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))])
          stoppedAfterMs = Date.now() - started
        },
      },
    )
    expect(outcome.listening).toBe(true)
    expect(JSON.stringify(ping)).toContain('"ok":true')
    expect(stoppedAfterMs, `the server was still running; output:\n${outcome.stdout}\n${outcome.stderr}`).toBeLessThan(
      10_000,
    )
    expect(outcome.code).toBe(0)
    expect(outcome.stdout).toContain('[server] SIGTERM')
    expect(outcome.stdout).toContain('[server] stopped')
  })

  test('with MEMORY_REPORT_FILE, SIGUSR2 reports the memory (the bench reads it); renders leave the heap near where it was', async () => {
    test.setTimeout(90_000)
    type Usage = { heapUsed: number; rss: number }
    const reportFile = join(scratch, 'memory.json')
    const report = async (child: ChildProcess) => {
      rmSync(reportFile, { force: true })
      child.kill('SIGUSR2')
      await expect.poll(() => existsSync(reportFile), { timeout: 10_000 }).toBe(true)
      return JSON.parse(readFileSync(reportFile, 'utf8')) as { raw: Usage; collected: Usage | null }
    }
    let before: { raw: Usage; collected: Usage | null } | undefined
    let after: typeof before
    await boot(
      { DATABASE_URL: url, FILES_DIR: join(scratch, 'files'), MEMORY_REPORT_FILE: reportFile },
      {
        nodeArgs: ['--expose-gc'],
        whileListening: async (origin, child) => {
          // A cookie that is no session skips the render cache: every request renders (and fills query clients).
          const render = (path: string) =>
            fetch(`${origin}${path}`, { headers: { cookie: 'session=not-a-session' } }).then((r) => r.status)
          for (const path of ['/', '/news', '/events', '/notice', '/gallery']) expect(await render(path)).toBe(200)
          before = await report(child)
          for (let round = 0; round < 40; round++)
            await Promise.all(['/', '/news', '/events', '/notice', '/gallery'].map(render))
          after = await report(child)
        },
      },
    )
    expect(before?.raw.rss).toBeGreaterThan(0)
    expect(before?.collected?.heapUsed).toBeLessThanOrEqual(before!.raw.heapUsed)
    // 200 renders later the collected heap is within a few MB of where it was: no render keeps its data.
    expect(after!.collected!.heapUsed - before!.collected!.heapUsed).toBeLessThan(16 * 1024 * 1024)
  })

  test('clients that hang up mid-page are at most one line each in the log, with no stack trace', async () => {
    test.setTimeout(60_000)
    let aborted = 0
    const outcome = await boot(
      { DATABASE_URL: url, FILES_DIR: join(scratch, 'files') },
      {
        whileListening: async (origin) => {
          for (const path of ['/', '/news', '/events', '/gallery'])
            for (const ms of [1, 5, 15]) {
              await abortAfter(origin, path, ms)
              aborted += 1
            }
          const response = await fetch(`${origin}/`)
          expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
          await new Promise((resolve) => setTimeout(resolve, 500))
        },
      },
    )
    const lines = `${outcome.stdout}\n${outcome.stderr}`
      .split('\n')
      .filter((line) => line.trim() && !line.includes('Listening on'))
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(aborted)
    expect(lines.join('\n')).not.toMatch(/ECONNRESET|abortIncoming|^\s+at /m)
    for (const line of lines)
      expect(JSON.parse(line)).toMatchObject({
        level: 'info',
        msg: 'client closed the connection',
        requestId: expect.any(String),
      })
  })
})
