import { expect, test } from './auth-fixture'

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
  const term = await db.feeTerm.findFirstOrThrow({ where: { issuedAt: { not: null }, year: { isCurrent: true } } })
  const head = await db.feeHead.findFirstOrThrow({ where: { archived: false } })
  const parent = await login({ role: 'parent' })
  const child = await createUser({ role: 'student', firstName: 'Temsu', lastName: 'Settle' })
  await db.student.create({ data: { userId: child.id, firstName: 'Temsu', lastName: 'Settle' } })
  await db.feeCharge.create({
    data: { studentId: child.id, termId: term.id, headId: head.id, className: 'class5', amountPaise: 900_00 },
  })
  await db.guardian.create({
    data: { parentId: parent.id, studentId: child.id, relation: 'mother', slot: 1, createdAt: new Date() },
  })
  await page.goto('/fee-portal/student-dashboard')
  await page.getByRole('button', { name: 'Pay online' }).click()
  await page
    .getByRole('dialog', { name: 'Pay fees online' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click()
  await page.getByRole('button', { name: 'Success' }).click()
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  const receipt = await db.feeReceipt.findFirstOrThrow({ where: { allocations: { some: { studentId: child.id } } } })

  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  await expect(page.getByRole('link', { name: 'Receipts' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Online settlement' })).toHaveCount(0)

  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard?tab=settlement')
  const day = now.toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' })
  await expect(page.getByRole('heading', { name: `Online settlement on ${day}` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: receipt.numberText })
  await expect(row).toContainText('Temsu Settle')
  await expect(row).toContainText(receipt.gatewayPaymentId!)
  await expect(row).toContainText('captured')
  await expect(row).not.toContainText('no receipt')
  await expect(page.getByText('Gateway fees')).toBeVisible()
  await axe.expectNoSeriousViolations()
})
