import { readPdf } from '../support/pdf'
import { demoAccounts } from '../../prisma/seed/demo-accounts'
import { expect, test } from './auth-fixture'
import { shoot, signIn } from './portal-helpers'

// The fee portal. A cashier finds the demo student by typing, collects a part payment in cash, prints,
// downloads and voids the receipt; the demo parent switches between two children and finds that receipt; the
// portal logins admit only their roles; every fee screen passes axe.

const demo = (role: 'student' | 'parent' | 'cashier') => demoAccounts.find((account) => account.role === role)!
const shotDir = process.env.FEE_SCREENSHOTS

test.describe.serial('the counter and the family view', () => {
  let receiptNumber = ''

  test('a cashier finds the demo student by typing, collects part in cash, downloads the PDF and voids the receipt', async ({
    page,
    login,
    axe,
  }, testInfo) => {
    await login({ role: 'cashier' })
    await page.goto('/fee-portal/cashier-dashboard')
    const search = page.getByRole('combobox', { name: 'Find a student' })
    await expect(search).toBeFocused()

    await page.keyboard.type('vikat')
    const option = page.getByRole('option', { name: /Vikato Sumi/ })
    await expect(option).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { name: 'Vikato Sumi', level: 2 })).toBeVisible()
    const amount = page.getByLabel('Amount', { exact: true })
    await expect(amount).toBeFocused()
    await axe.expectNoSeriousViolations()
    await shoot(page, 'counter', shotDir)

    // Too much is refused inline before anything is sent.
    await amount.fill('99,99,999')
    await page.getByRole('button', { name: /^Collect / }).click()
    await expect(page.getByText(/is more than the .* due for Vikato Sumi/)).toBeVisible()

    // Reference is required unless cash.
    await amount.fill('500')
    await page.getByLabel('Mode').selectOption('upi')
    await page.getByRole('button', { name: 'Collect ₹500.00' }).click()
    await expect(page.getByText(/it is required for upi payments/)).toBeVisible()
    await page.getByLabel('Mode').selectOption('cash')
    await page.getByRole('button', { name: 'Collect ₹500.00' }).click()

    const heading = page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    receiptNumber = /(\d{4}-\d{2}\/\d{6})/.exec((await heading.textContent()) ?? '')![1]!
    await expect(page.getByTestId('receipt-number')).toHaveText(`No. ${receiptNumber}`)
    await expect(page.getByText('Amount in words: Rupees Five Hundred Only')).toBeVisible()
    await axe.expectNoSeriousViolations()
    await shoot(page, 'receipt', shotDir)

    // Print: the sheet alone, on the top half of one A4 page.
    await page.emulateMedia({ media: 'print' })
    if (shotDir) await page.screenshot({ path: `${shotDir}/print.png`, fullPage: true })
    const printed = testInfo.outputPath('printed.pdf')
    await page.pdf({ path: printed, preferCSSPageSize: true, printBackground: true })
    await page.emulateMedia({ media: 'screen' })
    const printedPdf = await readPdf(printed)
    expect(printedPdf.pages).toBe(1)
    const printedText = printedPdf.text
    expect(printedText).toContain(`No. ${receiptNumber}`)
    expect(printedText).not.toContain('Collect payment')
    expect(printedText).not.toContain('Find a student')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ])
    const file = testInfo.outputPath('receipt.pdf')
    await download.saveAs(file)
    const { text } = await readPdf(file)
    expect(text).toContain(`No. ${receiptNumber}`)
    expect(text).toContain('₹500.00')
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees Five Hundred Only')

    await page.getByRole('button', { name: 'Void' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('button', { name: 'Void receipt' }).click()
    await expect(dialog.getByText('Please give a reason for voiding this receipt.')).toBeVisible()
    await dialog.getByLabel('Reason for voiding').fill('Entered twice by mistake')
    await dialog.getByRole('button', { name: 'Void receipt' }).click()
    await expect(page.getByText(`Receipt ${receiptNumber} is void`)).toBeVisible()
    await expect(page.getByRole('note').filter({ hasText: 'VOID: Entered twice by mistake' })).toBeVisible()
    await expect(heading).toContainText('VOID')
    await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0)
  })

  test('the demo parent signs in, switches between two children and finds the receipt in the history', async ({
    page,
    axe,
  }) => {
    expect(receiptNumber).not.toBe('')
    await page.goto('/fee-portal/student-login')
    await axe.expectNoSeriousViolations()
    await signIn(page, demo('parent').email, demo('parent').password)
    await expect(page).toHaveURL(/\/fee-portal\/student-dashboard/)

    const switcher = page.getByRole('navigation', { name: 'Choose a child' })
    await expect(switcher.getByRole('link')).toHaveCount(2)
    await switcher.getByRole('link', { name: /Akum Sumi/ }).click()
    await expect(page).toHaveURL(/child=/)
    await expect(switcher.getByRole('link', { name: /Akum Sumi/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText(/Akum Sumi · /)).toBeVisible()
    await axe.expectNoSeriousViolations()

    await switcher.getByRole('link', { name: /Vikato Sumi/ }).click()
    await expect(page.getByText(/Vikato Sumi · /)).toBeVisible()
    const history = page.getByRole('region', { name: 'Payment history' })
    const row = history.getByRole('listitem').filter({ hasText: receiptNumber })
    await expect(row).toBeVisible()
    await expect(row.getByText('VOID', { exact: true })).toBeVisible()
    await expect(row.getByRole('link', { name: new RegExp(`PDF of receipt ${receiptNumber}`) })).toHaveAttribute(
      'href',
      /\/api\/fees\/receipts\/.+\/pdf$/,
    )
    await shoot(page, 'family', shotDir)

    // The URL keeps the child: a reload shows the same one.
    await switcher.getByRole('link', { name: /Akum Sumi/ }).click()
    await page.reload()
    await expect(
      page.getByRole('navigation', { name: 'Choose a child' }).getByRole('link', { name: /Akum Sumi/ }),
    ).toHaveAttribute('aria-current', 'page')
  })
})

