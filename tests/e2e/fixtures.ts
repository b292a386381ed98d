import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

type AxeOptions = {
  /** CSS selectors to leave out of the scan (e.g. a third-party embed). */
  exclude?: string[]
}

/** Runs axe on the current page and fails with a readable list when a serious or critical violation is found. */
export async function expectNoSeriousA11yViolations(page: Page, options: AxeOptions = {}) {
  await toastsSettled(page)
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious.map(
    (v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(report, `accessibility violations on ${page.url()}`).toEqual([])
}

/** A toast caught mid-fade has blended colours that fail a contrast check it passes once shown. */
async function toastsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      const inToast = target instanceof Element && target.closest('[data-sonner-toast]') !== null
      const endless = animation.effect?.getTiming().iterations === Infinity
      return !inToast || endless || animation.playState !== 'running'
    }),
  )
}

type Fixtures = {
  axe: { expectNoSeriousViolations: (options?: AxeOptions) => Promise<void> }
  /** Console errors and uncaught page errors seen since the page was created. */
  consoleErrors: string[]
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use({ expectNoSeriousViolations: (options) => expectNoSeriousA11yViolations(page, options) })
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // "Failed to load resource" names no URL in its text; the location does.
      const { url } = message.location()
      errors.push(url ? `${message.text()} at ${url}` : message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})
