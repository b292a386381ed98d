import { expect, test } from './auth-fixture'
import { childOwing } from './payment-helpers'

// Money kept for review refunded on a phone: a parent pays through the demo gateway for a fee that is withdrawn
// before the payment arrives, so nothing is left to put it on and it is kept for review with no receipt. An
// administrator sees the day's settlement and the payment kept for review as stacked lists (no sideways scrolling at
// 390 px), refunds it with a reason, and the settlement then shows the numbered refund.

test('@mobile an administrator refunds a payment kept for review, with no receipt', async ({
  page,
  login,
  createUser,
  db,
  axe,
}) => {
  test.setTimeout(120_000)
  const parent = await login({ role: 'parent' })
  const child = await childOwing(db, createUser, {
    firstName: 'Sentila',
    lastName: 'Parked',
    amountPaise: 700_00,
    parentId: parent.id,
  })
  await page.goto('/fee-portal/student-dashboard')
  await page.getByRole('button', { name: 'Pay online' }).click()
  await page
    .getByRole('dialog', { name: 'Pay fees online' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click()
  const success = page.getByRole('button', { name: 'Success' })
  await expect(success).toBeVisible()
  // The fee is withdrawn while the parent is at the gateway: the payment has no dues left to go onto.
  await db.feeCharge.deleteMany({ where: { studentId: child.id } })
  await success.click()
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  const order = await db.paymentOrder.findFirstOrThrow({
    where: { userId: parent.id, gatewayPaymentId: { not: null } },
  })
  expect(order).toMatchObject({ status: 'review', receiptId: null })
  const kept = Number(order.unallocatedPaise)
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`

  const admin = await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard?tab=settlement')
  await expect(page.getByRole('link', { name: 'Online settlement' })).toBeVisible()
  // Stacked lists on a phone, tables on a wide screen: whichever is shown.
  const shown = (name: string) => page.getByRole('list', { name }).or(page.getByRole('region', { name }))
  const item = shown('Payments kept for review').locator('li, tr').filter({ hasText: 'Sentila Parked' })
  await expect(item).toContainText(rupees(kept))
  const paymentOfTheDay = shown('Payments of the day').locator('li, tr').filter({ hasText: order.gatewayPaymentId! })
  await expect(paymentOfTheDay).toContainText('Sentila Parked')
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await axe.expectNoSeriousViolations()

  const payer = `${parent.firstName} ${parent.lastName}`
  await item.getByRole('button', { name: `Refund: ${rupees(kept)} from ${payer}` }).click()
  const dialog = page.getByRole('dialog', { name: `Refund ${rupees(kept)} kept for review` })
  const amount = dialog.getByLabel('Amount to refund')
  await expect(amount).toHaveValue((kept / 100).toFixed(2))
  await axe.expectNoSeriousViolations()
  await amount.fill(String(kept / 100 + 1))
  await dialog.getByLabel('Reason for the refund').fill('Fee withdrawn before the payment arrived')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByText(`Enter an amount from ₹0.01 to ${rupees(kept)}.`)).toBeVisible()
  expect(await db.paymentRefund.count({ where: { orderId: order.id } })).toBe(0)

  await amount.fill((kept / 100).toFixed(2))
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/Refund R20\d\d-\d\d\/\d{4} of ₹/)).toBeVisible()
  await expect(item).toHaveCount(0)
  await expect(paymentOfTheDay).toContainText(new RegExp(`R20\\d\\d-\\d\\d/\\d{4} ${rupees(kept).replace('.', '\\.')}`))
  const refund = await db.paymentRefund.findFirstOrThrow({ where: { orderId: order.id } })
  expect(refund).toMatchObject({ status: 'processed', receiptId: null, createdById: admin.id })
  expect(Number(refund.amountPaise)).toBe(kept)
})
