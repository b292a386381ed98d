import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { school } from '#app-config'
import { hashPassword } from '~/server/auth/password'
import { createDb, type PrismaClient } from '~/server/db'
import { dismissedAnnouncementKey } from '~/shared/announcement'
import { dateKeyOf } from '~/shared/dates'
import { e2eDatabaseUrl } from './auth-fixture'
import { expect, test, toastsSettled } from './fixtures'

// The page shell (docs/product.md, Page shell): header, footer, 404 page, announcement banner, mobile menu.
// Announcements are created here (the newest active one is shown), so no seed data is assumed.

let db: PrismaClient
const createdIds: string[] = []
const createdUserIds: string[] = []

test.beforeAll(() => {
  db = createDb(e2eDatabaseUrl)
})

test.afterAll(async () => {
  await db.siteAnnouncement.deleteMany({ where: { id: { in: createdIds } } })
  await db.user.deleteMany({ where: { id: { in: createdUserIds } } })
  await db.$disconnect()
})

async function createAnnouncement(message: string, options: { isActive?: boolean; updatedAt?: Date } = {}) {
  const row = await db.siteAnnouncement.create({
    data: { message, isActive: options.isActive ?? true, updatedAt: options.updatedAt ?? new Date() },
  })
  createdIds.push(row.id)
  return row
}

/** Creates a student account and signs the browser in through the real login procedure. */
async function signIn(page: Page) {
  const email = `shell-${randomUUID()}@example.test`
  const password = 'Sh3ll-test!pass'
  const user = await db.user.create({
    data: { email, firstName: 'Asha', lastName: 'Sema', role: 'student', passwordHash: await hashPassword(password) },
  })
  createdUserIds.push(user.id)
  // From the page itself, so the request is same-site and the browser keeps the session cookie.
  await page.goto('/about-us')
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/trpc/auth.login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: body }),
      })
      return response.status
    },
    { identifier: email, password },
  )
  expect(status).toBe(200)
  return user
}

/**
 * Loads the home page in a second tab of the same visitor and browser session (its sessionStorage carried over, as
 * a tab the page opens would get it) with the app's scripts blocked: the server HTML and inline scripts alone.
 */
async function expectBannerBeforeHydration(page: Page, state: 'visible' | 'hidden') {
  const dismissedId = await page.evaluate((key) => sessionStorage.getItem(key), dismissedAnnouncementKey)
  const serverOnly = await page.context().newPage()
  if (dismissedId !== null) {
    await serverOnly.addInitScript(({ key, id }) => sessionStorage.setItem(key, id), {
      key: dismissedAnnouncementKey,
      id: dismissedId,
    })
  }
  await serverOnly.route('**/assets/*.js', (route) => route.abort())
  await serverOnly.goto('/')
  const rendered = serverOnly.locator('[data-announcement-banner]')
  await expect(rendered).toHaveCount(1)
  await (state === 'visible' ? expect(rendered).toBeVisible() : expect(rendered).toBeHidden())
  await serverOnly.close()
}

const banner = (page: Page) => page.getByRole('region', { name: 'Announcement' })
const bannerToggle = (page: Page) => banner(page).getByRole('button', { name: /^Announcement:/ })

