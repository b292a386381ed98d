import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { boot, migrate } from './server-process'

// Issue 15 items 15 and 16 against the production build in a child process: health.ping answers from the
// database, and SIGTERM after server-rendered pages (each used to leave 10-15 minute query timers behind)
// drains, closes the database and exits within 10 s.

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
})
