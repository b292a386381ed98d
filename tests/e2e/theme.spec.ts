// The dark theme: it follows the device by default, is dark from the very first frame (no flash of the light page),
// keeps one cached copy of each page for everyone, and the footer's switch (device, light, dark) is kept per device.
import type { Page } from '@playwright/test'
import { test as authTest } from './auth-fixture'
import { expect, expectNoSeriousA11yViolations, test } from './fixtures'

/**
 * Records <html data-theme> and the page's ground the moment the parser creates <body>: nothing of the page can be
 * painted before that, so this is what the first frame shows.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return
      observer.disconnect()
      const w = window as unknown as { firstFrame?: { theme?: string; ground: string } }
      w.firstFrame = {
        theme: document.documentElement.dataset.theme,
        ground: getComputedStyle(document.body).backgroundColor,
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
}
const firstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrame?: { theme?: string; ground: string } }).firstFrame)

test.describe('on a device set to dark', () => {
  test.use({ colorScheme: 'dark' })

  test('the page is dark from the first frame, in one HTML for every visitor', async ({ page, request }) => {
    await recordFirstFrame(page)
    await page.goto('/notice')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await firstFrame(page)).toEqual({ theme: 'dark', ground: 'rgb(11, 18, 34)' })

    // The server's HTML names no theme and is the render cache's one copy for everyone.
    const [first, second] = [await request.get('/notice'), await request.get('/notice')]
    expect(await first.text()).not.toContain('data-theme=')
    expect(second.headers()['x-render-cache']).toBe('hit')
    expect(second.headers()['etag']).toBe(first.headers()['etag'])
  })

  test('the switch chooses light on this device, then back to the device', async ({ page }) => {
    await page.goto('/about-us')
    // The switch works once React has hydrated the page.
    await page.waitForLoadState('networkidle')
    const footer = page.getByRole('contentinfo')
    await footer.getByText('Light', { exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.waitForLoadState('networkidle')
    await expect(footer.getByRole('radio', { name: 'Light' })).toBeChecked()

    await footer.getByText('Device', { exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})

test('on a light device the site is light and follows the device when it turns dark', async ({ page }) => {
  await recordFirstFrame(page)
  await page.goto('/')
  expect((await firstFrame(page))?.theme).toBe('light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test('dark chosen in the footer stays on every page of the visit @mobile', async ({ page, axe }) => {
  test.setTimeout(90_000)
  await page.goto('/privacy')
  await page.waitForLoadState('networkidle')
  await page.getByRole('contentinfo').getByText('Dark', { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.goto('/events')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await axe.expectNoSeriousViolations()
})

// The check every page below relies on: it finds faint text and an image without a text alternative.
test('the accessibility check reports what it should', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<p style="color:#eee;background:#fff">faint text</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  )
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  )
  expect(failure).toContain('color-contrast')
  expect(failure).toContain('image-alt')
})

const publicPages = [
  '/',
  '/about-us',
  '/about-us/school-details',
  '/about-us/our-team',
  '/principals-message',
  '/chairmans-message',
  '/academics',
  '/gallery',
  '/news',
  '/events',
  '/notice',
  '/syllabus',
  '/online-admissions',
  '/admission-form',
  '/admission-status',
  '/privacy',
  '/terms',
  '/login',
  '/fee-portal',
]

for (const path of publicPages) {
  test(`${path} reads well in both themes (axe)`, async ({ page, axe }) => {
    // Two scans of a long page take a while on a shared machine.
    test.setTimeout(90_000)
    await page.goto(path)
    await axe.expectNoSeriousViolations({ bothThemes: true })
  })
}

// Each role's home screen in both themes; the other staff screens are scanned as shown by their own tests.
const staffScreens = [
  { role: 'admin', path: '/dashboard', heading: /^Welcome back/ },
  { role: 'admin', path: '/admin/user-management', heading: 'User Management' },
  { role: 'admin', path: '/inventory/dashboard', heading: /Inventory/ },
  { role: 'cashier', path: '/fee-portal/cashier-dashboard', heading: 'Fee Counter' },
  { role: 'parent', path: '/fee-portal/student-dashboard', heading: /fees$/ },
  { role: 'teacher', path: '/teaching', heading: 'My classes' },
] as const

for (const { role, path, heading } of staffScreens) {
  authTest(`${path} for the ${role} reads well in both themes (axe)`, async ({ page, login, axe }) => {
    authTest.setTimeout(90_000)
    await login({ role })
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    await axe.expectNoSeriousViolations({ bothThemes: true })
  })
}
