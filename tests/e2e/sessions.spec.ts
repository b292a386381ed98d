import type { Page } from '@playwright/test'
import { createSession } from '~/server/auth/session'
import { expect, test } from './auth-fixture'

// The owner hears of failed sign-ins after signing in; /profile lists their sessions with
// per-session sign-out and "Sign out everywhere".

const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('School ID or Email').fill(identifier)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('failed attempts are reported at sign-in; the profile lists sessions and signs them out @mobile', async ({
  page,
  createUser,
  db,
  now,
  axe,
  allowConsoleErrors,
}) => {
  // The two wrong passwords are answered 401, which the browser logs.
  allowConsoleErrors(/status of 401 .*auth\.login/)
  const user = await createUser({ role: 'teacher', firstName: 'Imti' })
  // The account is already signed in on a phone.
  const phone = await createSession(user.id, { db, now, userAgent: safariOnIphone })

  await page.goto('/login?redirect=%2Fprofile')
  for (let n = 0; n < 2; n++) {
    await signIn(page, user.email, 'Not-the-password1!')
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid school ID or password' })).toBeVisible()
  }
  await signIn(page, user.email, user.password)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('2 failed sign-in attempts since your last visit.')).toBeVisible()

  const sessions = page.getByRole('region', { name: "Where you're signed in" })
  const list = sessions.getByRole('list', { name: 'Your sessions' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  const thisOne = list.getByRole('listitem').first()
  // Playwright's desktop and phone profiles send Windows and Android Chrome user agents.
  await expect(thisOne).toContainText(/Chrome on (Windows|Android)/)
  await expect(thisOne).toContainText('This device')
  await expect(thisOne.getByRole('button')).toHaveCount(0)
  await expect(list.getByRole('listitem').nth(1)).toContainText('Safari on iOS')
  await axe.expectNoSeriousViolations()

  await list.getByRole('button', { name: /^Sign out Safari on iOS/ }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Sign out of this device?' })
  await expect(confirm).toContainText('Safari on iOS will need the password to sign in again.')
  await confirm.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByText('Signed out of that device')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  expect(await db.session.findUnique({ where: { id: phone.session.id } })).toBeNull()

  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click()
  await page
    .getByRole('alertdialog', { name: 'Sign out everywhere?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click()
  await expect(page.getByText('Signed out everywhere')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(await db.session.count({ where: { userId: user.id } })).toBe(0)
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/)
})
