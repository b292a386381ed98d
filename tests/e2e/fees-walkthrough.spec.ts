import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import { fineAsOf } from '~/shared/fees-ledger'
import { formatPaise } from '~/shared/money'
import { pdfText } from '../support/pdf'
import { expect, test, type E2EUser } from './auth-fixture'

// The counter end to end, on the e2e server's clock (page.clock is installed at its instant by the fixtures):
// a cheque taken at the counter and bounced by an administrator (the dues and the bounce charge come back), a
// reprint marked DUPLICATE, and the day closed with the cash counted note by note and the day sheet PDF.
// Each test makes its own student (and the cashier its own account), so none reads another's leftovers.

test.setTimeout(150_000)

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

/** A student owing ₹`rupees` (and the term's late fee as of today) on the current year's first past-due term. */
async function studentWithDues(
  db: Db,
  createUser: (o: { role: 'student'; firstName: string; lastName: string }) => Promise<E2EUser>,
  today: string,
  rupees: number,
) {
  const term = await db.feeTerm.findFirst({
    where: { year: { isCurrent: true }, dueDate: { lt: today } },
    orderBy: { dueDate: 'asc' },
  })
  test.skip(!term, `No term of the current year is past due on ${today}`)
  const head = await db.feeHead.findFirstOrThrow({ where: { archived: false, optional: false } })
  const lastName = `Walk${randomUUID().slice(0, 6)}`
  const student = await createUser({ role: 'student', firstName: 'Sentila', lastName })
  await db.student.create({ data: { userId: student.id, firstName: 'Sentila', lastName } })
  await db.feeCharge.create({
    data: { studentId: student.id, termId: term!.id, headId: head.id, className: 'class6', amountPaise: rupees * 100 },
  })
  const fine = fineAsOf(
    {
      graceDays: term!.graceDays,
      fineKind: term!.fineKind,
      fineAmountPaise: Number(term!.fineAmountPaise),
      fineCapPaise: term!.fineCapPaise === null ? null : Number(term!.fineCapPaise),
    },
    term!.dueDate,
    today,
  )
  return { student, lastName, name: `Sentila ${lastName}`, owedPaise: rupees * 100 + fine }
}

async function openAtCounter(page: Page, lastName: string) {
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill(lastName)
  await page.getByRole('option', { name: new RegExp(lastName) }).click()
  await expect(page.getByRole('heading', { name: new RegExp(lastName), level: 2 })).toBeVisible()
}

test('a cheque taken at the counter, then bounced by an administrator: the dues come back with the bounce charge', async ({
  page,
  login,
  createUser,
  db,
  now,
  axe,
}) => {
  const today = dateKeyOf(now)
  const { lastName, name, owedPaise, student } = await studentWithDues(db, createUser, today, 1_200)
  const chequeNumber = String(100000 + Math.floor(Math.random() * 899999))

  // The cashier takes a cheque for the whole amount.
  await login({ role: 'cashier' })
  await openAtCounter(page, lastName)
  await page.getByLabel('Amount', { exact: true }).fill(String(owedPaise / 100))
  await page.getByLabel('Mode').selectOption('cheque')
  await page.getByLabel('Cheque number').fill(chequeNumber)
  await page.getByLabel('Bank and branch').fill('SBI, Kohima')
  await page.getByLabel('Date on the cheque').fill(formatDateKeyNumeric(today))
  await page.getByRole('button', { name: `Collect ${formatPaise(owedPaise)}` }).click()
  const heading = page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })
  await expect(heading).toBeVisible()
  const numberText = (await heading.textContent())!.match(/\d{4}-\d{2}\/\d{6}/)![0]
  await expect(page.getByText('Subject to realisation').filter({ visible: true }).first()).toBeVisible()

  // An administrator sets the bounce charge and marks the cheque bounced with it.
  await db.feeHead.upsert({
    where: { name: 'Cheque bounce charge' },
    update: { archived: false },
    create: { name: 'Cheque bounce charge', sortOrder: 950 },
  })
  await login({ role: 'admin' })
  await page.goto('/fee-portal/cashier-dashboard?tab=cheques')
  await page.getByLabel('Fee head').selectOption({ label: 'Cheque bounce charge' })
  await page.getByLabel('Amount').fill('350')
  await page.getByRole('button', { name: 'Save the bounce charge' }).click()
  await expect(page.getByText('Bounce charge saved')).toBeVisible()
  await page.getByRole('button', { name: `Bounced: cheque ${chequeNumber} of receipt ${numberText}` }).click()
  await page.getByLabel("Bank's reason").fill('Insufficient funds')
  await page.getByLabel(/Add the bounce charge of ₹350\.00/).check()
  await axe.expectNoSeriousViolations()
  await page.getByRole('button', { name: 'Mark bounced' }).click()
  await expect(
    page.getByRole('button', { name: `Bounced: cheque ${chequeNumber} of receipt ${numberText}` }),
  ).toHaveCount(0)

  // At the counter the fees are due again, with the charge as a line of its own.
  await page.goto(`/fee-portal/cashier-dashboard?student=${student.id}`)
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
  await expect(
    page.getByText(`Cheque bounce charge: Cheque ${chequeNumber} bounced`).filter({ visible: true }).first(),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: `Collect ${formatPaise(owedPaise + 350_00)}` })).toBeVisible()
  await axe.expectNoSeriousViolations()
})

