#!/usr/bin/env node
// `npm run bench [-- --no-build] [--duration 5] [--connections 20] [--cache off] [--fees off] [--inventory off] [--academics off] [--lighthouse off] [--lighthouse-runs 3] [--signed-in off] [--first-screens off] [--memory-load 60] [--edge off] [--edge-connections 200]`
// Builds, serves the production build on a free loopback port with a fresh seeded SQLite database
// (data/bench.db), then measures with autocannon (as a browser asks: gzip accepted): every public page and a
// static file (/favicon.svg) for comparison, with each page's share of static req/s; the tRPC health check; the
// cold render time of each public page (the render cache missed on purpose with a unique query); the compressed
// HTML size of each page; and the gzip size of the JavaScript the home page loads in Chromium. Prints a table
// against the goals (>= 0.5 of static req/s, p99 < 50 ms, cold render < 20 ms; docs/perf.md) and writes
// bench/results/latest.json plus a dated copy. `--cache off` serves with PUBLIC_PAGE_CACHE=off: the numbers before
// the render cache. Then the fee counter at scale (scripts/bench-fees.ts: 2,000 students, 50,000
// receipts; p50/p95 of search, open a student, collect, receipt PDF and the defaulters report), added to latest.json
// as `fees`; `--fees off` skips it. Then the browser's side (scripts/bench-browser.mjs): the
// JavaScript a full load of the public pages and each role's home screens makes Chromium fetch (gzip; a FAIL line
// and exit code 1 when a page is over its budget: javaScriptRoutes; `npm run bench:js` runs only this step), and Lighthouse 12 (mobile, default throttling) on /, /gallery, /notice,
// /online-admissions and /admission-form, the median of `--lighthouse-runs 3` runs each (`--lighthouse off` skips it). Last the signed-in paths at scale
// (scripts/bench-signed-in.ts; `--signed-in off` skips it). After the JavaScript step, the staff's first screens
// (scripts/bench-first-screens.mjs: the median time to each screen's data in a fresh browser; `--first-screens off`). Before all of these, the server's memory:
// RSS and V8 heap (src/server/plugins/memory-report.ts, node --expose-gc) before load, after
// `--memory-load 60` seconds of renders that miss the cache (every public page with a cookie that is no session) and
// tRPC calls, and after 30 s of rest; `--memory-load 0` skips it. Then the home page at results-day concurrency
// (scripts/bench-edge.mjs: one process per core on PostgreSQL, alone and behind docs/deploying.md's nginx, against
// nginx serving the page as a file; `--edge off` skips it, `npm run bench:edge` runs it alone). Otherwise no assertions: the numbers depend on the machine; compare runs on the same one.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { browserGoals, javaScriptRoutes, lighthouseScores, printJavaScript, routeJavaScript } from './bench-browser.mjs'
import { edgeNumbers, printEdge } from './bench-edge.mjs'
import { firstScreenTimes, printFirstScreens } from './bench-first-screens.mjs'
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
        academics: { type: 'string', default: 'on' },
        lighthouse: { type: 'string', default: 'on' },
        'lighthouse-runs': { type: 'string', default: '3' },
        'signed-in': { type: 'string', default: 'on' },
        'first-screens': { type: 'string', default: 'on' },
        'memory-load': { type: 'string', default: '60' },
        edge: { type: 'string', default: 'on' },
        'edge-connections': { type: 'string', default: '200' },
      },
    }).values
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : error}: usage: npm run bench -- [--no-build] [--duration 5] [--connections 20] [--cache off] [--fees off] [--inventory off] [--academics off] [--lighthouse off] [--lighthouse-runs 3] [--signed-in off] [--first-screens off] [--memory-load 60] [--edge off] [--edge-connections 200]`,
    )
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
if (!Number.isInteger(Number(options['lighthouse-runs'])) || Number(options['lighthouse-runs']) < 1) {
  console.error('--lighthouse-runs must be a positive integer (Lighthouse runs per page; the median run is reported)')
  process.exit(1)
}
const memoryLoadSeconds = Number(options['memory-load'])
if (!(memoryLoadSeconds >= 0)) {
  console.error('--memory-load must be a number of seconds (0 skips the memory measurement)')
  process.exit(1)
}
const memorySettleSeconds = 30

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
    autocannon({ url, duration: seconds, connections, headers: browserHeaders }, (error, result) =>
      error ? reject(error) : resolvePromise(result),
    )
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
  const raw = (await (await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
    .byteLength
  return { ...compressed, raw }
}

/**
 * The server's memory now: SIGUSR2 makes memory-report.ts write it to `file`: as it is, and after a full GC (what
 * the server still holds). RSS is also read from /proc when there is one (Linux), as a check on the report.
 */
async function serverMemory(server, file) {
  rmSync(file, { force: true })
  server.kill('SIGUSR2')
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 10_000)
      throw new StepError(
        'Server memory',
        'the server wrote no memory report (is src/server/plugins/memory-report.ts in the build?)',
      )
    await new Promise((done) => setTimeout(done, 50))
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  // Read after the report, so after its GC: what the process holds once the garbage is gone (Linux only).
  const procRss = existsSync(`/proc/${server.pid}/status`)
    ? Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) * 1024
    : null
  const held = report.collected ?? report.raw
  return {
    rss: report.raw.rss,
    heapUsed: report.raw.heapUsed,
    heapTotal: report.raw.heapTotal,
    external: report.raw.external,
    heapUsedAfterGc: held.heapUsed,
    procRss,
  }
}

/** Renders that miss the render cache (a cookie that is not a session skips it) and tRPC calls, in turn. */
function memoryLoad(origin, seconds) {
  const cookie = 'session=bench-not-a-session'
  const requests = [
    ...publicPages.map((path) => ({ method: 'GET', path, headers: { ...browserHeaders, cookie } })),
    { method: 'GET', path: '/api/trpc/health.ping' },
  ]
  return new Promise((resolvePromise, reject) => {
    autocannon({ url: origin, duration: seconds, connections, requests }, (error, result) =>
      error ? reject(error) : resolvePromise(result),
    )
  })
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`