test.describe('header and footer', () => {
  test('the header links to the main pages and offers Login when signed out', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const main = header.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery')
    await expect(main.getByRole('link', { name: 'Inventory Portal' })).toHaveAttribute('href', '/inventory/login')
    await expect(header.getByRole('link', { name: 'Online Admissions' })).toHaveAttribute('href', '/online-admissions')
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0)
    await expect(header.getByRole('button', { name: /^Notifications/ })).toHaveCount(0)

    // From any other page, Login brings the visitor back to it afterwards.
    await main.getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fgallery')
  })

  test('signed in, the header shows Dashboard, Profile, the bell and Logout, and Logout signs out', async ({
    page,
  }) => {
    await signIn(page)
    await page.reload()
    const header = page.getByRole('banner')
    const account = header.getByRole('navigation', { name: 'Account' })
    await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    await expect(account.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0)

    // The bell counts the account's real notifications: a fresh account has none.
    const bell = account.getByRole('button', { name: 'Notifications' })
    await bell.click()
    await expect(page.getByText('You have no notifications.')).toBeVisible()
    await page.keyboard.press('Escape')

    await account.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Signed out successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0)

    // The session is really gone: a fresh page load is signed out too.
    await page.reload()
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  })

  test('the About Us menu works with the keyboard alone', async ({ page }) => {
    await page.goto('/')
    const trigger = page.getByRole('banner').getByRole('button', { name: 'About Us' })
    await trigger.focus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await expect(menu.getByRole('link')).toHaveText([/School Details/, /Our Team/, /About Our School/])

    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: /School Details/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: /Our Team/ })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await expect(menu).toBeHidden()

    // ArrowDown on the closed trigger opens it and lands on the first item.
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link', { name: /School Details/ })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(menu.getByRole('link', { name: /About Our School/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About Our School' })).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('the About Us menu opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/')
    const trigger = page.getByRole('banner').getByRole('button', { name: 'About Us' })
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Our Team/ })
      .click()
    await expect(page).toHaveURL(/\/about-us\/our-team$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible()
    await page.mouse.move(5, 600)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test(
    'the footer shows the school, its motto, contacts and the legal links',
    { tag: '@dates' },
    async ({ page, now }) => {
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByText(school.name, { exact: true }).first()).toBeVisible()
      await expect(footer.getByText('Light To Life', { exact: true })).toBeVisible()
      await expect(footer.getByText(school.tagline)).toBeVisible()
      await expect(footer.getByText(/Dimapur, Nagaland/)).toBeVisible()
      await expect(footer.getByRole('link', { name: school.email })).toHaveAttribute('href', `mailto:${school.email}`)
      await expect(footer.getByRole('link', { name: school.phones[0] })).toBeVisible()
      // The year on the school's clock: at 23:30 on 31 December in Dimapur it is already the next year in UTC+05:30 terms.
      await expect(footer.getByText(`© ${dateKeyOf(now).slice(0, 4)} ${school.name}`)).toBeVisible()

      // Terms and Privacy open their pages; Cookies opens the privacy notice at its cookies section.
      for (const [name, url, heading] of [
        ['Terms', /\/terms$/, /terms/i],
        ['Privacy', /\/privacy$/, /privacy/i],
        ['Cookies', /\/privacy#cookies$/, /privacy/i],
      ] as const) {
        await page.goto('/')
        await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
        await expect(page).toHaveURL(url)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      }
    },
  )

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about-us')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('the home page has no serious accessibility violations and logs no errors', async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await createAnnouncement('Admissions for the new session are open from Nursery to Class 11.')
    await page.goto('/')
    await expect(banner(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await axe.expectNoSeriousViolations()
    expect(consoleErrors).toEqual([])
  })
})

test.describe('toasts', () => {
  test('an unhandled error becomes a readable toast, and toasts pass the contrast check', async ({
    page,
    axe,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/^Uncaught Error: The lunch menu could not be parsed$/)
    await page.goto('/about-us')
    // Hydrated, and its effects (the error listeners) have run: the page has been quiet for a moment.
    await page.waitForLoadState('networkidle')
    await page.waitForFunction(() => {
      const main = document.querySelector('#main')
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
    })
    // A microtask, not setTimeout: the page's timers belong to Playwright's clock, which catches what they throw.
    await page.evaluate(() => {
      queueMicrotask(() => {
        throw new Error('The lunch menu could not be parsed')
      })
    })
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'An error occurred' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('The lunch menu could not be parsed')
    await axe.expectNoSeriousViolations()
  })

  test('an accessibility scan waits for a toast whose code is still downloading', async ({ page, axe }) => {
    // sonner's chunk arrives late, as on a slow phone or a busy server: the toast is asked for before it can show.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('data-sonner-toaster')) await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fulfill({ response, body })
    })
    await page.goto('/admission-form')
    // The form reacts only once React has hydrated it.
    await page.waitForLoadState('networkidle')
    await page.locator('#birthCertificate').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Just some notes, not a scan.'),
    })
    // What every scan waits for first (expectNoSeriousA11yViolations): it returns once the toast is shown, not before
    // it arrived. No waiting here: the count is the page as the wait left it.
    await toastsSettled(page)
    expect(
      await page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: 'Invalid file type' }).count(),
    ).toBe(1)
    await axe.expectNoSeriousViolations()
  })
})

