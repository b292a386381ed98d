#!/usr/bin/env node
// `npm run demo`: from a fresh clone to a running site in one command.
// Installs packages, creates .env, checks it, generates the Prisma clients, migrates, seeds the demo
// content, builds (when sources changed) and serves the production build on PORT (default 3000).
// Uses only Node built-ins at the top level: it has to run before `npm ci`.
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { readEnvValue, setEnvValue } from './lib/env-file.mjs'
import { bin, bold, cyan, dim, green, mustRun, red, repoRoot, step, StepError, waitForHttp } from './lib/tasks.mjs'

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is required (this is ${process.version}): install it from https://nodejs.org`)
  process.exit(1)
}

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT is malformed: expected a number from 1 to 65535 (got ${process.env.PORT})`)
  process.exit(1)
}

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    // Prisma rewrites its generated client on every run; prisma/models stands in for it.
    if (entry !== 'generated') newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

function dependenciesUpToDate() {
  const installed = join(repoRoot, 'node_modules', '.package-lock.json')
  return existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(repoRoot, 'package-lock.json')).mtimeMs
}

function buildUpToDate() {
  const marker = join(repoRoot, '.output', 'nitro.json')
  if (!existsSync(marker) || !existsSync(join(repoRoot, '.output', 'server', 'index.mjs'))) return false
  const inputs = [
    'src',
    'public',
    'prisma/models',
    'app.config.ts',
    'vite.config.ts',
    'package-lock.json',
    'tsconfig.json',
  ]
  return statSync(marker).mtimeMs > Math.max(...inputs.map((p) => newestMtime(join(repoRoot, p))))
}

function portIsFree() {
  return new Promise((resolvePromise) => {
    const server = createServer()
    server.once('error', () => resolvePromise(false))
    server.listen(port, host, () => server.close(() => resolvePromise(true)))
  })
}

async function printDemoAccounts() {
  try {
    const { tsImport } = await import('tsx/esm/api')
    const module = await tsImport('../prisma/seed/demo-accounts.ts', import.meta.url)
    const accounts = module.demoAccounts ?? module.default
    if (!Array.isArray(accounts) || accounts.length === 0) return
    console.log(bold('\nDemo accounts') + dim(' (public demo passwords: never use them for a real school)'))
    const width = Math.max(...accounts.map((a) => String(a.email).length))
    for (const a of accounts)
      console.log(
        `  ${String(a.role).padEnd(8)} ${String(a.email).padEnd(width)}  ${String(a.uniqueId ?? '').padEnd(9)}  ${a.password}`,
      )
  } catch {
    // The seed already printed the accounts above; this repeat is only a convenience.
  }
}

async function main() {
  console.log(bold(`School site demo`) + dim(` (Node ${process.version}, ${repoRoot})`))

  await step('Install packages (npm ci)', async () => {
    if (dependenciesUpToDate()) return console.log('  node_modules is up to date')
    await mustRun('Install packages (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund'])
  })

  await step('Configuration (.env)', async () => {
    const envFile = join(repoRoot, '.env')
    if (!existsSync(envFile)) {
      copyFileSync(join(repoRoot, '.env.example'), envFile)
      console.log('  created .env from .env.example')
    } else {
      console.log('  using .env')
    }
    const { loadDotEnv, validateEnv } = await import('./check-env.mjs')
    loadDotEnv()
    // Checked before anything touches the database, so a bad value leaves nothing half-migrated.
    const result = await validateEnv()
    if (!result.ok) throw new StepError('Configuration (.env)', result.message)
    // The database set up below is the one a later `npm start` must find: a DATABASE_URL given in the environment
    // goes into .env too, or a second instance started without it would open another (empty) database.
    const used = process.env.DATABASE_URL?.trim()
    const text = readFileSync(envFile, 'utf8')
    if (used && readEnvValue(text, 'DATABASE_URL') !== used) {
      writeFileSync(envFile, setEnvValue(text, 'DATABASE_URL', used))
      console.log('  wrote the DATABASE_URL from the environment into .env')
    }
    console.log(`  ${result.summary}`)
    if (!(await portIsFree()))
      throw new StepError(
        'Configuration (.env)',
        `port ${port} is in use: run with another one, e.g. PORT=3001 npm run demo`,
      )
  })

  await step('Generate Prisma clients', () =>
    mustRun('Generate Prisma clients', 'npm', ['run', '--silent', 'db:generate'], { quiet: true }),
  )
  await step('Apply migrations', async () => {
    const output = await mustRun('Apply migrations', bin('prisma'), ['migrate', 'deploy'], { quiet: true })
    const applied = [...output.matchAll(/└─ (\S+)\//g)].map((m) => m[1])
    console.log(applied.length ? `  applied ${applied.length}: ${applied.join(', ')}` : '  the database is up to date')
  })
  await step('Seed demo content', () => mustRun('Seed demo content', bin('tsx'), [join(repoRoot, 'prisma', 'seed.ts')]))

  await step('Production build', async () => {
    if (buildUpToDate()) return console.log('  .output/ is newer than the sources: skipped')
    await mustRun('Production build', bin('vite'), ['build'], { quiet: true })
  })

  const url = `http://${host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'}:${port}`
  await step('Start the server', async () => {
    if (!(await portIsFree()))
      throw new StepError(
        'Start the server',
        `port ${port} is in use: run with another one, e.g. PORT=3001 npm run demo`,
      )
    // The demo's online payments go through the built-in demo gateway unless Razorpay's keys are set.
    const env = {
      PAYMENTS_DEMO_GATEWAY: '1',
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
    }
    const server = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
      cwd: repoRoot,
      env,
      stdio: 'inherit',
    })
    // Ctrl+C in a terminal already reaches the server (same process group); a second SIGINT would force-close it.
    process.on('SIGINT', () => process.stdin.isTTY || server.kill('SIGINT'))
    process.on('SIGTERM', () => server.kill('SIGTERM'))
    server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
    await waitForHttp(`${url}/api/trpc/health.ping`, { child: server, timeoutMs: 60_000 })
  })
  await printDemoAccounts()
  console.log(`\n${green('●')} ${bold('The site is running at')} ${bold(cyan(url))}  ${dim('(Ctrl+C stops it)')}`)
}

try {
  await main()
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`\n${red('✗')} ${message}`)
  process.exit(1)
}
