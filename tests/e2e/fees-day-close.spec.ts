import { randomUUID } from 'node:crypto'
import { expect, test } from './auth-fixture'
import { shoot } from './portal-helpers'

// After a cashier closes the day, the counter says so at once and offers nothing to collect; an administrator
// reopens that day with a reason, and the cashier's counter offers Collect again.
const shotDir = process.env.FEE_SCREENSHOTS

test.setTimeout(120_000)

test('a closed day shows on the counter at once; an administrator reopens it with a reason', async ({
  page,
  login,
  db,
  axe,
}) => {
  const cashier = await login({ role: 'cashier' })
  const lastName = `Closer${randomUUID().slice(0, 6)}`
  await db.user.update({ where: { id: cashier.id }, data: { lastName } })

  await page.goto('/fee-portal/cashier-dashboard?tab=day-close')
  await page.getByLabel('₹500 notes').fill('0')
  await expect(page.getByTestId('day-close-counted')).toContainText('Counted cash: ₹0.00')
  await page.getByRole('button', { name: 'Close the day' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close the day' }).click()
  await expect(page.getByText(/^Closed at /)).toBeVisible()

  // Straight to the counter, without a reload: the notice, and no Collect for a student with dues.
  await page.getByRole('link', { name: 'Counter' }).click()
  const notice = page.getByTestId('counter-closed')
  await expect(notice).toContainText("You closed today's counter")
  await expect(notice).toContainText('ask an administrator')
  await page.getByRole('combobox', { name: 'Find a student' }).fill('vikat')
  await page.getByRole('option', { name: /Vikato Sumi/ }).click()
  await expect(page.getByRole('heading', { name: 'Vikato Sumi', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Collect / })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Collect payment' })).toHaveCount(0)
  await axe.expectNoSeriousViolations()
  await shoot(page, 'counter-closed', shotDir)

  // The administrator reopens that cashier's day; a reason is required.
  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard?tab=day-close')
  await page.getByRole('button', { name: `Reopen the day of Test ${lastName}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Reopen the day' }).click()
  await expect(dialog.getByText('Please give a reason for reopening this day.')).toBeVisible()
  await dialog.getByLabel('Reason for reopening').fill('A parent came after the count')
  await axe.expectNoSeriousViolations()
  await shoot(page, 'day-reopen', shotDir)
  await dialog.getByRole('button', { name: 'Reopen the day' }).click()
  // While the dialog is open the page behind it is inert, so wait for the dialog to close before reading the list.
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Reopen the day of Test ${lastName}` })).toHaveCount(0)
  await expect
    .poll(() =>
      db.auditLog.count({ where: { action: 'fees.day_reopen', targetLabel: { endsWith: `Test ${lastName}` } } }),
    )
    .toBe(1)
})

test("the admin's dashboard shows today's collection and low stock, each linking to its report", async ({
  page,
  login,
  axe,
}) => {
  await login({ role: 'admin' })
  await page.goto('/dashboard')
  await expect(page.getByTestId('admin-collection-today')).toHaveText(/^₹[\d,]+\.\d\d$/)
  await expect(page.getByTestId('low-stock-count')).toHaveText(/^\d+$/)
  await axe.expectNoSeriousViolations()
  await shoot(page, 'admin-dashboard', shotDir)
  await page.getByRole('link', { name: 'Collection report' }).click()
  await expect(page).toHaveURL(/\/fee-portal\/cashier-dashboard\?tab=today/)
  await page.goto('/dashboard')
  await page.getByRole('link', { name: 'Low-stock items' }).click()
  await expect(page).toHaveURL(/\/inventory\/list\?low=true/)
})

test('the fee set-up tabs are all on screen at 1280 px and at 390 px, the current one too', async ({ page, login }) => {
  await login({ role: 'admin' })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/admin/fees?section=summary')
    const tabs = page.getByRole('navigation', { name: 'Fee set-up' }).getByRole('link')
    await expect(tabs).toHaveCount(10)
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
    }
    await expect(page.getByRole('link', { name: 'Ledger summary' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('summary-late-fees-owed')).toContainText(/₹[\d,]+\.\d\d is still owed/)
  }
  await shoot(page, 'fee-setup-tabs', shotDir)
})
