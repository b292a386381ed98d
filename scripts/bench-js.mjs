#!/usr/bin/env node
// `npm run bench:js [-- --no-build]`: only the JavaScript step of `npm run bench`. Builds once (`vite build`), serves
// the production build on a free loopback port with a fresh seeded SQLite database (data/bench-js.db), loads each page
// of javaScriptRoutes (scripts/bench-browser.mjs: the public pages and each role's home screens, signed in as the demo
// accounts) in headless Chromium, and prints the gzip bytes of the JavaScript each full load fetched against that
// page's budget. Writes bench/results/javascript.json and a dated copy; a page over its budget prints a FAIL line and
// exits 1.
// BENCH_BUILD: a copy of .output to serve instead of the tree's own.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { javaScriptRoutes, printJavaScript, routeJavaScript } from './bench-browser.mjs'
import { bin, freePort, freshSqliteEnv, migrateAndSeed, mustRun, repoRoot, step, waitForHttp } from './lib/tasks.mjs'

const { values: options } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } })

if (!options['no-build'])
  await step('Production build', () => mustRun('Production build', bin('vite'), ['build'], { quiet: true }))

const dbEnv = { ...freshSqliteEnv('bench-js'), UPLOADTHING_TOKEN: '', RESEND_API_KEY: '' }
await step('Database (data/bench-js.db: migrate + seed)', () => migrateAndSeed(dbEnv, { quiet: true }))

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const serverEntry = join(process.env.BENCH_BUILD ?? join(repoRoot, '.output'), 'server', 'index.mjs')
const server = spawn(process.execPath, [serverEntry], {
  cwd: repoRoot,
  env: { ...process.env, ...dbEnv, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stopServer = () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
}
process.on('exit', stopServer)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

try {
  await step(`Start the server on ${origin}`, () => waitForHttp(`${origin}/api/trpc/health.ping`, { child: server }))
  const javaScript = await step('JavaScript per page (a full load in Chromium, nothing cached)', () =>
    routeJavaScript(origin, javaScriptRoutes),
  )
  stopServer()
  const commit =
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() || null
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true })
  const results = { at: new Date().toISOString(), commit, javaScript }
  for (const file of ['javascript.json', `javascript-${results.at.replace(/[:.]/g, '-')}.json`])
    writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
  const over = printJavaScript(javaScript)
  console.log('\nWritten to bench/results/javascript.json and a dated copy')
  if (over.length > 0) process.exitCode = 1
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  stopServer()
}
