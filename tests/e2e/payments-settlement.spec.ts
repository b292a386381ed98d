import { expect, test } from './auth-fixture'
import { childOwing, payAllOnline } from './payment-helpers'

// The day's online settlement on a phone: after a parent pays through the demo gateway, an administrator sees the
// gateway's payment beside its receipt with the gateway's fee, in totals for the day; a cashier has no such tab.

test('@mobile an administrator sees the day’s online payments against their receipts', async ({
  page,
  login,
  createUser,
  db,
  axe,
  now,
}) => {
  test.setTimeout(120_000)
  const parent = await login({ role: 'parent' })
  const child = await childOwing(db, createUser, {
    firstName: 'Temsu',
    lastName: 'Settle',
    amountPaise: 900_00,
    parentId: parent.id,
  })
  const receipt = await payAllOnline(page, db, child.id)

  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  await expect(page.getByRole('link', { name: 'Receipts' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Online settlement' })).toHaveCount(0)

  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard?tab=settlement')
  const day = now.toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' })
  await expect(page.getByRole('heading', { name: `Online settlement on ${day}` })).toBeVisible()
  // A table on a wide screen, a stacked list on a phone (nothing scrolls sideways there).
  const row = page
    .getByRole('region', { name: 'Payments of the day' })
    .or(page.getByRole('list', { name: 'Payments of the day' }))
    .locator('tr, li')
    .filter({ hasText: receipt.numberText })
  await expect(row).toContainText('Temsu Settle')
  await expect(row).toContainText(receipt.gatewayPaymentId!)
  await expect(row).toContainText('captured')
  await expect(row).not.toContainText('no receipt')
  await expect(page.getByText('Gateway fees')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await axe.expectNoSeriousViolations()
})