test('one family receipt for two siblings, with an allocation changed by hand', async ({ page, login }) => {
  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill('Vikato')
  await page.getByRole('option', { name: /Vikato Sumi/ }).click()
  const family = page.getByRole('group', { name: 'Pay for (one family receipt)' })
  await family.getByRole('checkbox', { name: /Akum Sumi/ }).check()

  await page.getByLabel('Amount for Vikato Sumi').fill('1,000')
  await page.getByRole('button', { name: 'Edit allocation for Akum Sumi' }).click()
  const allocation = page.getByRole('group', { name: 'Allocation for Akum Sumi' })
  const lines = allocation.getByRole('textbox')
  const count = await lines.count()
  for (let index = 0; index < count; index++) await lines.nth(index).fill(index === count - 1 ? '250' : '')
  await expect(page.getByLabel('Amount for Akum Sumi')).toHaveValue('250.00')
  await page.getByRole('button', { name: 'Collect ₹1,250.00' }).click()

  await expect(page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })).toBeVisible()
  const sheet = page.getByRole('article', { name: /^Receipt / })
  await expect(sheet.getByText('Students', { exact: true })).toBeVisible()
  const payers = sheet.getByRole('definition').first()
  await expect(payers).toContainText('Vikato Sumi (STU000001, Class 9 A)')
  await expect(payers).toContainText('Akum Sumi (')
  await expect(sheet.getByTestId('receipt-total')).toHaveText('₹1,250.00')
  await expect(sheet.getByText('Amount in words: Rupees One Thousand Two Hundred Fifty Only')).toBeVisible()
})

test("a cashier opening another cashier's receipt sees no Void button but who can void it", async ({ page, login }) => {
  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard?tab=receipts')
  // The list loads in the browser: once it shows, the page is hydrated and the date fields answer typing.
  await expect(
    page
      .getByText(/^\d+ receipts?, /)
      .or(page.getByText('No receipts in this date range.'))
      .first(),
  ).toBeVisible()
  // Days before the seed's first receipt: the empty state alone, no "0 receipts" line above it.
  await page.getByLabel('From').fill('01/04/2026')
  await page.getByLabel('To', { exact: true }).fill('02/04/2026')
  await expect(page.getByText('No receipts in this date range.')).toBeVisible()
  await expect(page.getByText(/^\d+ receipts?, /)).toHaveCount(0)
  // The seed's first receipt, taken by the demo cashier on 18 April 2026 (this test signs in as a new cashier).
  await page.getByLabel('From').fill('18/04/2026')
  await page.getByLabel('To', { exact: true }).fill('18/04/2026')
  await page.getByRole('button', { name: '2026-27/000001' }).filter({ visible: true }).first().click()
  await expect(page.getByText('A cashier can void only their own receipts. Ask an administrator.')).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Download PDF' }).or(page.getByRole('link', { name: 'Download PDF' })),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0)
})

