// The browser's side of `npm run bench`: the JavaScript each page makes Chromium load,
// and Lighthouse's mobile scores per page. Both use the Chromium the browser tests use (/usr/bin/chromium, or
// CHROMIUM_PATH).
import { request as httpRequest } from 'node:http'
import { gzipSync } from 'node:zlib'
import { bold, dim, red } from './lib/tasks.mjs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
]

/** Goals: JavaScript per page, gzip; Lighthouse mobile scores and LCP. */
export const browserGoals = {
  javaScriptGzipBytes: 150 * 1024,
  performance: 95,
  lcpMs: 2500,
  accessibility: 95,
  bestPractices: 95,
  seo: 95,
}

/** Bytes on the wire for url when a client asks for gzip only (nitro serves precompressed .gz assets). */
function gzipBytes(url) {
  return wireBytes(url, 'gzip').then(({ body, encoding }) =>
    encoding === 'gzip'
      ? { gzip: body.length, served: 'precompressed' }
      : { gzip: gzipSync(body).length, served: 'gzipped here' },
  )
}

/** Bytes on the wire for url when the browser takes brotli, as Chromium does (the build's .br), or null if not served so. */
function brotliBytes(url) {
  return wireBytes(url, 'gzip, deflate, br, zstd').then(({ body, encoding }) =>
    encoding === 'br' ? body.length : null,
  )
}

/** @param {string} url @param {string} acceptEncoding @returns {Promise<{ body: Buffer, encoding: string | undefined }>} */
function wireBytes(url, acceptEncoding) {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolvePromise({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }))
    })
    req.on('error', reject)
    req.end()
  })
}

const kB = 1024
export const demoSignIn = {
  admin: { identifier: 'ADM000001', password: 'Admin@2026!' },
  teacher: { identifier: 'TCH000001', password: 'Teacher@2026!' },
  cashier: { identifier: 'CSH000001', password: 'Cashier@2026!' },
  parent: { identifier: 'PAR000001', password: 'Parent@2026!' },
}

/**
 * The pages whose JavaScript the bench measures, each with its budget (gzip bytes of a full load): the public pages
 * a visitor lands on, and each signed-in role's home screens (the demo accounts of prisma/seed/demo-accounts.ts,
 * signed in through /login). The parent's fee page is opened as a phone. `noGoal` pages are measured, not held.
 * @type {{ name: string, path: string, budget?: number, noGoal?: string, signIn?: { identifier: string, password: string }, phone?: boolean }[]}
 */
export const javaScriptRoutes = [
  { name: 'home', path: '/', budget: 150 * kB },
  { name: 'gallery', path: '/gallery', budget: 150 * kB },
  { name: 'notice', path: '/notice', budget: 150 * kB },
  { name: 'admission form', path: '/admission-form', noGoal: 'form libraries' },
  { name: 'dashboard (admin)', path: '/dashboard', budget: 160 * kB, signIn: demoSignIn.admin },
  { name: 'dashboard (teacher)', path: '/dashboard', budget: 160 * kB, signIn: demoSignIn.teacher },
  { name: 'user list (admin)', path: '/admin/user-management', budget: 160 * kB, signIn: demoSignIn.admin },
  { name: 'applications (admin)', path: '/admin/admissions', budget: 160 * kB, signIn: demoSignIn.admin },
  { name: 'news (admin)', path: '/manage/news', budget: 160 * kB, signIn: demoSignIn.admin },
  { name: 'inventory (admin)', path: '/inventory/dashboard', budget: 160 * kB, signIn: demoSignIn.admin },
  {
    name: 'fee counter (cashier)',
    path: '/fee-portal/cashier-dashboard',
    budget: 170 * kB,
    signIn: demoSignIn.cashier,
  },
  {
    name: 'fees (parent, phone)',
    path: '/fee-portal/student-dashboard',
    budget: 140 * kB,
    signIn: demoSignIn.parent,
    phone: true,
  },
]

/**
 * The JavaScript a full page load of each route makes Chromium fetch (a fresh profile each, so nothing is cached),
 * until the network is idle. A route with `signIn` is opened after signing in through /login with those details; a
 * `phone` route in a 390 px touch viewport. Each is held to its `budget` (gzip), else to the 150 kB goal.
 * @param {string} origin
 * @param {typeof javaScriptRoutes} routes
 */