const ms = (value) => `${Number(value).toFixed(value < 10 ? 1 : 0)} ms`
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('   ')
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
  const memoryFile = join(repoRoot, 'data', `bench-memory-${process.pid}.json`)
  const env = {
    ...process.env,
    ...dbEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_PAGE_CACHE: cacheOn ? 'on' : 'off',
    MEMORY_REPORT_FILE: memoryFile,
  }
  // BENCH_BUILD: a copy of .output to serve (a build taken under the e2e lock while others rebuild the shared one).
  const serverEntry = join(process.env.BENCH_BUILD ?? join(repoRoot, '.output'), 'server', 'index.mjs')
  // --expose-gc lets the memory report collect garbage first, so it shows what the server still holds.
  const server = spawn(process.execPath, ['--expose-gc', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
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

    // Memory first, while the server has only answered the checks above (each page rendered once).
    let memory = null
    if (memoryLoadSeconds > 0) {
      const before = await step('Server memory before load', () => serverMemory(server, memoryFile))
      const loaded = await step(
        `Memory load: renders that miss the cache and tRPC calls (${memoryLoadSeconds} s, ${connections} connections)`,
        () => memoryLoad(origin, memoryLoadSeconds),
      )
      const afterLoad = await step('Server memory after the load', () => serverMemory(server, memoryFile))
      await step(
        `Rest (${memorySettleSeconds} s)`,
        () => new Promise((done) => setTimeout(done, memorySettleSeconds * 1000)),
      )
      const settled = await step('Server memory after the rest', () => serverMemory(server, memoryFile))
      rmSync(memoryFile, { force: true })
      memory = {
        loadSeconds: memoryLoadSeconds,
        settleSeconds: memorySettleSeconds,
        requests: loaded.requests.total,
        non2xx: loaded.non2xx,
        errors: loaded.errors,
        before,
        afterLoad,
        settled,
        heapGrowthAfterGc: settled.heapUsedAfterGc - before.heapUsedAfterGc,
        rssGrowth: (settled.procRss ?? settled.rss) - (before.procRss ?? before.rss),
      }
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

    // Public pages and each role's home screens against their budgets (scripts/bench-browser.mjs javaScriptRoutes;
    // `npm run bench:js` runs this step alone).
    const javaScript = await step('JavaScript per page (a full load in Chromium, nothing cached)', () =>
      routeJavaScript(origin, javaScriptRoutes),
    )
    const scripts = javaScript[0]
    // The staff's first screens in a fresh browser, signed in (scripts/bench-first-screens.mjs).
    const firstScreens =
      options['first-screens'] === 'off'
        ? null
        : await step('First screens (signed in, a fresh browser each load)', () => firstScreenTimes(origin, 5))
    const lighthousePages = ['/', '/gallery', '/notice', '/online-admissions', '/admission-form']
    const lighthouseRuns = Number(options['lighthouse-runs'])
    const lighthouse =
      options.lighthouse === 'off'
        ? null
        : await step(`Lighthouse 12, mobile (${lighthousePages.join(', ')})`, () =>
            lighthouseScores(origin, lighthousePages, lighthouseRuns),
          )

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
        meetsGoals:
          share >= goals.shareOfStatic &&
          m.latencyP99Ms < goals.p99Ms &&
          cold[path].medianMs < goals.coldRenderMs &&
          m.non2xx === 0,
      }
    })

    const commit =
      spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() ||
      undefined
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
      javaScript,
      firstScreens,
      lighthouse,
      memory,
    }
    // Stopped before printing, so its shutdown message does not land under the table.
    await stopServer()
    mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true })
    writeFileSync(join(repoRoot, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2) + '\n')
    const dated = `${results.at.replace(/[:.]/g, '-')}${cacheOn ? '' : '-cache-off'}.json`
    writeFileSync(join(repoRoot, 'bench', 'results', dated), JSON.stringify(results, null, 2) + '\n')

    console.log(
      `\n${bold('Benchmark')} ${dim(`(${results.cpu}, Node ${process.version}, ${duration} s x ${connections} connections, commit ${commit ?? '?'})`)}\n`,
    )
    console.log(
      table(
        ['target', 'what', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
        measured.map((m) => [
          m.path,
          m.name,
          Math.round(m.requestsPerSecond),
          ms(m.latencyP50Ms),
          ms(m.latencyP99Ms),
          m.non2xx,
          m.errors,
        ]),
      ),
    )
    console.log(
      `\n${bold('Public pages')} ${dim(`(render cache ${cacheOn ? 'on' : 'off'}; static ${staticPath} ${Math.round(staticFile.requestsPerSecond)} req/s; goals: >= ${goals.shareOfStatic} of static, p99 < ${goals.p99Ms} ms, cold render < ${goals.coldRenderMs} ms)`)}\n`,
    )
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
    const tooHeavy = printJavaScript(javaScript)
    if (firstScreens) printFirstScreens(firstScreens)
    if (lighthouse) {
      console.log(
        `\n${bold('Lighthouse')} ${dim(`(mobile, simulated throttling; the median of ${lighthouseRuns} runs per page; goals: performance >= ${browserGoals.performance}, LCP < ${browserGoals.lcpMs / 1000} s, the others >= ${browserGoals.accessibility}; load average ${loadavg()[0].toFixed(1)})`)}\n`,
      )
      console.log(
        table(
          [
            'page',
            'goals',
            'performance',
            'LCP',
            'LCP of each run',
            'TBT',
            'CLS',
            'accessibility',
            'best practices',
            'SEO',
          ],
          lighthouse.map((r) => [
            r.path,
            r.meetsGoals ? 'met' : 'MISSED',
            r.performance,
            `${(r.lcpMs / 1000).toFixed(2)} s`,
            r.lcpRunsMs.map((v) => (v / 1000).toFixed(2)).join(' / '),
            ms(r.tbtMs),
            r.cls.toFixed(3),
            r.accessibility,
            r.bestPractices,
            r.seo,
          ]),
        ),
      )
      for (const r of lighthouse.filter((x) => x.failing.length > 0))
        console.log(dim(`  ${r.path}: ${r.failing.join(', ')}`))
    }
    if (memory) {
      console.log(
        `\n${bold('Server memory')} ${dim(`(${memory.loadSeconds} s of renders that miss the cache and tRPC calls, ${memory.requests} requests, ${memory.non2xx} non-2xx; heap after GC = what the server still holds)`)}\n`,
      )
      const points = [
        ['before load', memory.before],
        [`after ${memory.loadSeconds} s of load`, memory.afterLoad],
        [`after ${memory.settleSeconds} s of rest`, memory.settled],
      ]
      console.log(
        table(
          ['when', 'RSS', 'heap used', 'heap total', 'heap after GC', 'RSS after GC', 'external'],
          points.map(([when, m]) => [
            when,
            mb(m.rss),
            mb(m.heapUsed),
            mb(m.heapTotal),
            mb(m.heapUsedAfterGc),
            m.procRss === null ? '-' : mb(m.procRss),
            mb(m.external),
          ]),
        ),
      )
      console.log(
        `Back to within ${bold(mb(memory.heapGrowthAfterGc))} of the start (heap after GC; RSS after GC ${mb(memory.rssGrowth)})`,
      )
    }
    console.log(dim(`\nWritten to bench/results/latest.json and bench/results/${dated}`))

    if (options.fees !== 'off') {
      // In its own process (tsx, with the inlined font like the server bundle); it prints its own table.
      await step('Fee counter at scale (2,000 students, 50,000 receipts)', () =>
        mustRun('Fee bench', process.execPath, [
          '--import',
          'tsx',
          '--import',
          './scripts/lib/inline-assets.mjs',
          join('scripts', 'bench-fees.ts'),
        ]),
      )
      results.fees = JSON.parse(readFileSync(join(repoRoot, 'bench', 'results', 'fees.json'), 'utf8'))
      for (const file of ['latest.json', dated])
        writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
    }
    if (options.inventory !== 'off') {
      // The inventory at scale (scripts/bench-inventory.ts): 10,000 items, 200,000 movements.
      await step('Inventory at scale (10,000 items, 200,000 movements)', () =>
        mustRun('Inventory bench', process.execPath, [
          '--import',
          'tsx',
          '--import',
          './scripts/lib/inline-assets.mjs',
          join('scripts', 'bench-inventory.ts'),
        ]),
      )
      results.inventory = JSON.parse(readFileSync(join(repoRoot, 'bench', 'results', 'inventory.json'), 'utf8'))
      for (const file of ['latest.json', dated])
        writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
    }
    if (options.academics !== 'off') {
      // Teachers' daily work at scale (scripts/bench-academics.ts): 2,000 students in sections of 40, 60 school days
      // of registers, an exam with every mark: a register opened and saved, a 40 x 10 marks grid opened and a cell
      // saved, a section's report cards as one PDF.
      await step('Teaching at scale (2,000 students, registers, marks, report cards)', () =>
        mustRun('Academics bench', process.execPath, [
          '--import',
          'tsx',
          '--import',
          './scripts/lib/inline-assets.mjs',
          join('scripts', 'bench-academics.ts'),
        ]),
      )
      results.academics = JSON.parse(readFileSync(join(repoRoot, 'bench', 'results', 'academics.json'), 'utf8'))
      for (const file of ['latest.json', dated])
        writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
    }
    if (options['signed-in'] !== 'off') {
      // Signed-in paths at scale (scripts/bench-signed-in.ts): 20,000 users, 10,000 applications,
      // 10,000 gallery images, in a database of its own.
      await step('Signed-in paths at scale (20,000 users, 10,000 applications, 10,000 images)', () =>
        mustRun('Signed-in bench', process.execPath, [
          '--import',
          'tsx',
          '--import',
          './scripts/lib/inline-assets.mjs',
          join('scripts', 'bench-signed-in.ts'),
        ]),
      )
      results.signedIn = JSON.parse(readFileSync(join(repoRoot, 'bench', 'results', 'signed-in.json'), 'utf8'))
      for (const file of ['latest.json', dated])
        writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
    }
    if (options.edge !== 'off') {
      results.edge = await edgeNumbers({
        duration: Math.max(duration, 5),
        connections: Number(options['edge-connections']),
        build: process.env.BENCH_BUILD ?? join(repoRoot, '.output'),
      })
      printEdge(results.edge)
      for (const file of ['latest.json', dated])
        writeFileSync(join(repoRoot, 'bench', 'results', file), JSON.stringify(results, null, 2) + '\n')
    }
    // Loud, last, so nothing above is lost: a page over its JavaScript budget fails the bench.
    if (tooHeavy.length > 0) {
      printJavaScript(javaScript)
      process.exitCode = 1
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
