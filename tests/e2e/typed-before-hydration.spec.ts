import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'

// On a slow phone or a busy day the server's page is on screen before its script runs, and people type into it.
// React keeps that text in the box when it takes over but not in its state: without src/components/form/
// typed-before-hydration.ts the counter would search for nothing and the dates would be ignored. The scripts are
// held back until the typing is done, so every keystroke here lands before hydration.

/** Opens `path` with every script of the app held back, runs `type` on the server's page, then lets the scripts in. */
async function typeBeforeHydration(page: Page, path: string, type: () => Promise<void>) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  await type()
  release()
}

test('the counter searches for what the cashier typed before the page had loaded', async ({ page, login }) => {
  await login({ role: 'cashier' })
  await typeBeforeHydration(page, '/fee-portal/cashier-dashboard', () =>
    page.getByRole('combobox', { name: 'Find a student' }).fill('STU000001'),
  )
  await expect(page.getByRole('option', { name: /Vikato Sumi/ })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Find a student' })).toHaveValue('STU000001')
})

test('the receipts list takes the dates typed before the page had loaded', async ({ page, login }) => {
  await login({ role: 'cashier' })
  // The seed's first receipt was taken on 18 April 2026.
  await typeBeforeHydration(page, '/fee-portal/cashier-dashboard?tab=receipts', async () => {
    await page.getByLabel('From').fill('18/04/2026')
    await page.getByLabel('To', { exact: true }).fill('18/04/2026')
  })
  await expect(page.getByRole('button', { name: '2026-27/000001' }).filter({ visible: true }).first()).toBeVisible()
  await expect(page.getByLabel('From')).toHaveValue('18/04/2026')
})

test('a staff list searches for what was typed before the page had loaded', async ({ page, login }) => {
  await login({ role: 'admin' })
  await typeBeforeHydration(page, '/admin/user-management', () =>
    page.getByRole('searchbox', { name: 'Search' }).fill('CSH000001'),
  )
  await expect(page).toHaveURL(/[?&]q=CSH000001/)
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('CSH000001')
})

test('the sign-in form keeps what was typed before the page had loaded, and signs in with it', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ role: 'teacher' })
  await typeBeforeHydration(page, '/login', async () => {
    await page.getByLabel('School ID or Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
  })
  const signIn = page.getByRole('button', { name: 'Sign In' })
  await expect(signIn).toBeEnabled()
  await expect(page.getByLabel('School ID or Email')).toHaveValue(user.email)
  await signIn.click()
  await expect(page).toHaveURL(/\/dashboard$/)
})