test.describe('fee portal access', () => {
  test('a student cannot open the cashier dashboard', async ({ page, login }) => {
    await login({ role: 'student' })
    await page.goto('/fee-portal/cashier-dashboard')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByText('Access denied. This area requires Cashier or Administrator permissions.'),
    ).toBeVisible()
  })

  test('signed-out visitors to a dashboard go to that portal login, and come back after signing in', async ({
    page,
    createUser,
  }) => {
    await page.goto('/fee-portal/cashier-dashboard')
    await expect(page).toHaveURL(/\/fee-portal\/cashier-login\?redirect=/)
    const cashier = await createUser({ role: 'cashier' })
    await signIn(page, cashier.email, cashier.password)
    await expect(page).toHaveURL(/\/fee-portal\/cashier-dashboard$/)
    await expect(page.getByRole('heading', { name: 'Fee Counter' })).toBeVisible()

    await page.goto('/fee-portal/cashier-login')
    await expect(page).toHaveURL(/\/fee-portal\/cashier-dashboard$/)
  })

  test('a portal login refuses another role with a clear message and no session', async ({
    page,
    createUser,
    axe,
    allowConsoleErrors,
  }) => {
    // The refused sign-in answers 403, which the browser logs.
    allowConsoleErrors(/status of 403/)
    const teacher = await createUser({ role: 'teacher' })
    await page.goto('/fee-portal/cashier-login')
    await axe.expectNoSeriousViolations()
    await signIn(page, teacher.email, teacher.password)
    await expect(
      page.getByRole('alert').filter({ hasText: 'This sign-in is for Cashier and Administrator accounts.' }),
    ).toBeVisible()
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirect=/)

    await page.goto('/fee-portal/student-login')
    await signIn(page, demo('student').email, demo('student').password)
    await expect(page).toHaveURL(/\/fee-portal\/student-dashboard$/)
    await expect(page.getByRole('heading', { name: 'Your fees' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dues by term' })).toBeVisible()
  })

  // One screen a test: a scan of a long page takes seconds on two busy cores, and each screen gets its own time.
  test('the portal chooser passes axe', async ({ page, axe }) => {
    await page.goto('/fee-portal')
    await axe.expectNoSeriousViolations()
  })

  for (const tab of ['today', 'receipts', 'defaulters', 'day-close'] as const) {
    test(`the cashier dashboard's ${tab} tab passes axe`, async ({ page, login, axe }) => {
      await login({ role: 'admin' })
      await page.goto(`/fee-portal/cashier-dashboard?tab=${tab}`)
      await expect(page.locator('a[aria-current="page"]').first()).toBeVisible()
      // Nothing is still loading (the day close's live "Counted cash" total is a status too, and stays).
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
      await axe.expectNoSeriousViolations()
    })
  }

  for (const section of ['years', 'heads', 'terms', 'structure', 'concessions', 'issue'] as const) {
    test(`the fee set-up's ${section} section passes axe`, async ({ page, login, axe }) => {
      await login({ role: 'admin' })
      await page.goto(`/admin/fees?section=${section}`)
      await expect(page.getByRole('heading', { name: 'Fees Set-up' })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      await axe.expectNoSeriousViolations()
      if (section === 'structure') await shoot(page, 'setup-structure', shotDir)
    })
  }
})

test.describe('fee screens on a phone', () => {
  test('the counter and the reports fit 390 px without sideways scrolling @phone', async ({ page, login, axe }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login({ role: 'cashier' })
    await page.goto('/fee-portal/cashier-dashboard')
    // The counter focuses its search box once hydrated.
    const search = page.getByRole('combobox', { name: 'Find a student' })
    await expect(search).toBeFocused()
    await search.fill('STU000001')
    await page.getByRole('option', { name: /Vikato Sumi/ }).click()
    await expect(page.getByRole('heading', { name: 'Collect payment' })).toBeVisible()
    await expect(page.getByText('Term total due').first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await axe.expectNoSeriousViolations()

    await page.goto('/fee-portal/cashier-dashboard?tab=receipts')
    await expect(page.getByRole('heading', { name: 'Receipts' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
