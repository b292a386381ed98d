// Spawns the production build (`npm run build`) as a child process with a clean environment, for the tests of
// start-up and shutdown (startup-env.spec.ts, server-lifecycle.spec.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const repoRoot = resolve(import.meta.dirname, '..', '..')
const serverEntry = join(repoRoot, '.output', 'server', 'index.mjs')

export type Outcome = {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  listening: boolean
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Applies every migration to the database at `url` with the Prisma CLI, as `npm run db:migrate` does. */
export function migrate(url: string) {
  const run = spawnSync(process.execPath, [join(repoRoot, 'node_modules/prisma/build/index.js'), 'migrate', 'deploy'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`prisma migrate deploy failed:\n${run.stdout}\n${run.stderr}`)
}

/**
 * Starts the server with `vars`, waits until it answers (or exits), runs `whileListening`, then kills it if it is
 * still running. `whileListening` may stop it itself (e.g. with SIGTERM) and wait for `exited`.
 */
export async function boot(
  vars: Record<string, string>,
  {
    nodeArgs = [],
    whileListening,
  }: {
    nodeArgs?: string[]
    whileListening?: (origin: string, child: ChildProcess, exited: Promise<void>) => Promise<void>
  } = {},
): Promise<Outcome> {
  const port = await freePort()
  // A clean environment: only what a bare shell would have plus the variables under test.
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    ...vars,
  }
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('close', (code, signal) => done({ code, signal })),
  )
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
    if (listening && whileListening)
      await whileListening(
        `http://127.0.0.1:${port}`,
        child,
        closed.then(() => undefined),
      )
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  const { code, signal } = await closed
  return { code, signal, stdout, stderr, listening }
}
