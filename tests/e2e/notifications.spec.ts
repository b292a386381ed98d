// The bell counts the account's own unread notifications; mark read and clear all are stored.
import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'

async function shot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR
  if (!folder) return
  await page.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}.png` })
}

test('@mobile the bell shows real unread notifications; mark read and clear all', async ({
  page,
  db,
  login,
  now,
  axe,
}) => {
  const user = await login({ role: 'parent' })
  await db.notification.createMany({
    data: [
      {
        userId: user.id,
        kind: 'fee_receipt',
        title: 'Fee receipt R-2026-0001',
        body: '₹4,500.00 received at the school counter.',
        createdAt: now,
      },
      {
        userId: user.id,
        kind: 'notice_new',
        title: 'School closed on Friday',
        body: 'Local holiday for the Hornbill Festival.',
        link: '/notice',
        createdAt: now,
      },
    ],
  })
  await page.goto('/dashboard')
  await page.waitForLoadState('networkidle')
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' })
  await expect(bell).toBeVisible()
  // Checked closed: the open popover's focus sentinels are Headless UI's own (aria-hidden-focus).
  await axe.expectNoSeriousViolations()
  await bell.click()
  await expect(page.getByRole('link', { name: 'School closed on Friday' })).toBeVisible()
  await shot(page, 'notification-bell')
  await page.getByRole('button', { name: /^Mark read.*Fee receipt R-2026-0001/ }).click()
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear all' }).click()
  await expect(page.getByText('You have no notifications.')).toBeVisible()
  expect(await db.notification.count({ where: { userId: user.id } })).toBe(0)
})
