// "Forgot password?" through the outbox to a new password and signing in with it; changing
// one's password on /profile. SHOTS_DIR=<folder> also saves screenshots of each screen.
import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'

async function shot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR
  if (!folder) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true })
}

test('@mobile forgot password: the link in the e-mail sets a new password that signs in', async ({
  page,
  db,
  createUser,
  axe,
}) => {
  const user = await createUser({ role: 'parent', firstName: 'Imna' })
  await page.goto('/login')
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await shot(page, 'forgot-password')
  await axe.expectNoSeriousViolations()

  await page.getByLabel('School ID or Email').fill(user.email.toUpperCase())
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').getByText('If an account with an e-mail address matches')).toBeVisible()
  await shot(page, 'forgot-password-sent')

  const mail = await db.emailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: 'desc' } })
  const link = /https?:\/\/\S+\/reset-password\?token=[a-z2-7]+/.exec(mail.text)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  await page.getByLabel(/^New password/).fill('weak')
  await page.getByLabel('Repeat the new password').fill('weak')
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('Password does not meet complexity requirements')).toBeVisible()
  await shot(page, 'reset-password')
  await axe.expectNoSeriousViolations()

  const fresh = 'Morning#Tea2026'
  await page.getByLabel(/^New password/).fill(fresh)
  await page.getByLabel('Repeat the new password').fill(fresh)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByRole('heading', { name: 'Password saved' })).toBeVisible()
  await shot(page, 'reset-password-done')

  // The link works once.
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
  await shot(page, 'reset-password-used')

  await page.goto('/login')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('School ID or Email').fill(user.uniqueId)
  await page.getByLabel('Password', { exact: true }).fill(fresh)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('@mobile profile: change password with the current one', async ({ page, login, axe }) => {
  const user = await login({ role: 'teacher' })
  await page.goto('/profile')
  await page.waitForLoadState('networkidle')
  const panel = page.getByRole('region', { name: 'Change password' })
  await panel.getByLabel(/^Current password/).fill('Not-the-password1!')
  await panel.getByLabel(/^New password/).fill('Evening#Walk2026')
  await panel.getByLabel('Repeat the new password').fill('Evening#Walk2026')
  await panel.getByRole('button', { name: 'Change password' }).click()
  await expect(panel.getByText('Your current password is not correct')).toBeVisible()
  await panel.scrollIntoViewIfNeeded()
  await shot(page, 'profile-change-password')
  await axe.expectNoSeriousViolations()

  await panel.getByLabel(/^Current password/).fill(user.password)
  await panel.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await expect(panel.getByLabel(/^Current password/)).toHaveValue('')
  // This session stays.
  await page.reload()
  await expect(page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` })).toBeVisible()
})
