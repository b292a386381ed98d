import type { Page } from '@playwright/test'
import { demoAccounts } from '../../prisma/seed/demo-accounts'
import { expect, test } from './auth-fixture'

// The rest of the fee set-up and the dashboards: an admin registers a student with a class and the counter
// shows it; /admin/fees has enrolments, late-fee waivers and the ledger summary; /dashboard shows a student's
// dues, a parent's children's dues and a cashier's collection today. Each screen passes axe and fits 390 px.

const shotDir = process.env.FEE_SCREENSHOTS

async function fitsAndShoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width)
    if (shotDir) await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

async function signInAs(page: Page, role: 'student' | 'parent' | 'cashier') {
  const account = demoAccounts.find((demo) => demo.role === role)!
  await page.goto('/login')
  await page.getByLabel('School ID or Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

test('an admin registers a student in a class and the counter shows that class', async ({ page, login }) => {
  await login({ role: 'admin' })
  await page.goto('/admin/user-registration')
  await page.getByLabel('Role').selectOption('student')
  const lastName = `Enrolled${Date.now()}`
  await page.getByLabel('First name').fill('Temjen')
  await page.getByLabel('Last name').fill(lastName)
  await page.locator('#reg-email').fill(`${lastName.toLowerCase()}@example.test`)
  await page.locator('#reg-student-className').selectOption({ label: 'Class 7' })
  await page.locator('#reg-student-section').fill('B')
  await page.locator('#reg-student-rollNumber').fill('31')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible()

  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill(lastName)
  await page.getByRole('option', { name: new RegExp(lastName) }).click()
  const panel = page.getByRole('region', { name: `Temjen ${lastName}` })
  await expect(panel.getByText(/Class 7 B · Roll 31/)).toBeVisible()

  // The edit form starts from the current class.
  await page.goto(`/admin/user-management`)
  await page.locator('#user-search').fill(lastName)
  await page
    .getByRole('button', { name: `Actions for Temjen ${lastName}` })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Edit details' }).click()
  await expect(page.locator('#edit-student-className')).toHaveValue('class7')
  await expect(page.locator('#edit-student-rollNumber')).toHaveValue('31')
})

test.describe('fee set-up: enrolments, late-fee waivers and the ledger summary', () => {
  test('each screen passes axe and fits a phone', async ({ page, login, axe }) => {
    await login({ role: 'admin' })
    await page.goto('/admin/fees?section=enrolments')
    await expect(page.getByRole('heading', { name: 'Enrolments 2026-27' })).toBeVisible()
    await expect(page.getByText('Vikato Sumi · STU000001')).toBeVisible()
    await page.getByLabel('Class', { exact: true }).selectOption('class9')
    await expect(page.getByText('Class 9 A · roll 27')).toBeVisible()
    await axe.expectNoSeriousViolations()
    await fitsAndShoot(page, 'setup-enrolments')

    await page.goto('/admin/fees?section=summary')
    const table = page.getByRole('table', { name: /Ledger by class/ })
    await expect(table.getByRole('rowheader', { name: 'Class 9' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'All classes' })).toBeVisible()
    await axe.expectNoSeriousViolations()
    await fitsAndShoot(page, 'setup-summary')

    await page.goto('/admin/fees?section=waivers')
    await expect(page.getByRole('heading', { name: 'Waive a late fee' })).toBeVisible()
    await axe.expectNoSeriousViolations()
    await fitsAndShoot(page, 'setup-waivers')
  })

  test('an admin waives part of a late fee with a reason', async ({ page, login, axe }) => {
    await login({ role: 'admin' })
    await page.goto('/admin/fees?section=waivers')
    await page.getByRole('combobox', { name: 'Student' }).fill('Kedusenuo')
    await page.getByRole('option', { name: /Kedusenuo Rio/ }).click()
    await expect(page.getByText(/Late fee ₹200\.00/)).toBeVisible()
    await page.getByRole('button', { name: 'Waive the Term 1 late fee' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Amount to waive').fill('500')
    await dialog.getByRole('button', { name: 'Waive late fee' }).click()
    await expect(dialog.getByText('At most the ₹200.00 late fee outstanding.')).toBeVisible()
    await expect(dialog.getByText('Please give a reason.')).toBeVisible()
    await dialog.getByLabel('Amount to waive').fill('50')
    await dialog.getByLabel('Reason').fill('Parent was in hospital in April')
    await axe.expectNoSeriousViolations()
    await dialog.getByRole('button', { name: 'Waive late fee' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(/waived ₹50\.00/)).toBeVisible()
    await expect(page.getByText(/outstanding ₹150\.00/)).toBeVisible()
  })
})

test.describe('fees on /dashboard', () => {
  test('the demo student sees their dues with a link to the fee portal', async ({ page, axe }) => {
    await signInAs(page, 'student')
    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'My fees' })
    await expect(card.getByTestId('dashboard-dues')).toHaveText(/^₹[1-9][\d,]*\.\d\d$/)
    await expect(card.getByText(/Term 1: ₹[\d,.]+ was due 25\/04\/2026/)).toBeVisible()
    await axe.expectNoSeriousViolations()
    await fitsAndShoot(page, 'dashboard-student')
    await card.getByRole('link', { name: 'Fee details' }).click()
    await expect(page).toHaveURL(/\/fee-portal\/student-dashboard$/)
  })

  test("the demo parent sees each child's dues and opens one child's fees", async ({ page, axe }) => {
    await signInAs(page, 'parent')
    await page.goto('/dashboard')
    const children = page.getByRole('region', { name: 'My children' })
    await expect(children.getByText(/₹[\d,.]+ due/)).toHaveCount(2)
    await axe.expectNoSeriousViolations()
    await fitsAndShoot(page, 'dashboard-parent')
    await children.getByRole('link', { name: 'Fees of Akum Sumi' }).click()
    await expect(page).toHaveURL(/\/fee-portal\/student-dashboard\?child=/)
  })

  test("a cashier sees today's collection, their own and the counter's", async ({ page, login, axe }) => {
    await login({ role: 'cashier' })
    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'Collected today' })
    await expect(card.getByTestId('collection-mine')).toHaveText('₹0.00')
    await expect(card.getByText(/\d+ receipts?/).first()).toBeVisible()
    await axe.expectNoSeriousViolations()
    await fitsAndShoot(page, 'dashboard-cashier')
    await card.getByRole('link', { name: 'By mode and cashier' }).click()
    await expect(page).toHaveURL(/\/fee-portal\/cashier-dashboard\?tab=today$/)
  })
})

test.describe('every fee screen at 390 px', () => {
  const fits = async (page: Page, what: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what} at 390 px`).toBeLessThanOrEqual(
      390,
    )

  // A few screens a test, each test with its own time: scans of long pages take seconds on two busy cores.
  // fees.spec.ts scans the report tabs and the other set-up sections at 1280 px; each one's fit is checked here.
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
  })

  test('the portal chooser and the logins fit a phone and pass axe', async ({ page, axe }) => {
    test.setTimeout(120_000)
    for (const path of ['/fee-portal', '/fee-portal/student-login', '/fee-portal/cashier-login']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await fits(page, path)
      await axe.expectNoSeriousViolations()
    }
  })

  test("the student's dashboard fits a phone and passes axe", async ({ page, axe }) => {
    await signInAs(page, 'student')
    await page.goto('/fee-portal/student-dashboard')
    await expect(page.getByRole('heading', { name: 'Dues by term' })).toBeVisible()
    await fits(page, 'student dashboard')
    await axe.expectNoSeriousViolations()
  })

  test('the cashier tabs fit a phone, and the counter passes axe', async ({ page, login, axe }) => {
    test.setTimeout(120_000)
    await login({ role: 'admin' })
    for (const tab of ['counter', 'today', 'receipts', 'defaulters', 'day-close'] as const) {
      await page.goto(`/fee-portal/cashier-dashboard?tab=${tab}`)
      await expect(page.locator('a[aria-current="page"]').first()).toBeVisible()
      // Nothing is still loading (the day close's live "Counted cash" total is a status too, and stays).
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
      await fits(page, `cashier dashboard ${tab}`)
      if (tab === 'counter') await axe.expectNoSeriousViolations()
    }
  })

  test('the set-up sections fit a phone, and those not scanned at 1280 px pass axe', async ({ page, login, axe }) => {
    test.setTimeout(150_000)
    await login({ role: 'admin' })
    for (const section of [
      'years',
      'heads',
      'terms',
      'structure',
      'enrolments',
      'concessions',
      'issue',
      'waivers',
      'summary',
    ] as const) {
      await page.goto(`/admin/fees?section=${section}`)
      await expect(page.getByRole('heading', { name: 'Fees Set-up' })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      await fits(page, `/admin/fees ${section}`)
      if (section === 'enrolments' || section === 'waivers' || section === 'summary')
        await axe.expectNoSeriousViolations()
    }
  })
})
