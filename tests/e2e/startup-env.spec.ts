import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { boot, migrate, repoRoot, type Outcome } from './server-process'

// Spawns the production build (`npm run build`) directly: start-up must refuse bad configuration
// with one line naming the variable, before it listens or touches the database.

function expectOneLineRefusal(outcome: Outcome, message: RegExp) {
  expect(outcome.listening, 'the server must not start listening').toBe(false)
  expect(outcome.code).toBe(1)
  const lines = outcome.stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(message)
}

test.describe('start-up environment checks', () => {
  let scratch: string
  test.beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'startup-env-'))
  })
  test.afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  test('a missing DATABASE_URL stops start-up with one line', async () => {
    expectOneLineRefusal(await boot({}), /^DATABASE_URL is missing: /)
  })

  test('a malformed DATABASE_URL stops start-up with one line', async () => {
    expectOneLineRefusal(await boot({ DATABASE_URL: 'mysql://x' }), /^DATABASE_URL is malformed: /)
  })

  test('a malformed UPLOADTHING_TOKEN stops start-up with one line', async () => {
    const outcome = await boot({ DATABASE_URL: `file:${join(scratch, 'unused.db')}`, UPLOADTHING_TOKEN: 'garbage' })
    expectOneLineRefusal(outcome, /^UPLOADTHING_TOKEN is malformed: /)
  })

  test('`npm start` (check-env preload) refuses a malformed variable the same way', async () => {
    const outcome = await boot(
      { DATABASE_URL: 'postgres://nohost' },
      { nodeArgs: ['--import', join(repoRoot, 'scripts', 'check-env.mjs')] },
    )
    expectOneLineRefusal(outcome, /^DATABASE_URL is malformed: /)
  })

  test('a database without every migration stops start-up with one line naming it and the command', async () => {
    const file = join(scratch, 'empty.db')
    const outcome = await boot({ DATABASE_URL: `file:${file}`, FILES_DIR: join(scratch, 'files') })
    expect(outcome.code).toBe(1)
    const lines = outcome.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(file)
    expect(lines[0]).toContain('npm run db:migrate')
  })

  test('valid variables start the server, in production mode unless NODE_ENV says otherwise', async () => {
    let notFound: { status: number; body: string } | undefined
    const url = `file:${join(scratch, 'migrated.db')}`
    migrate(url)
    const outcome = await boot(
      { DATABASE_URL: url, FILES_DIR: join(scratch, 'files') },
      {
        whileListening: async (origin) => {
          const response = await fetch(`${origin}/api/trpc/no.such.procedure`)
          notFound = { status: response.status, body: await response.text() }
        },
      },
    )
    expect(outcome.stderr).toBe('')
    expect(outcome.listening).toBe(true)
    // Outside production tRPC puts the server's stack trace into every error response.
    expect(notFound?.status).toBe(404)
    expect(notFound?.body).toContain('NOT_FOUND')
    expect(notFound?.body).not.toContain('"stack"')
  })
})
