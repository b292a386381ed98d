#!/usr/bin/env node
// `npm run bench [-- --no-build] [--duration 5] [--connections 20] [--cache off] [--fees off] [--inventory off]`
// Builds, serves the production build on a free loopback port with a fresh seeded SQLite database
// (data/bench.db), then measures with autocannon (as a browser asks: gzip accepted): every public page and a
// static file (/favicon.svg) for comparison, with each page's share of static req/s; the tRPC health check; the
// cold render time of each public page (the render cache missed on purpose with a unique query); the compressed
// HTML size of each page; and the gzip size of the JavaScript the home page loads in Chromium. Prints a table
// against the goals of issue 13 (>= 0.5 of static req/s, p99 < 50 ms, cold render < 20 ms) and writes
// bench/results/latest.json plus a dated copy. `--cache off` serves with PUBLIC_PAGE_CACHE=off: the numbers before
// the render cache. Then the fee counter at scale (scripts/bench-fees.ts, issue 11 item 12: 2,000 students, 50,000
// receipts; p50/p95 of search, open a student, collect, receipt PDF and the defaulters report), added to latest.json
// as `fees`; `--fees off` skips it. No assertions: the numbers depend on the machine; compare runs on the same one.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { availableParallelism, cpus } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import {
  bin,
  bold,
  dim,
  freePort,
  freshSqliteEnv,
  migrateAndSeed,
  mustRun,
  repoRoot,
  step,
  StepError,
  waitForHttp,
} from './lib/tasks.mjs'

