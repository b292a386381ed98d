#!/usr/bin/env node
// The staff's first screens: how long a signed-in person waits in a fresh browser (nothing cached) from opening a
// screen's address until its data shows, and until it answers a click. "Data shown": the page's first paint when the
// server's HTML already shows the screen's marker with no "Loading..." line in <main> (checked once with scripts
// off), else the moment the marker is seen with no loading line left. "Usable": React owns the marker. The median of
// `runs` loads each; the goal is 500 ms for data shown (docs/perf.md). Used by `npm run bench`;
// `npm run bench:first-screens [-- --no-build] [--runs 5]` runs only this step on a fresh seeded database.
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { chromiumFlags, chromiumPath, demoSignIn } from './bench-browser.mjs'
import { bold, dim, red } from './lib/tasks.mjs'

export const firstScreenGoalMs = 500

const demo = demoSignIn

/**
 * Each screen with who opens it and what on it means its data is on screen.
 * @typedef {import('@playwright/test').Page} Page
 * @type {{ name: string, path: string, signIn: { identifier: string, password: string }, marker: (page: Page) => ReturnType<Page['locator']>, phone?: boolean }[]}
 */
export const firstScreens = [
  {
    name: 'fee counter',
    path: '/fee-portal/cashier-dashboard',
    signIn: demo.cashier,
    marker: (page) => page.getByLabel('Find a student'),
  },
  {
    name: 'defaulters report',
    path: '/fee-portal/cashier-dashboard?tab=defaulters',
    signIn: demo.cashier,
    marker: (page) =>
      page.getByRole('main').getByRole('table').or(page.getByText('Everyone has paid this term. No defaulters.')),
  },
  {
    name: 'fee summary',
    path: '/admin/fees?section=summary',
    signIn: demo.admin,
    marker: (page) => page.getByRole('main').getByRole('table'),
  },
  {
    name: 'admissions list',
    path: '/admin/admissions',
    signIn: demo.admin,
    marker: (page) => page.getByRole('heading', { name: /^(\d[\d,]* applications?|No applications match)$/ }),
  },
  {
    name: 'inventory dashboard',
    path: '/inventory/dashboard',
    signIn: demo.admin,
    marker: (page) => page.getByRole('main').getByRole('table'),
  },
  {
    name: "parent's fee page (phone)",
    path: '/fee-portal/student-dashboard',
    signIn: demo.parent,
    marker: (page) => page.getByText('Outstanding'),
    phone: true,
  },
]

/** No "Loading..." line is left in <main> (the lists' and reports' loading states). */
const noLoadingLine = () =>
  ![...document.querySelectorAll('main [role="status"]')].some((node) =>
    /^(Loading|Adding up)/.test(node.textContent?.trim() ?? ''),
  )

/** @param {import('@playwright/test').Page} page */
const loadingLeft = (page) => page.evaluate(noLoadingLine).then((none) => !none)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * Opens each screen `runs` times, each in a new browser context holding only the session cookie (signed in once per
 * account through /login), and returns the median milliseconds to `shown` and to `usable`.
 * @param {string} origin
 */
