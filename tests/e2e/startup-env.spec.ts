import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

// Spawns the production build (`npm run build`) directly: start-up must refuse bad configuration
// with one line naming the variable, before it listens or touches the database.
const repoRoot = resolve(import.meta.dirname, '..', '..')
const serverEntry = join(repoRoot, '.output', 'server', 'index.mjs')

type Outcome = { code: number | null; stdout: string; stderr: string; listening: boolean }

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function boot(
  vars: Record<string, string>,
  { nodeArgs = [], whileListening }: { nodeArgs?: string[]; whileListening?: (origin: string) => Promise<void> } = {},
): Promise<Outcome> {
  const port = await freePort()
  // A clean environment: only what a bare shell would have plus the variables under test.
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), PORT: String(port), HOST: '127.0.0.1', ...vars }
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)))
  const deadline = Date.now() + 15_000
  let listening = false
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    listening = await fetch(`http://127.0.0.1:${port}/static.txt`).then(
      (r) => r.ok,
      () => false,
    )
    if (listening) break
    await new Promise((r) => setTimeout(r, 100))
  }
  try {
    if (listening && whileListening) await whileListening(`http://127.0.0.1:${port}`)
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  const code = await exited
  return { code, stdout, stderr, listening }
}

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
    const outcome = await boot({ DATABASE_URL: 'postgres://nohost' }, { nodeArgs: ['--import', join(repoRoot, 'scripts', 'check-env.mjs')] })
    expectOneLineRefusal(outcome, /^DATABASE_URL is malformed: /)
  })

  test('valid variables start the server, in production mode unless NODE_ENV says otherwise', async () => {
    let notFound: { status: number; body: string } | undefined
    const outcome = await boot(
      { DATABASE_URL: `file:${join(scratch, 'unused.db')}`, FILES_DIR: join(scratch, 'files') },
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
