import { expect, test } from './auth-fixture'
import { childOwing } from './payment-helpers'

// Payments kept for review on a phone: an online payment whose amount differed from its order is listed for the
// administrator beside the day's settlement, with the family, student, amount and why; applying it puts it on the
// student's dues on a receipt and takes it off the list.

test('@mobile an administrator applies a payment kept for review to the dues', async ({
  page,
  login,
  createUser,
  db,
  axe,
  now,
}) => {
  test.setTimeout(120_000)
  const parent = await createUser({ role: 'parent', firstName: 'Imna', lastName: 'Review' })
  const child = await childOwing(db, createUser, { firstName: 'Lanu', lastName: 'Review', amountPaise: 900_00 })
  const note = 'Received ₹100.00 INR for an order of ₹900.00: kept for review, not put on the dues.'
  const order = await db.paymentOrder.create({
    data: {
      status: 'review',
      amountPaise: 900_00,
      allocations: JSON.stringify([{ studentId: child.id, termIds: null, amountPaise: 900_00 }]),
      userId: parent.id,
      userName: 'Imna Review',
      gatewayOrderId: `order_review_${child.id.slice(0, 8)}`,
      gatewayPaymentId: `pay_review_${child.id.slice(0, 8)}`,
      method: 'upi',
      unallocatedPaise: 100_00,
      reviewNote: note,
      expiresAt: now,
      createdAt: now,
      paidAt: now,
    },
  })

  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard?tab=settlement')
  await expect(page.getByRole('heading', { name: 'For review' })).toBeVisible()
  // A table on a wide screen, a stacked list on a phone.
  const forReview = page
    .getByRole('region', { name: 'Payments kept for review' })
    .or(page.getByRole('list', { name: 'Payments kept for review' }))
  const row = forReview.locator('tr, li').filter({ hasText: 'Lanu Review' })
  await expect(row).toContainText('Imna Review')
  await expect(row).toContainText('₹100.00')
  await expect(row).toContainText(note)
  await axe.expectNoSeriousViolations()
  await row.getByRole('button', { name: 'Apply to dues: ₹100.00 from Imna Review' }).click()
  await expect(page.getByText(/₹100\.00 applied to the dues on receipt/)).toBeVisible()
  await expect(row).toHaveCount(0)
  const paid = await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })
  expect(paid.status).toBe('paid')
  const receipt = await db.feeReceipt.findUniqueOrThrow({
    where: { id: paid.receiptId! },
    include: { allocations: true },
  })
  expect(receipt.allocations.map((a) => [a.studentId, Number(a.amountPaise)])).toEqual([[child.id, 100_00]])
})
