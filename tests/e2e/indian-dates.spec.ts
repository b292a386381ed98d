// In the browser: dates typed DD/MM/YYYY (the admission form and a staff form), the page in
// en-IN, and the audit log in words with its filters. SHOTS_DIR=<folder> also saves screenshots at 1280 and 390 px.
import { randomUUID } from 'node:crypto'
import { addDays, dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import { expect, test } from './auth-fixture'
import { shoot } from './portal-helpers'

test('the admission form takes the date of birth as DD/MM/YYYY, with one clear message for a date that does not exist', async ({
  page,
  axe,
}) => {
  await page.goto('/admission-form')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  const dob = page.getByLabel('Date of birth')
  await expect(dob).toHaveAttribute('placeholder', 'DD/MM/YYYY')
  await expect(dob).toHaveAccessibleDescription('DD/MM/YYYY')

  // Digits alone get their slashes; 31 February is refused with the form's own message.
  await dob.pressSequentially('31022016')
  await expect(dob).toHaveValue('31/02/2016')
  await dob.press('Tab')
  await expect(page.getByText('Enter the date of birth as DD/MM/YYYY, e.g. 14/05/2016.')).toHaveCount(1)
  await expect(dob).toHaveAttribute('aria-invalid', 'true')
  await axe.expectNoSeriousViolations()
  await shoot(page, 'admission-dob-error', process.env.SHOTS_DIR)

  await dob.fill('')
  await dob.pressSequentially('29022016')
  await expect(dob).toHaveValue('29/02/2016')
  await expect(page.getByText('Enter the date of birth as DD/MM/YYYY, e.g. 14/05/2016.')).toHaveCount(0)
  // The arrow keys step a whole date by a day, across the month's end.
  await dob.press('ArrowUp')
  await expect(dob).toHaveValue('01/03/2016')
})

test('a staff form takes dates as DD/MM/YYYY: registering a student with a leap-day birthday', async ({
  page,
  login,
  db,
  axe,
}) => {
  await login({ role: 'admin' })
  await page.goto('/admin/user-registration')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Role').selectOption('student')
  await page.getByLabel('First name').fill('Aoli')
  await page.getByLabel('Last name').fill('Jamir')
  const email = `aoli-${randomUUID().slice(0, 8)}@example.test`
  await page.locator('#reg-email').fill(email)
  const dob = page.getByLabel('Date of birth')
  await dob.pressSequentially('29022015')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('There is no 29 February 2015.')).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'registration-dob-error', process.env.SHOTS_DIR)

  await dob.fill('')
  await dob.pressSequentially('29022016')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible()
  try {
    const student = await db.user.findUniqueOrThrow({ where: { email }, include: { student: true } })
    expect(student.student?.dateOfBirth).toBe('2016-02-29')
  } finally {
    await db.user.deleteMany({ where: { email } })
  }
})

test('the audit log reads in words and filters by words, action and date range', async ({
  page,
  login,
  db,
  now,
  axe,
}) => {
  const admin = await login({ role: 'admin' })
  const tag = randomUUID().slice(0, 8)
  const today = dateKeyOf(now)
  const entries = [
    {
      action: 'user.update',
      targetLabel: `Aoli Jamir ${tag}`,
      details: {
        name: `Aoli Jamir ${tag}`,
        changes: [{ field: 'student.parentPhone', from: '98620 11111', to: '98620 22222' }],
      },
      createdAt: now,
    },
    {
      action: 'admission.status_change',
      targetLabel: `ADM-2026-00012 (Asha ${tag})`,
      details: { from: 'submitted', to: 'under_review' },
      createdAt: new Date(now.getTime() - 10 * 86_400_000),
    },
  ]
  const created = await Promise.all(
    entries.map((entry) =>
      db.auditLog.create({
        data: {
          actorId: admin.id,
          actorEmail: admin.email,
          actorName: 'Temjen Ao',
          targetType: 'user',
          ...entry,
          details: JSON.stringify(entry.details),
        },
      }),
    ),
  )
  try {
    await page.goto('/admin/audit-log')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Search').fill(tag)
    const phone = page.getByText(`Temjen Ao changed Aoli Jamir ${tag}'s parent phone from 98620 11111 to 98620 22222.`)
    const status = page.getByText(
      `Temjen Ao moved application ADM-2026-00012 (Asha ${tag}) from Submitted to Under review.`,
    )
    await expect(phone).toBeVisible()
    await expect(status).toBeVisible()
    await expect(page.getByText('under_review')).toHaveCount(0)
    await axe.expectNoSeriousViolations()

    // From: today, typed DD/MM/YYYY; the ten-day-old entry leaves the list.
    await page.getByLabel('From', { exact: true }).pressSequentially(formatDateKeyNumeric(today).replaceAll('/', ''))
    await expect(page).toHaveURL(new RegExp(`from=${today}`))
    await expect(phone).toBeVisible()
    await expect(status).toHaveCount(0)
    await shoot(page, 'audit-log-filtered', process.env.SHOTS_DIR)

    // To: the day before yesterday; nothing from today.
    await page.getByLabel('From', { exact: true }).fill('')
    await page
      .getByLabel('To', { exact: true })
      .pressSequentially(formatDateKeyNumeric(addDays(today, -2)).replaceAll('/', ''))
    await expect(status).toBeVisible()
    await expect(phone).toHaveCount(0)

    await page.getByLabel('To', { exact: true }).fill('')
    await page.getByLabel('Action').selectOption({ label: 'Account details changed' })
    await expect(phone).toBeVisible()
    await expect(status).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  } finally {
    await db.auditLog.deleteMany({ where: { id: { in: created.map((entry) => entry.id) } } })
  }
})

test('the inventory item form takes DD/MM/YYYY dates, with one message for a date that does not exist', async ({
  page,
  login,
  axe,
}) => {
  await login({ role: 'admin' })
  await page.goto('/inventory/add-item')
  await page.waitForLoadState('networkidle')
  const purchase = page.getByLabel('Purchase date')
  await purchase.pressSequentially('15062024')
  await expect(purchase).toHaveValue('15/06/2024')
  await page.getByLabel('Warranty end').pressSequentially('31/04/2027')
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByText('Warranty end must be a date (DD/MM/YYYY).')).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'inventory-add-item-dates', process.env.SHOTS_DIR)
})
