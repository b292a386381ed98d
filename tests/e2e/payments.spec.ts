import { expect, test } from './auth-fixture'

// A parent pays two children's fees online through the built-in demo gateway, on a phone: a failed attempt leaves
// the dues as they were and offers "Try again"; the next one succeeds and the receipt is shown.

test('@mobile a parent pays two children through the demo gateway after a failed attempt', async ({
  page,
  login,
  createUser,
  db,
  axe,
}) => {
  test.setTimeout(120_000)
  const term = await db.feeTerm.findFirstOrThrow({ where: { issuedAt: { not: null }, year: { isCurrent: true } } })
  const head = await db.feeHead.findFirstOrThrow({ where: { archived: false } })
  const parent = await login({ role: 'parent' })
  const children = []
  for (const [firstName, amountPaise] of [
    ['Lanu', 1_500_00],
    ['Sentila', 2_000_00],
  ] as const) {
    const user = await createUser({ role: 'student', firstName, lastName: 'Paypal' })
    await db.student.create({ data: { userId: user.id, firstName, lastName: 'Paypal' } })
    await db.feeCharge.create({
      data: { studentId: user.id, termId: term.id, headId: head.id, className: 'class5', amountPaise },
    })
    await db.guardian.create({
      data: { parentId: parent.id, studentId: user.id, relation: 'mother', slot: 1, createdAt: new Date() },
    })
    children.push(user)
  }

  await page.goto('/fee-portal/student-dashboard')
  const outstanding = page.getByText('Outstanding').locator('..')
  await expect(outstanding).toContainText('₹')
  const before = (await outstanding.textContent()) ?? ''

  await page.getByRole('button', { name: 'Pay online' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pay fees online' })
  await expect(dialog.getByRole('checkbox', { name: /Lanu Paypal/ })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: /Sentila Paypal/ })).toBeChecked()
  const pay = dialog.getByRole('button', { name: /^Pay ₹/ })
  await expect(pay).toBeVisible()
  await axe.expectNoSeriousViolations()
  const amount = (await pay.innerText()).replace(/^Pay /, '')

  await pay.click()
  await expect(page.getByRole('heading', { name: 'Demo payment: no money moves' })).toBeVisible()
  await expect(page.getByText(amount)).toBeVisible()
  await page.getByRole('button', { name: 'Failure' }).click()
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible()
  await expect(outstanding).toHaveText(before)
  expect(await db.feeReceipt.count({ where: { allocations: { some: { studentId: children[0]!.id } } } })).toBe(0)

  await page.getByRole('link', { name: 'Try again' }).click()
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click()
  await page.getByRole('button', { name: 'Success' }).click()
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  await expect(page.getByText(/Receipt 20\d\d-\d\d\/\d{6}\./)).toBeVisible()
  await expect(page.getByRole('link', { name: /Download receipt/ })).toBeVisible()
  await expect(outstanding).toContainText('₹0.00')
  const receipts = await db.feeReceipt.findMany({ where: { allocations: { some: { studentId: children[1]!.id } } } })
  expect(receipts).toHaveLength(1)
  expect(receipts[0]).toMatchObject({ mode: 'online', cashierName: 'Online' })
})