test('a reprint of a receipt says DUPLICATE; the first print does not', async ({
  page,
  login,
  createUser,
  db,
  now,
}) => {
  const today = dateKeyOf(now)
  const { lastName, student } = await studentWithDues(db, createUser, today, 800)
  await login({ role: 'cashier' })
  await openAtCounter(page, lastName)
  await page.getByLabel('Amount', { exact: true }).fill('500')
  await page.getByRole('button', { name: `Collect ${formatPaise(500_00)}` }).click()
  const heading = page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })
  await expect(heading).toBeVisible()
  const numberText = (await heading.textContent())!.match(/\d{4}-\d{2}\/\d{6}/)![0]
  const first = await page.request.get(
    await page
      .getByRole('link', { name: 'Download PDF' })
      .getAttribute('href')
      .then((h) => h!),
  )
  expect(first.headers()['content-type']).toBe('application/pdf')
  expect(await pdfText(new Uint8Array(await first.body()))).not.toContain('DUPLICATE')

  await page.goto(`/fee-portal/cashier-dashboard?student=${student.id}`)
  const reprint = page.getByRole('link', { name: `Reprint receipt ${numberText} (duplicate)` })
  await expect(reprint).toBeVisible()
  const copy = await page.request.get((await reprint.getAttribute('href'))!)
  expect(copy.headers()['content-type']).toBe('application/pdf')
  const text = await pdfText(new Uint8Array(await copy.body()))
  expect(text).toContain('DUPLICATE')
  expect(text).toContain(numberText)
})

test('the day is closed with the cash counted note by note, the total computed, and the day sheet PDF', async ({
  page,
  login,
  createUser,
  db,
  now,
  axe,
}) => {
  const today = dateKeyOf(now)
  const { lastName } = await studentWithDues(db, createUser, today, 2_000)
  // A cashier of their own: the day's expected cash is this test's payment alone.
  await login({ role: 'cashier' })
  await openAtCounter(page, lastName)
  await page.getByLabel('Amount', { exact: true }).fill('770')
  await page.getByRole('button', { name: `Collect ${formatPaise(770_00)}` }).click()
  await expect(page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })).toBeVisible()

  await page.goto('/fee-portal/cashier-dashboard?tab=day-close')
  await page.getByLabel('₹500 notes').fill('1')
  await page.getByLabel('₹200 notes').fill('1')
  await expect(page.getByTestId('day-close-counted')).toContainText('Counted cash: ₹700.00')
  await page.getByLabel('₹50 notes').fill('1')
  await page.getByLabel('₹10 notes').fill('1')
  await page.getByLabel('Coins (₹)').fill('10')
  await expect(page.getByTestId('day-close-counted')).toContainText('Counted cash: ₹770.00')

  const sheet = page.getByRole('link', { name: 'Print the day sheet (PDF)' })
  await expect(sheet).toHaveAttribute('href', `/api/fees/day-sheet.pdf?date=${today}&inline=1`)
  await axe.expectNoSeriousViolations()
  await page.getByRole('button', { name: 'Close the day' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close the day' }).click()
  await expect(page.getByText(/^Closed at .*counted cash ₹770\.00, difference ₹0\.00\./)).toBeVisible()
  await expect(page.getByText(/Counted: .*₹500 x 1/)).toBeVisible()

  const pdf = await page.request.get((await sheet.getAttribute('href'))!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = await pdfText(new Uint8Array(await pdf.body()))
  expect(text).toContain('770.00')
})
