import { expect, test } from './auth-fixture'
import { whenLive } from './fixtures'
import { childOwing, payAllOnline } from './payment-helpers'

// An online payment through the built-in demo gateway, refunded in part by an administrator from the receipt: the
// dialog asks for the amount (all by default) and the reason, the gateway refunds, the receipt lists the refund and
// the refunded fees are due again.

test('an administrator refunds part of an online payment from its receipt', async ({
  page,
  login,
  createUser,
  db,
  axe,
}) => {
  test.setTimeout(120_000)
  const parent = await login({ role: 'parent' })
  const child = await childOwing(db, createUser, {
    firstName: 'Imti',
    lastName: 'Refundo',
    amountPaise: 1_500_00,
    parentId: parent.id,
  })
  const receipt = await payAllOnline(page, db, child.id)
  const paid = Number(receipt.totalPaise) // the fee, and its late fee when the term is overdue
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`

  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard?tab=receipts')
  await (await whenLive(page.getByRole('button', { name: receipt.numberText, exact: true }).first())).click()
  await expect(page.getByRole('heading', { name: new RegExp(`Receipt ${receipt.numberText}`) })).toBeVisible()
  await page.getByRole('button', { name: 'Refund', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Refund receipt ${receipt.numberText}` })
  const amount = dialog.getByLabel('Amount to refund')
  await expect(amount).toHaveValue((paid / 100).toFixed(2))
  await axe.expectNoSeriousViolations()

  // More than was paid: said, nothing sent.
  await amount.fill(String(paid / 100 + 1))
  await dialog.getByLabel('Reason for the refund').fill('Transport fee charged twice')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog.getByText(`Enter an amount from ₹0.01 to ${rupees(paid)}.`)).toBeVisible()
  expect(await db.paymentRefund.count({ where: { receiptId: receipt.id } })).toBe(0)

  await amount.fill('500')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: `Partly refunded: ₹500.00 of ${rupees(paid)}` })).toBeVisible()
  await expect(page.getByText(/R20\d\d-\d\d\/\d{4}: ₹500\.00, by .*: Transport fee charged twice/)).toBeVisible()
  const refund = await db.paymentRefund.findFirstOrThrow({ where: { receiptId: receipt.id } })
  expect(refund).toMatchObject({ status: 'processed', amountPaise: 500_00n })
  const owed = await db.feeAllocation.aggregate({ where: { studentId: child.id }, _sum: { amountPaise: true } })
  expect(Number(owed._sum.amountPaise)).toBe(paid - 500_00)
})
