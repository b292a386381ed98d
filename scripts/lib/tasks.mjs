// Small helpers shared by demo, test, bench and the e2e server: run a child step, prepare a fresh database.
// Plain Node with no dependencies, so `npm run demo` can use it before `npm ci` has run.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const dataDir = join(repoRoot, 'data')

const useColour = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code) => (text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text)
export const bold = paint('1')
export const dim = paint('2')
export const green = paint('32')
export const red = paint('31')
export const cyan = paint('36')

export class StepError extends Error {
  /** @param {string} step @param {string} detail */
  constructor(step, detail) {
    super(`${step} failed: ${detail}`)
    this.step = step
  }
}

/** The path of a locally installed CLI (node_modules/.bin/<name>). */
export function bin(name) {
  return join(repoRoot, 'node_modules', '.bin', name)
}

export function formatDuration(ms) {
  return ms < 1000
    ? `${ms} ms`
    : ms < 60_000
      ? `${(ms / 1000).toFixed(1)} s`
      : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
}

/**
 * Runs a command with inherited output, or with each line of it after `prefix` (for commands running side by side).
 * Resolves with its exit code (signals count as failure).
 * @param {string} command @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, prefix?: string }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const piped = options.quiet || options.prefix !== undefined
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    })
    let output = ''
    /** @type {Record<'stdout' | 'stderr', string>} */
    const partial = { stdout: '', stderr: '' }
    const collect = (/** @type {'stdout' | 'stderr'} */ stream) => (/** @type {Buffer} */ chunk) => {
      output += chunk
      if (options.quiet || options.prefix === undefined) return
      const lines = (partial[stream] + chunk).split('\n')
      partial[stream] = lines.pop() ?? ''
      for (const line of lines) process[stream].write(`${options.prefix} ${line}\n`)
    }
    child.stdout?.on('data', collect('stdout'))
    child.stderr?.on('data', collect('stderr'))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      for (const stream of /** @type {const} */ (['stdout', 'stderr']))
        if (partial[stream] && !options.quiet) process[stream].write(`${options.prefix} ${partial[stream]}\n`)
      resolvePromise({ code: code ?? (signal ? 128 : 1), output })
    })
  })
}

/**
 * Prints a header, runs the step and its timing; throws StepError naming the step when it fails.
 * @template T
 * @param {string} title @param {() => Promise<T>} body
 * @returns {Promise<T>}
 */
export async function step(title, body) {
  console.log(`\n${bold(cyan('▸'))} ${bold(title)}`)
  const started = Date.now()
  try {
    const result = await body()
    console.log(dim(`  ${title}: done in ${formatDuration(Date.now() - started)}`))
    return result
  } catch (error) {
    if (error instanceof StepError) throw error
    throw new StepError(title, error instanceof Error ? error.message : String(error))
  }
}

/** Runs a command inside a step and throws when it exits non-zero; quiet commands show their output only on failure. */
export async function mustRun(title, command, args, options = {}) {
  const { code, output } = await run(command, args, options)
  if (code !== 0) {
    if (options.quiet && output) process.stderr.write(output)
    throw new StepError(
      title,
      `\`${[command, ...args].map((a) => a.replace(repoRoot + '/', '')).join(' ')}\` exited with code ${code}`,
    )
  }
  return output
}

/**
 * Paths of a throwaway SQLite database and files folder under data/, removed first so every run starts clean.
 * @param {string} name e.g. 'e2e' gives data/e2e.db and data/e2e-files
 */
export function freshSqliteEnv(name) {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, `${name}.db`)
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  const filesDir = join(dataDir, `${name}-files`)
  rmSync(filesDir, { recursive: true, force: true })
  return { DATABASE_URL: `file:${file}`, FILES_DIR: filesDir }
}

/** Applies migrations then the demo seed to the database named by env.DATABASE_URL. */
export async function migrateAndSeed(env, { quiet = false } = {}) {
  const childEnv = { ...process.env, ...env }
  await mustRun('Apply migrations', bin('prisma'), ['migrate', 'deploy'], { env: childEnv, quiet })
  await mustRun('Seed demo content', bin('tsx'), [join(repoRoot, 'prisma', 'seed.ts')], { env: childEnv, quiet })
}

export function hasProductionBuild() {
  return existsSync(join(repoRoot, '.output', 'server', 'index.mjs'))
}

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolvePromise, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Polls url until it answers (any HTTP status) or the child exits or the timeout passes.
 * @param {string} url @param {{ child?: import('node:child_process').ChildProcess, timeoutMs?: number }} [options]
 */
export async function waitForHttp(url, { child, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} before answering`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`${url} did not answer within ${formatDuration(timeoutMs)}`)
}