test.describe('404 page', () => {
  test('an unknown address answers 404 with a page titled "Page not found"', async ({ request }) => {
    const response = await request.get('/no-such-page-here')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })

  test('the 404 page links home and passes an accessibility check', async ({ page, axe, allowConsoleErrors }) => {
    // The page is answered with status 404, which Chromium logs.
    allowConsoleErrors(/status of 404 .* at \S+\/no-such-page-here$/)
    await page.goto('/no-such-page-here')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle(/Page not found/)
    await axe.expectNoSeriousViolations()
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('announcement banner', () => {
  test('the current announcement is the newest active one, not a newer inactive one', async ({ request }) => {
    const active = await createAnnouncement('Active notice')
    // Newer but switched off: it must not win. (Later tests create newer active ones, so this one never shows.)
    await createAnnouncement('Switched-off notice', { isActive: false, updatedAt: new Date(Date.now() + 60_000) })
    const response = await request.get('/api/trpc/announcement.current')
    const body = (await response.json()) as { result: { data: { json: { id: string; message: string } } } }
    expect(body.result.data.json).toMatchObject({ id: active.id, message: 'Active notice' })
  })

  test('clicking the banner expands and collapses the full message', { tag: '@mobile' }, async ({ page }) => {
    const message = `Parent-teacher meeting on Saturday at 10 AM in the main hall ${Date.now()}.`
    await createAnnouncement(message)
    await page.goto('/')
    const toggle = bannerToggle(page)
    await expect(toggle).toHaveAccessibleName(`Announcement: ${message}`)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    const applyNow = panel.getByRole('link', { name: 'Apply Now' })

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByText(message)).toBeVisible()
    await expect(applyNow).toHaveAttribute('href', '/online-admissions')

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(applyNow).toBeHidden()

    // The headline link navigates instead of toggling.
    const headline = banner(page).getByRole('link', { name: /Join our school family/ })
    await expect(headline).toHaveAttribute('href', '/online-admissions')
    await headline.click()
    await expect(page).toHaveURL(/\/online-admissions$/)
    await expect(bannerToggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test(
    'a dismissed announcement stays hidden after a reload, and a new one shows again',
    { tag: '@mobile' },
    async ({ page }) => {
      await createAnnouncement(`Sports day is on Friday ${Date.now()}.`)
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      await expectBannerBeforeHydration(page, 'visible')
      const toggle = bannerToggle(page)

      await banner(page).getByRole('button', { name: 'Dismiss announcement' }).click()
      await expect(banner(page)).toHaveCount(0)
      await expect(toggle).toHaveCount(0)

      await page.reload()
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(banner(page)).toBeHidden()

      // Even before (or without) the app's JavaScript, the inline check hides it: no flash, no layout jump.
      await expectBannerBeforeHydration(page, 'hidden')

      const replacement = `Term 2 fees are due on ${Date.now()}.`
      await createAnnouncement(replacement)
      await page.reload()
      await expect(bannerToggle(page)).toHaveAccessibleName(`Announcement: ${replacement}`)
      await expect(banner(page)).toBeVisible()
    },
  )
})

test.describe('mobile menu', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu toggle opens the panel and the Features group reveals its pages', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Notice' })).toBeHidden()

    await panel.getByRole('button', { name: 'Features' }).click()
    await expect(panel.getByRole('button', { name: 'Features' })).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link', { name: 'Notice' })).toHaveAttribute('href', '/notice')
    await expect(panel.getByRole('link', { name: 'Syllabus' })).toHaveAttribute('href', '/syllabus')
    await expect(panel.getByRole('link', { name: 'Fee Portal' })).toHaveAttribute('href', '/fee-portal')

    await panel.getByRole('link', { name: 'Syllabus' }).click()
    await expect(page).toHaveURL(/\/syllabus$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('the About Us group lists its pages and Escape closes the menu', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await panel.getByRole('button', { name: 'About Us' }).click()
    await expect(panel.getByRole('link', { name: 'School Details' })).toHaveAttribute(
      'href',
      '/about-us/school-details',
    )
    await expect(panel.getByRole('link', { name: 'Our Team' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'About Our School' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Online Admissions' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})
