import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { parseCsv } from '../../src/shared/csv'
import { expect, test } from './auth-fixture'
import { shoot } from './portal-helpers'
import { readPdf } from '../support/pdf'

// Server-built CSV exports: the receipts and defaulters of the cashier
// dashboard, the class list (with its print view) and the users list download as files built by POST routes;
// unknown inventory ids answer the 404 page.

const shotDir = process.env.EXPORT_SCREENSHOTS

async function csvOf(download: Download, path: string): Promise<string[][]> {
  await download.saveAs(path)
  return parseCsv(readFileSync(path, 'utf8'))
}

async function downloadBy(page: Page, name: string | RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()])
  return download
}

test(
  'a cashier downloads the receipts and the defaulters as CSV built on the server',
  { tag: '@dates' },
  async ({ page, login }, testInfo) => {
    await login({ role: 'cashier' })
    await page.goto('/fee-portal/cashier-dashboard?tab=receipts')
    // The list loads in the browser: once it shows, the page is hydrated and the date fields answer typing.
    const count = page.getByText(/^\d+ receipts?, /)
    await expect(count.or(page.getByText('No receipts in this date range.')).first()).toBeVisible()
    // The seeded receipts (18 April to 12 June 2026), whatever today is.
    await page.getByLabel('From').fill('01/04/2026')
    await page.getByLabel('To', { exact: true }).fill('30/06/2026')
    await expect(page.locator('caption').filter({ hasText: 'Receipts from' })).toHaveText(
      'Receipts from 01/04/2026 to 30/06/2026',
    )
    // The previous range's list stays on screen, marked busy, until the new one arrives.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(count).toBeVisible()
    const shown = Number(/^(\d+)/.exec((await count.textContent()) ?? '')![1])
    expect(shown).toBeGreaterThan(0)

    const receipts = await downloadBy(page, 'Export CSV')
    expect(receipts.suggestedFilename()).toBe('receipts-2026-04-01-to-2026-06-30.csv')
    const [header, ...rows] = await csvOf(receipts, testInfo.outputPath('receipts.csv'))
    expect(header).toEqual([
      'Receipt',
      'Date',
      'Students',
      'Mode',
      'Reference',
      'Amount (INR)',
      'Cashier',
      'Status',
      'Void reason',
    ])
    expect(rows).toHaveLength(shown)
    expect(rows.every((row) => /^2026-27\/\d{6}$/.test(row[0]!) && /^\d{2}\/0[4-6]\/2026$/.test(row[1]!))).toBe(true)
    expect(rows.some((row) => row[7] === 'VOID')).toBe(true)
    // The page stays where it was.
    await expect(page).toHaveURL(/tab=receipts/)

    await page.goto('/fee-portal/cashier-dashboard?tab=defaulters')
    const defaultersButton = page.getByRole('button', { name: 'Export CSV' })
    await expect(defaultersButton).toBeEnabled()
    const defaulters = await downloadBy(page, 'Export CSV')
    expect(defaulters.suggestedFilename()).toMatch(/^defaulters-2026-27-Term-\d\.csv$/)
    const [defaultersHeader, ...owing] = await csvOf(defaulters, testInfo.outputPath('defaulters.csv'))
    expect(defaultersHeader!.slice(0, 4)).toEqual(['Class', 'Section', 'Roll', 'Student'])
    expect(owing.length).toBeGreaterThan(0)
    await expect(page.getByText(owing[0]![3]!).first()).toBeVisible()
  },
)

test('unknown or malformed inventory ids answer the 404 page with status 404', async ({
  page,
  login,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/)
  await login({ role: 'admin' })
  for (const path of [
    '/inventory/item/00000000-0000-4000-8000-000000000000',
    '/inventory/edit/00000000-0000-4000-8000-000000000000',
    '/inventory/item/no%20such%20item',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  }
})

test('an admin opens a class list from User Management, prints it on its own and exports it and the users as CSV', async ({
  page,
  login,
  axe,
}, testInfo) => {
  test.setTimeout(120_000)
  await login({ role: 'admin' })
  await page.goto('/admin/user-management')
  await page.getByRole('link', { name: 'Class lists' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Class Lists' })).toBeVisible()
  await page.getByLabel('Class', { exact: true }).selectOption('class9')
  await expect(page).toHaveURL(/class=class9/)
  const sheet = page.getByRole('heading', { name: 'Class list: Class 9' })
  await expect(sheet).toBeVisible()
  const table = page.getByRole('table')
  const vikato = table.getByRole('row').filter({ hasText: 'Vikato Sumi' })
  await expect(vikato).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'class-list', shotDir)

  // Print: the list alone, without the site's header, the filters or the buttons.
  await page.emulateMedia({ media: 'print' })
  if (shotDir) await page.screenshot({ path: `${shotDir}/class-list-print.png`, fullPage: true })
  const printed = testInfo.outputPath('class-list.pdf')
  await page.pdf({ path: printed, format: 'A4', printBackground: true })
  await page.emulateMedia({ media: 'screen' })
  const { text: printedText } = await readPdf(printed)
  expect(printedText).toContain('Class list: Class 9')
  expect(printedText).toContain('Vikato Sumi')
  expect(printedText).not.toContain('Export CSV')
  expect(printedText).not.toContain('User Management')

  const list = await downloadBy(page, 'Export CSV')
  expect(list.suggestedFilename()).toBe('class-list-class9.csv')
  const [listHeader, ...students] = await csvOf(list, testInfo.outputPath('class-list.csv'))
  expect(listHeader).toEqual(['Class', 'Section', 'Roll', 'Student', 'School ID', 'Guardians', 'Phones', 'E-mails'])
  expect(students.map((row) => row[3])).toContain('Vikato Sumi')
  expect(students).toHaveLength(await table.locator('tbody tr').count())

  await page.goto('/admin/user-management?role=student')
  const users = await downloadBy(page, 'Export users CSV')
  expect(users.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/)
  const [usersHeader, ...accounts] = await csvOf(users, testInfo.outputPath('users.csv'))
  expect(usersHeader!.slice(0, 3)).toEqual(['Name', 'Role', 'E-mail'])
  expect(accounts.length).toBeGreaterThan(0)
  expect(accounts.every((row) => row[1] === 'Student')).toBe(true)
  expect(accounts.find((row) => row[0] === 'Vikato Sumi')?.[6]).toBe('Class 9')
})

test('the class list fits a phone @phone', async ({ page, login, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login({ role: 'admin' })
  await page.goto('/admin/class-lists?class=class9')
  await expect(page.getByRole('heading', { name: 'Class list: Class 9' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await axe.expectNoSeriousViolations()
})