export async function routeJavaScript(origin, routes) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const found = []
    for (const route of routes) {
      const context = await browser.newContext(
        route.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
      )
      const page = await context.newPage()
      if (route.signIn) {
        await page.goto(origin + '/login', { waitUntil: 'networkidle' })
        await page.getByLabel('School ID or Email').fill(route.signIn.identifier)
        await page.getByLabel('Password', { exact: true }).fill(route.signIn.password)
        await page.getByRole('button', { name: 'Sign In' }).click()
        await page.waitForURL((url) => url.pathname !== '/login')
        // The page signing in lands on finishes first: its late scripts (a toast's, the landing screen's) would
        // otherwise count for the route measured next.
        await page.waitForLoadState('networkidle')
      }
      // A new page, so the count is a full page load of this route alone (cookies kept, no memory cache).
      await page.goto('about:blank')
      const urls = new Set()
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
          urls.add(response.url())
      })
      await page.goto(origin + route.path, { waitUntil: 'networkidle' })
      // What loads while React hydrates (a signed-in header's bell, a part that loads when it renders) counts too:
      // hydration starts after the first paint, and on a busy machine the network can fall quiet before it does.
      await page.waitForFunction(
        () => {
          const main = document.querySelector('main')
          return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
        },
        undefined,
        { polling: 100, timeout: 30_000 },
      )
      await networkQuiet(page, 1000)
      if (new URL(page.url()).pathname !== route.path)
        throw new Error(`${route.path} went to ${page.url()} (sign-in failed?)`)
      await context.close()
      const files = []
      for (const url of urls) {
        const raw = Buffer.from(
          await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        ).length
        files.push({ path: new URL(url).pathname, raw, ...(await gzipBytes(url)), brotli: await brotliBytes(url) })
      }
      files.sort((a, b) => b.gzip - a.gzip)
      const gzip = files.reduce((n, f) => n + f.gzip, 0)
      const budget = route.noGoal ? null : (route.budget ?? browserGoals.javaScriptGzipBytes)
      found.push({
        name: route.name,
        path: route.path,
        files,
        raw: files.reduce((n, f) => n + f.raw, 0),
        gzip,
        // What Chromium downloads: brotli where the build wrote a .br (files under 1 kB go uncompressed).
        brotli: files.reduce((n, f) => n + (f.brotli ?? f.raw), 0),
        // A route with `noGoal` (its reason) is measured and shown, not held to a budget.
        budget,
        meetsGoal: budget === null ? null : gzip <= budget,
        noGoal: route.noGoal,
      })
    }
    return found
  } finally {
    await browser.close()
  }
}

/**
 * Resolves once `page` has had no request in flight for `quietMs`.
 * @param {import('@playwright/test').Page} page @param {number} quietMs
 */
async function networkQuiet(page, quietMs) {
  let inFlight = 0
  let last = performance.now()
  const started = () => ((inFlight += 1), (last = performance.now()))
  const ended = () => ((inFlight -= 1), (last = performance.now()))
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    while (inFlight > 0 || performance.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 100))
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/**
 * The table of routeJavaScript's results (each page against its budget), and a loud FAIL line for every page over
 * it. Returns the pages over budget.
 * @param {Awaited<ReturnType<typeof routeJavaScript>>} found
 */
export function printJavaScript(found) {
  const rows = found.map((r) => [
    r.name,
    r.path,
    r.noGoal ? `none (${r.noGoal})` : `<= ${kb(r.budget)}`,
    r.noGoal ? '' : r.meetsGoal ? 'met' : 'FAIL',
    kb(r.gzip),
    kb(r.brotli),
    kb(r.raw),
    String(r.files.length),
    `${r.files[0]?.path.replace('/assets/', '') ?? ''} ${kb(r.files[0]?.gzip ?? 0)}`,
  ])
  const header = ['page', 'path', 'budget (gzip)', '', 'gzip', 'brotli', 'raw', 'files', 'largest']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   ')
  console.log(`\n${bold('JavaScript per page')} ${dim('(gzip, a full load in Chromium, nothing cached)')}\n`)
  console.log([bold(line(header)), ...rows.map(line)].join('\n'))
  const over = found.filter((r) => r.meetsGoal === false)
  for (const r of over)
    console.log(
      red(bold(`FAIL: ${r.path} (${r.name}) loads ${kb(r.gzip)} of JavaScript, over its ${kb(r.budget)} budget`)),
    )
  return over
}

/**
 * Lighthouse 12 (mobile, its default simulated throttling) on each path, one Chromium per run as the CLI does. Its
 * simulation starts from the trace the local run recorded, which varies with what else the machine's two cores are
 * doing, so each page runs `runs` times and the scores are those of Lighthouse's own median run (computeMedianRun,
 * as Lighthouse CI does: the run nearest the median FCP and time to interactive). Every run's LCP is kept too.
 * @param {string} origin @param {string[]} paths @param {number} [runs]
 */
export async function lighthouseScores(origin, paths, runs = 3) {
  const { default: lighthouse } = await import('lighthouse')
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
  const { launch } = await import('chrome-launcher')
  const found = []
  // One report: a fresh Chromium each time; a run whose trace broke (NO_NAVSTART on a busy machine) is tried again.
  const report = async (path) => {
    for (let attempt = 1; ; attempt++) {
      const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] })
      try {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse returned no report for ${path}`)
        if (!lhr.runtimeError) return lhr
        if (attempt === 3)
          throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      } finally {
        await chrome.kill()
      }
    }
  }
  for (const path of paths) {
    const all = []
    for (let run = 0; run < runs; run++) all.push(await report(path))
    const lhr = computeMedianRun(all)
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id) => lhr.audits[id]
    const failing = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
    const entry = {
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
      lcpRunsMs: all.map((one) => one.audits['largest-contentful-paint']?.numericValue ?? null),
      fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
      tbtMs: audit('total-blocking-time')?.numericValue ?? null,
      cls: audit('cumulative-layout-shift')?.numericValue ?? null,
      lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failing,
    }
    entry.meetsGoals =
      entry.performance >= browserGoals.performance &&
      entry.lcpMs !== null &&
      entry.lcpMs < browserGoals.lcpMs &&
      entry.accessibility >= browserGoals.accessibility &&
      entry.bestPractices >= browserGoals.bestPractices &&
      entry.seo >= browserGoals.seo
    found.push(entry)
  }
  return found
}
