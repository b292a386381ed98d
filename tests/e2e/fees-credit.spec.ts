import { randomUUID } from 'node:crypto'
import { formatPaise } from '~/shared/money'
import { expect, test } from './auth-fixture'

// An administrator adds a one-off library fine at the counter, collects it with ₹2,000 more kept as advance, issues
// the next term and sees the credit pay it; screenshots at 1280 and 390 px.

test('a one-off fine is collected with an advance, and the advance pays the next term when it is issued', async ({
  page,
  login,
  createUser,
  db,
  axe,
}) => {
  test.setTimeout(180_000)
  const year = await db.academicYear.findFirstOrThrow({ where: { isCurrent: true } })
  const suffix = randomUUID().slice(0, 6)
  // A class nobody else in the demo school is in, and a term of it only this test issues.
  const tuition = await db.feeHead.findFirstOrThrow({ where: { archived: false, optional: false } })
  await db.feeHead.upsert({
    where: { name: 'Library fine' },
    update: {},
    create: { name: 'Library fine', sortOrder: 900 },
  })
  const termName = `Term 4 ${suffix}`
  const term = await db.feeTerm.create({
    data: { yearId: year.id, name: termName, dueDate: year.endDate.replace(/-\d\d$/, '-25'), sortOrder: 99 },
  })
  await db.feeStructureItem.create({
    data: { termId: term.id, className: 'class4', headId: tuition.id, amountPaise: 1_500_00 },
  })
  const lastName = `Credit${suffix}`
  const student = await createUser({ role: 'student', firstName: 'Neikho', lastName })
  await db.student.create({ data: { userId: student.id, firstName: 'Neikho', lastName } })
  await db.enrolment.create({ data: { studentId: student.id, yearId: year.id, className: 'class4', section: 'A' } })

  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill(lastName)
  await page.getByRole('option', { name: new RegExp(lastName) }).click()
  await expect(page.getByRole('heading', { name: `Neikho ${lastName}`, level: 2 })).toBeVisible()

  // The one-off charge: head, term, amount, reason and due date.
  await page.getByRole('button', { name: 'Add a one-off charge' }).click()
  const charge = page.getByRole('dialog')
  await charge.getByLabel('Term').selectOption(term.id)
  await charge.getByLabel('Fee head').selectOption({ label: 'Library fine' })
  await charge.getByLabel('Amount').fill('150')
  await charge.getByLabel('Reason').fill('Lost library book')
  await axe.expectNoSeriousViolations()
  await charge.getByRole('button', { name: 'Add charge' }).click()
  await expect(charge).toBeHidden()
  await expect(page.getByText('Library fine: Lost library book').filter({ visible: true }).first()).toBeVisible()

  // Collected with ₹2,000 above the dues, kept as advance.
  await page.getByLabel('Amount', { exact: true }).fill('2150')
  await page.getByLabel('Keep anything above the dues as advance').check()
  await expect(page.getByText(`${formatPaise(2_000_00)} for Neikho ${lastName} becomes credit`)).toBeVisible()
  await page.getByRole('button', { name: `Collect ${formatPaise(2_150_00)}` }).click()
  await expect(page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })).toBeVisible()
  await expect(page.getByText('Kept as credit').filter({ visible: true }).first()).toBeVisible()
  await page.goto(`/fee-portal/cashier-dashboard?student=${student.id}`)
  const credit = page.getByRole('region', { name: 'Credit (advance)' })
  await expect(credit.getByText(formatPaise(2_000_00), { exact: true })).toBeVisible()
  await axe.expectNoSeriousViolations()

  // The next term is issued: the preview says credit will be used, and it is.
  await page.goto('/admin/fees?section=issue')
  await page.getByLabel('Term', { exact: true }).selectOption(term.id)
  await expect(page.getByText(`${formatPaise(2_000_00)} of credit`)).toBeVisible()
  await page.getByRole('button', { name: 'Issue the term' }).click()
  await page.getByRole('button', { name: 'Issue charges' }).click()
  await expect(page.getByText(/of credit used for 1 students/)).toBeVisible()

  await page.goto(`/fee-portal/cashier-dashboard?student=${student.id}`)
  await expect(credit.getByText(formatPaise(500_00), { exact: true })).toBeVisible()
  await expect(credit.getByText(/Applied to dues/)).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: 'test-results/fees-credit-1280.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/fees-credit-390.png', fullPage: true })
  await axe.expectNoSeriousViolations()
})
