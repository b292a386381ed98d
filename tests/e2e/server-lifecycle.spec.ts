import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { boot, migrate } from './server-process'

// Issue 15 items 15, 16 and 17 against the production build in a child process: health.ping answers from the
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
          for (const path of ['/', '/news', '/events', '/notice', '/gallery', '/']) expect((await fetch(`${origin}${path}`)).status).toBe(200)
          const started = Date.now()
          child.kill('SIGTERM')
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))])
          stoppedAfterMs = Date.now() - started
        },
      },
    )
    expect(outcome.listening).toBe(true)
    expect(JSON.stringify(ping)).toContain('"ok":true')
    expect(stoppedAfterMs, `the server was still running; output:\n${outcome.stdout}\n${outcome.stderr}`).toBeLessThan(10_000)
    expect(outcome.code).toBe(0)
    expect(outcome.stdout).toContain('[server] SIGTERM')
    expect(outcome.stdout).toContain('[server] stopped')
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
    const lines = `${outcome.stdout}\n${outcome.stderr}`.split('\n').filter((line) => line.trim() && !line.includes('Listening on'))
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(aborted)
    expect(lines.join('\n')).not.toMatch(/ECONNRESET|abortIncoming|^\s+at /m)
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: 'info', msg: 'client closed the connection', requestId: expect.any(String) })
  })
})
