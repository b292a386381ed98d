import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export { expect }

type AxeOptions = {
  /** CSS selectors to leave out of the scan (e.g. a third-party embed). */
  exclude?: string[]
  /**
   * Also check colour contrast in the theme not shown. tests/e2e/theme.spec.ts asks for it on every public page and
   * every role's home screen; elsewhere one scan of the page as shown keeps the suite within its time.
   */
  bothThemes?: boolean
}

/**
 * Runs axe on the current page and fails with a readable list when a serious or critical violation is found. With
 * `bothThemes`, colour contrast is checked again with the other theme switched on for the scan.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}) {
  await toastsSettled(page)
  const report = await axeViolations(page, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    exclude: options.exclude,
  })
  expect(report, `accessibility violations on ${page.url()}`).toEqual([])
  if (!options.bothThemes) return
  const shown = await switchTheme(page)
  const otherTheme = await axeViolations(page, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    exclude: options.exclude,
  })
  await switchTheme(page, shown)
  expect(otherTheme, `colour contrast in the ${shown === 'dark' ? 'light' : 'dark'} theme on ${page.url()}`).toEqual([])
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core run in the page's own frame, its serious and critical violations as readable lines. Frames are not entered
 * (ours show a PDF or a video, not our markup) and only violations come back: @axe-core/playwright's frame-by-frame
 * run opens a second page to merge the results, which tripled the time of every scan.
 */
async function axeViolations(
  page: Page,
  { runOnly, exclude = [] }: { runOnly: { type: 'tag' | 'rule'; values: string[] }; exclude?: string[] },
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async ({ runOnly, exclude }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document
      const results = await axe.run(context, { runOnly, iframes: false, resultTypes: ['violations'] })
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }))
    },
    { runOnly, exclude },
  )
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.targets.join(', ')}`)
}

/** Shows the other theme (or `to`) at once, transitions off, as the footer's switch does; returns the one shown before. */
async function switchTheme(page: Page, to?: string): Promise<string> {
  return page.evaluate((wanted) => {
    const root = document.documentElement
    const before = root.dataset.theme === 'dark' ? 'dark' : 'light'
    root.setAttribute('data-theme-switching', '')
    root.dataset.theme = wanted ?? (before === 'dark' ? 'light' : 'dark')
    void getComputedStyle(root).color
    if (wanted) root.removeAttribute('data-theme-switching')
    return before
  }, to)
}

/**
 * A toast caught mid-fade has blended colours that fail a contrast check it passes once shown. sonner loads on the
 * first toast (src/components/ui/toast.ts), so a toast may still be on its way: the Toaster's loading marker, a toast
 * not yet mounted. Settled = none of that and no toast transition running, twice two frames apart.
 */
export async function toastsSettled(page: Page) {
  const settled = () =>
    document.querySelector('[data-toaster-loading], [data-sonner-toast][data-mounted="false"]') === null &&
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      const inToast = target instanceof Element && target.closest('[data-sonner-toast]') !== null
      const endless = animation.effect?.getTiming().iterations === Infinity
      return !inToast || endless || animation.playState !== 'running'
    })
  for (;;) {
    await page.waitForFunction(settled)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    if (await page.evaluate(settled)) return
  }
}

/** The e2e server's "now" (it runs from TEST_NOW, see playwright.config.ts), read from health.ping. */
async function serverNow(baseURL: string): Promise<Date> {
  const response = await fetch(new URL('/api/trpc/health.ping', baseURL))
  const body = (await response.json()) as { result?: { data?: { json?: { at?: string } } } }
  const at = Date.parse(body.result?.data?.json?.at ?? '')
  if (!response.ok || Number.isNaN(at)) throw new Error(`health.ping gave no time (HTTP ${response.status})`)
  return new Date(at)
}

/**
 * Errors every test may log. Chromium logs every 4xx answer as "Failed to load resource"; a procedure or an upload
 * route answering 400/401/403/404/409/413/415/429 is the app working (a wrong password, a refused role or file),
 * shown to the person as a message. A 5xx, a failed asset or an exception is never on this list: a test that
 * causes one on purpose says so with `allowConsoleErrors`.
 */
const alwaysAllowedConsoleErrors: RegExp[] = [
  /^Failed to load resource: the server responded with a status of 4\d\d \(.*\) at \S+\/api\//,
]
const allowedOnPage = new WeakMap<Page, RegExp[]>()

type Fixtures = {
  /**
   * The instant the test runs at: the e2e server's clock (TEST_NOW or tests/support/test-now.ts's default, running
   * since the server started). Installed as the browser's clock before any navigation, so pages, the server and the
   * test agree on "today". Time keeps running; `page.clock.runFor(ms)` skips ahead.
   */
  now: Date
  axe: { expectNoSeriousViolations: (options?: AxeOptions) => Promise<void> }
  /**
   * Console errors and uncaught page errors seen since the page was created. Any one not allowed (below, or
   * with `allowConsoleErrors`) fails the test when it ends.
   */
  consoleErrors: string[]
  /** Lets this test log errors it causes on purpose, e.g. `allowConsoleErrors(/Failed to load resource/)` for a request it aborts. */
  allowConsoleErrors: (...patterns: RegExp[]) => void
  /** Content-Security-Policy violations the page reported; any one fails the test. */
  cspViolations: string[]
}

export const test = base.extend<Fixtures>({
  now: [
    async ({ page, baseURL }, use) => {
      const now = await serverNow(baseURL!)
      await page.clock.install({ time: now })
      await use(now)
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => {
    await use({ expectNoSeriousViolations: (options) => expectNoSeriousA11yViolations(page, options) })
  },
  allowConsoleErrors: async ({ page }, use) => {
    await use((...patterns) => void allowedOnPage.set(page, [...(allowedOnPage.get(page) ?? []), ...patterns]))
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // "Failed to load resource" names no URL in its text; the location does.
        const { url } = message.location()
        errors.push(url ? `${message.text()} at ${url}` : message.text())
      })
      page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`))
      await use(errors)
      // CSP violations have their own fixture and message.
      const allowed = [...alwaysAllowedConsoleErrors, ...(allowedOnPage.get(page) ?? [])]
      const unexpected = errors.filter(
        (error) => !/Content Security Policy/i.test(error) && !allowed.some((pattern) => pattern.test(error)),
      )
      expect(unexpected, `console errors or uncaught page errors on ${page.url()}`).toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      // Chromium reports each blocked script, style, image or frame as a console error naming the policy.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text())
      })
      await use(violations)
      expect(violations, `Content-Security-Policy violations on ${page.url()}`).toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Waits until React has taken over the element (server-rendered buttons do nothing when clicked before that), for a
 * test that clicks the moment a page has loaded.
 */
export async function whenLive(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true)
  return locator
}
