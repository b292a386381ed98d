import { randomUUID } from 'node:crypto'
import { dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { expect, test } from './auth-fixture'

// The counter refund of a voided receipt's money: the receipt is picked from the student's voided receipts that
// still hold money (number, date, amount, refundable), with the keyboard; once all is refunded the list is empty.

test('a refund picks the voided receipt from a list, by keyboard, and the list empties once it is all refunded', async ({
  page,
  login,
  createUser,
  db,
  now,
  axe,
}) => {
  test.setTimeout(120_000)
  const today = dateKeyOf(now)
  const term = await db.feeTerm.findFirstOrThrow({ where: { year: { isCurrent: true } }, orderBy: { dueDate: 'asc' } })
  const head = await db.feeHead.findFirstOrThrow({ where: { archived: false, optional: false } })
  const lastName = `Refund${randomUUID().slice(0, 6)}`
  const student = await createUser({ role: 'student', firstName: 'Akala', lastName })
  await db.student.create({ data: { userId: student.id, firstName: 'Akala', lastName } })
  await db.feeCharge.create({
    data: { studentId: student.id, termId: term.id, headId: head.id, className: 'class3', amountPaise: 2_000_00 },
  })

  // An administrator takes ₹600 and voids the receipt.
  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill(lastName)
  await page.getByRole('option', { name: new RegExp(lastName) }).click()
  await page.getByLabel('Amount', { exact: true }).fill('600')
  await page.getByRole('button', { name: `Collect ${formatPaise(600_00)}` }).click()
  const heading = page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })
  await expect(heading).toBeVisible()
  const numberText = (await heading.textContent())!.match(/\d{4}-\d{2}\/\d{6}/)![0]
  await page.getByRole('button', { name: 'Void', exact: true }).click()
  const confirm = page.getByRole('alertdialog')
  await confirm.getByLabel('Reason for voiding').fill('Paid for the wrong child')
  await confirm.getByRole('button', { name: 'Void receipt' }).click()
  await expect(confirm).toBeHidden()

  // The refund: the voided receipt is a choice in a list, reached and picked with the keyboard.
  await page.goto(`/fee-portal/cashier-dashboard?student=${student.id}`)
  const dialog = page.getByRole('dialog')
  // The button answers once the page is hydrated: click until the dialog is open.
  await expect(async () => {
    if (!(await dialog.getByLabel('Refund of').isVisible()))
      await page.getByRole('button', { name: 'Record a refund' }).click({ timeout: 2_000 })
    await expect(dialog.getByLabel('Refund of')).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await dialog.getByLabel('Refund of').selectOption('void')
  const choices = dialog.getByRole('group', { name: 'Voided receipt' })
  const choice = choices.getByRole('radio', { name: new RegExp(numberText) })
  await expect(choices).toContainText(
    `${numberText}${formatDateKeyNumeric(today)}Amount ${formatPaise(600_00)}, refundable ${formatPaise(600_00)}`,
  )
  await choice.focus()
  await page.keyboard.press('Space')
  await expect(choice).toBeChecked()
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('600.00')
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('250')
  await dialog.getByLabel('Reason').fill('Cash returned to the parent')
  await axe.expectNoSeriousViolations()
  await dialog.getByRole('button', { name: 'Record refund' }).click()
  await expect(dialog).toBeHidden()

  // What is left shows; refunding it empties the list.
  await page.getByRole('button', { name: 'Record a refund' }).click()
  await dialog.getByLabel('Refund of').selectOption('void')
  await expect(choices).toContainText(`refundable ${formatPaise(350_00)}`)
  await choice.check()
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('350.00')
  await dialog.getByLabel('Reason').fill('The rest returned')
  await dialog.getByRole('button', { name: 'Record refund' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Record a refund' }).click()
  await dialog.getByLabel('Refund of').selectOption('void')
  await expect(dialog.getByText('No voided receipt of this student has money left to refund.')).toBeVisible()
  await axe.expectNoSeriousViolations()
})