function readOptions() {
  try {
    return parseArgs({
      options: {
        'no-build': { type: 'boolean', default: false },
        duration: { type: 'string', default: '5' },
        connections: { type: 'string', default: '20' },
        cache: { type: 'string', default: 'on' },
        fees: { type: 'string', default: 'on' },
        inventory: { type: 'string', default: 'on' },
      },
    }).values
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}: usage: npm run bench -- [--no-build] [--duration 5] [--connections 20] [--cache off] [--fees off] [--inventory off]`)
    process.exit(1)
  }
}
const options = readOptions()
const duration = Number(options.duration)
const connections = Number(options.connections)
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  console.error('--duration must be a positive number of seconds and --connections a positive integer')
  process.exit(1)
}

const cacheOn = options.cache !== 'off'

/** Every public page a visitor can open without signing in (the render cache's pages, src/server/public-cache). */
const publicPages = [
  '/',
  '/about-us',
  '/about-us/our-team',
  '/about-us/school-details',
  '/academics',
  '/principals-message',
  '/chairmans-message',
  '/gallery',
  '/notice',
  '/news',
  '/events',
  '/syllabus',
  '/online-admissions',
  '/admission-form',
  '/fee-portal',
  '/login',
]
const staticPath = '/favicon.svg'
const targets = [
  { name: 'static file', path: staticPath },
  ...publicPages.map((path) => ({ name: 'public page', path })),
  { name: 'tRPC health.ping', path: '/api/trpc/health.ping' },
]
const goals = { shareOfStatic: 0.5, p99Ms: 50, coldRenderMs: 20 }
/** What a browser sends: the pages answer compressed when it is accepted. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' }

/** @param {string} url @param {number} seconds */
function load(url, seconds) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, duration: seconds, connections, headers: browserHeaders }, (error, result) => (error ? reject(error) : resolvePromise(result)))
  })
}

/** Server time of a render with an empty cache: a unique query misses the cache; the median of `times` renders. */
async function coldRender(origin, path, times = 9) {
  const took = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    const response = await fetch(`${origin}${path}?cold=${Date.now()}-${i}`, { headers: browserHeaders })
    await response.arrayBuffer()
    took.push(performance.now() - started)
  }
  took.sort((a, b) => a - b)
  return { medianMs: took[Math.floor(times / 2)], maxMs: took[times - 1] }
}

/** Bytes on the wire of a page for a browser (compressed when the server compresses) and raw. */
async function pageBytes(origin, path) {
  const compressed = await new Promise((resolvePromise, reject) => {
    const req = httpRequest(origin + path, { headers: browserHeaders }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => resolvePromise({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }))
    })
    req.on('error', reject)
    req.end()
  })
  const raw = (await (await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength
  return { ...compressed, raw }
}

/** Bytes on the wire for url when the browser asks for gzip (nitro serves precompressed .gz assets). */
function gzipBytes(url) {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const gzipped = res.headers['content-encoding'] === 'gzip'
        resolvePromise({ gzip: gzipped ? body.length : gzipSync(body).length, served: gzipped ? 'precompressed' : 'gzipped here' })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** The JavaScript the home page loads: every script response Chromium sees until the network is idle. */
async function homePageScripts(origin) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage()
    const urls = new Set()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) urls.add(response.url())
    })
    await page.goto(origin + '/', { waitUntil: 'networkidle' })
    return [...urls]
  } finally {
    await browser.close()
  }
}

/** Fallback without a browser: the module scripts and preloads named in the server HTML. */
async function htmlScripts(origin) {
  const html = await (await fetch(origin + '/')).text()
  const found = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1])
  return [...new Set(found)].map((src) => new URL(src, origin).href)
}

const ms = (value) => `${Number(value).toFixed(value < 10 ? 1 : 0)} ms`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('   ')
  return [bold(line(header)), ...rows.map(line)].join('\n')
}

async function main() {
  if (!options['no-build']) {
    await step('Production build', () => mustRun('Production build', bin('vite'), ['build'], { quiet: true }))
  }

  // Embedded defaults only: empty values keep real service keys from the shell or .env out of the run.
  const dbEnv = { ...freshSqliteEnv('bench'), UPLOADTHING_TOKEN: '', RESEND_API_KEY: '' }
  await step('Bench database (data/bench.db: migrate + seed)', () => migrateAndSeed(dbEnv, { quiet: true }))

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env = { ...process.env, ...dbEnv, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_PAGE_CACHE: cacheOn ? 'on' : 'off' }
  // BENCH_BUILD: a copy of .output to serve (a build taken under the e2e lock while others rebuild the shared one).
  const serverEntry = join(process.env.BENCH_BUILD ?? join(repoRoot, '.output'), 'server', 'index.mjs')
  const server = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const serverExited = new Promise((resolvePromise) => server.on('exit', resolvePromise))
  const stopServer = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    return serverExited
  }
  process.on('exit', () => void stopServer())
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

  try {
    await step(`Start the server on ${origin}`, () => waitForHttp(`${origin}/api/trpc/health.ping`, { child: server }))

    for (const target of targets) {
      const response = await fetch(origin + target.path)
      if (!response.ok) throw new StepError('Check targets', `${target.path} answered ${response.status}`)
    }

    // Before any load: the first renders of each page, nothing cached yet.
    const cold = await step('Cold renders (cache missed on purpose, 9 per page)', async () => {
      const found = {}
      for (const path of publicPages) found[path] = await coldRender(origin, path)
      return found
    })
    const sizes = await step('Page sizes', async () => {
      const found = {}
      for (const path of publicPages) found[path] = await pageBytes(origin, path)
      return found
    })

    await step('Warm up (1 s per target)', async () => {
      for (const target of targets) await load(origin + target.path, 1)
    })

    const measured = []
    for (const target of targets) {
      const result = await step(`${target.name}: ${target.path} (${duration} s, ${connections} connections)`, () =>
        load(origin + target.path, duration),
      )
      measured.push({
        ...target,
        requestsPerSecond: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      })
    }

    const scripts = await step('JavaScript loaded by the home page', async () => {
      let source = 'Chromium'
      let urls
      try {
        urls = await homePageScripts(origin)
      } catch (error) {
        source = 'server HTML (Chromium unavailable)'
        console.log(dim(`  ${error instanceof Error ? error.message.split('\n')[0] : error}`))
        urls = await htmlScripts(origin)
      }
      const files = []
      for (const url of urls) {
        const raw = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).length
        files.push({ path: new URL(url).pathname, raw, ...(await gzipBytes(url)) })
      }
      return { source, files, raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) }
    })

    const ssr = measured.find((m) => m.path === '/')
    const staticFile = measured.find((m) => m.path === staticPath)
    const ratio = ssr.requestsPerSecond / staticFile.requestsPerSecond
    const pages = publicPages.map((path) => {
      const m = measured.find((x) => x.path === path)
      const share = m.requestsPerSecond / staticFile.requestsPerSecond
      return {
        path,
        requestsPerSecond: m.requestsPerSecond,
        latencyP99Ms: m.latencyP99Ms,
        shareOfStatic: share,
        coldRenderMs: cold[path].medianMs,
        coldRenderMaxMs: cold[path].maxMs,
        bytes: sizes[path],
        meetsGoals: share >= goals.shareOfStatic && m.latencyP99Ms < goals.p99Ms && cold[path].medianMs < goals.coldRenderMs && m.non2xx === 0,
      }
    })

    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() || undefined
    const results = {
      at: new Date().toISOString(),
      commit,
      node: process.version,
      cpu: `${availableParallelism()} x ${cpus()[0]?.model ?? 'unknown'}`,
      tool: 'autocannon',
      durationSeconds: duration,
      connections,
      renderCache: cacheOn ? 'on' : 'off',
      goals,
      pages,
      targets: measured,
      ssrToStaticRatio: ratio,
      homePageJavaScript: scripts,
    }
    // Stopped before printing, so its shutdown message does not land under the table.
    await stopServer()
    mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true })
    writeFileSync(join(repoRoot, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2) + '\n')
    const dated = `${results.at.replace(/[:.]/g, '-')}${cacheOn ? '' : '-cache-off'}.json`
    writeFileSync(join(repoRoot, 'bench', 'results', dated), JSON.stringify(results, null, 2) + '\n')

    console.log(`\n${bold('Benchmark')} ${dim(`(${results.cpu}, Node ${process.version}, ${duration} s x ${connections} connections, commit ${commit ?? '?'})`)}\n`)
    console.log(
      table(
        ['target', 'what', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
        measured.map((m) => [m.path, m.name, Math.round(m.requestsPerSecond), ms(m.latencyP50Ms), ms(m.latencyP99Ms), m.non2xx, m.errors]),
      ),
    )
    console.log(`\n${bold('Public pages')} ${dim(`(render cache ${cacheOn ? 'on' : 'off'}; static ${staticPath} ${Math.round(staticFile.requestsPerSecond)} req/s; goals: >= ${goals.shareOfStatic} of static, p99 < ${goals.p99Ms} ms, cold render < ${goals.coldRenderMs} ms)`)}\n`)
    console.log(
      table(
        ['page', 'goals', 'req/s', 'share', 'p99', 'cold render', 'HTML on the wire'],
        pages.map((p) => [
          p.path,
          p.meetsGoals ? 'met' : 'MISSED',
          Math.round(p.requestsPerSecond),
          p.shareOfStatic.toFixed(2),
          ms(p.latencyP99Ms),
          ms(p.coldRenderMs),
          `${kb(p.bytes.bytes)} ${p.bytes.encoding} (${kb(p.bytes.raw)} raw)`,
        ]),
      ),
    )
    console.log(`\nSSR/static ratio: ${bold(ratio.toFixed(3))} ${dim('(home page req/s ÷ static file req/s)')}`)
    console.log(
      `JavaScript loaded by /: ${bold(kb(scripts.gzip) + ' gzip')} ${dim(`(${kb(scripts.raw)} raw, ${scripts.files.length} files, seen by ${scripts.source})`)}`,
    )
    console.log(dim(`\nWritten to bench/results/latest.json and bench/results/${dated}`))

    if (options.fees !== 'off') {
      // In its own process (tsx, with the inlined font like the server bundle); it prints its own table.
      await step('Fee counter at scale (2,000 students, 50,000 receipts)', () =>
        mustRun('Fee bench', process.execPath, ['--import', 'tsx', '--import', './scripts/lib/inline-assets.mjs', join('scripts', 'bench-fees.ts')]),
      )
      results.fees = JSON.parse(readFileSync(join(repoRoot, 'bench', 'results', 'fees.json'), 'utf8'))
      for (const file of ['latest.json', dated]) writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
    }
    if (options.inventory !== 'off') {
      // The inventory at scale (scripts/bench-inventory.ts, issue 12 item 10): 10,000 items, 200,000 movements.
      await step('Inventory at scale (10,000 items, 200,000 movements)', () =>
        mustRun('Inventory bench', process.execPath, ['--import', 'tsx', '--import', './scripts/lib/inline-assets.mjs', join('scripts', 'bench-inventory.ts')]),
      )
      results.inventory = JSON.parse(readFileSync(join(repoRoot, 'bench', 'results', 'inventory.json'), 'utf8'))
      for (const file of ['latest.json', dated]) writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
    }
  } finally {
    await stopServer()
  }
}

try {
  await main()
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