export async function firstScreenTimes(origin, runs = 5) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    /** @type {Map<string, import('@playwright/test').BrowserContextOptions['storageState']>} */
    const sessions = new Map()
    const found = []
    for (const screen of firstScreens) {
      const viewport = screen.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}
      if (!sessions.has(screen.signIn.identifier)) {
        const context = await browser.newContext()
        const page = await context.newPage()
        await page.goto(origin + '/login', { waitUntil: 'networkidle' })
        await page.getByLabel('School ID or Email').fill(screen.signIn.identifier)
        await page.getByLabel('Password', { exact: true }).fill(screen.signIn.password)
        await page.getByRole('button', { name: 'Sign In' }).click()
        await page.waitForURL((url) => url.pathname !== '/login')
        sessions.set(screen.signIn.identifier, await context.storageState())
        await context.close()
      }
      // Whether the server's HTML alone shows the data (scripts off): then it is on screen at the first paint.
      const serverOnly = await browser.newContext({
        ...viewport,
        javaScriptEnabled: false,
        storageState: sessions.get(screen.signIn.identifier),
      })
      const htmlPage = await serverOnly.newPage()
      await htmlPage.goto(origin + screen.path)
      const inHtml = (await screen.marker(htmlPage).first().isVisible()) && !(await loadingLeft(htmlPage))
      await serverOnly.close()

      const shown = []
      const usable = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ ...viewport, storageState: sessions.get(screen.signIn.identifier) })
        const page = await context.newPage()
        const started = performance.now()
        await page.goto(origin + screen.path, { waitUntil: 'commit' })
        const marker = screen.marker(page).first()
        await marker.waitFor({ state: 'visible', timeout: 30_000 })
        await page.waitForFunction(noLoadingLine, undefined, { polling: 'raf', timeout: 30_000 })
        const seen = performance.now() - started
        // Seen by polling, which waits for a main thread busy with scripts; the page's own first paint is exact.
        const firstPaint = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        )
        shown.push(inHtml && firstPaint !== null ? Math.min(firstPaint, seen) : seen)
        await page.waitForFunction(
          (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
          await marker.elementHandle(),
          { polling: 'raf', timeout: 30_000 },
        )
        usable.push(performance.now() - started)
        if (new URL(page.url()).pathname !== new URL(origin + screen.path).pathname)
          throw new Error(`${screen.path} went to ${page.url()} (sign-in failed?)`)
        await context.close()
      }
      const shownMs = median(shown)
      found.push({
        name: screen.name,
        path: screen.path,
        shownMs,
        usableMs: median(usable),
        inHtml,
        runs,
        meetsGoal: shownMs <= firstScreenGoalMs,
      })
    }
    return found
  } finally {
    await browser.close()
  }
}

/** The table of firstScreenTimes's results; returns the screens over the goal. */
export function printFirstScreens(found) {
  console.log(`\n${bold('First screens')} ${dim(`(median of ${found[0]?.runs ?? 0} fresh loads, signed in)`)}\n`)
  const header = ['screen', 'path', 'in the HTML', 'data shown', 'usable', `goal <= ${firstScreenGoalMs} ms`]
  const rows = found.map((r) => [
    r.name,
    r.path,
    r.inHtml ? 'yes' : 'no',
    `${Math.round(r.shownMs)} ms`,
    `${Math.round(r.usableMs)} ms`,
    r.meetsGoal ? 'met' : 'MISSED',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
  console.log(dim(line(header)))
  for (const row of rows) console.log(row[5] === 'met' ? line(row) : red(line(row)))
  return found.filter((r) => !r.meetsGoal)
}

// Run on its own: build (unless --no-build), a fresh seeded database, the production server, then the table.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { parseArgs } = await import('node:util')
  const { mkdirSync, writeFileSync } = await import('node:fs')
  const { join } = await import('node:path')
  const tasks = await import('./lib/tasks.mjs')
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
  })
  if (!values['no-build'])
    await tasks.step('Production build', () =>
      tasks.mustRun('Production build', tasks.bin('vite'), ['build'], { quiet: true }),
    )
  const dbEnv = { ...tasks.freshSqliteEnv('bench-first-screens'), UPLOADTHING_TOKEN: '', RESEND_API_KEY: '' }
  await tasks.step('Database (data/bench-first-screens.db: migrate + seed)', () =>
    tasks.migrateAndSeed(dbEnv, { quiet: true }),
  )
  const port = await tasks.freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [join(tasks.repoRoot, '.output', 'server', 'index.mjs')], {
    cwd: tasks.repoRoot,
    env: { ...process.env, ...dbEnv, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'))
  try {
    await tasks.step(`Start the server on ${origin}`, () =>
      tasks.waitForHttp(`${origin}/api/trpc/health.ping`, { child: server }),
    )
    const found = await tasks.step('First screens', () => firstScreenTimes(origin, Number(values.runs) || 5))
    const missed = printFirstScreens(found)
    const dir = join(tasks.repoRoot, 'bench', 'results')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'first-screens.json'), JSON.stringify({ at: new Date().toISOString(), found }, null, 2))
    process.exitCode = missed.length > 0 ? 1 : 0
  } finally {
    server.kill('SIGTERM')
  }
}
