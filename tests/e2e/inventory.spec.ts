import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './auth-fixture'
import { demoAccounts } from '../../prisma/seed/demo-accounts'
import { shoot, signIn } from './portal-helpers'

// The inventory portal. An admin signs in at /inventory/login, adds an item, receives 10, issues 3 to a
// department, is refused an issue of 20, sees 7 on hand with the history, issues down to the reorder level and finds
// the item on the dashboard's low-stock list, then exports the CSV. Other roles are refused; every screen passes axe.
// INVENTORY_SCREENSHOTS=<dir> saves each screen at 1280 and 390 px.

const shotDir = process.env.INVENTORY_SCREENSHOTS

async function recordMovement(page: Page, kind: string, quantity: string, party?: string) {
  // The kinds are radio buttons drawn as a row of toggles (the inputs themselves are visually hidden): a person clicks
  // the toggle, once React owns the form (a choice made before would be reset by hydration).
  const radio = page.getByRole('radio', { name: kind })
  await expect
    .poll(() => radio.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true)
  await page.locator('label').filter({ has: radio }).click()
  await expect(radio).toBeChecked()
  await page.getByLabel(/^Quantity/).fill(quantity)
  // The department box offers the departments list as suggestions (a combobox), and takes any name.
  if (party) await page.getByRole('combobox', { name: 'Department', exact: true }).fill(party)
  await page.getByRole('button', { name: `Record ${kind.toLowerCase()}` }).click()
}

test('an admin adds an item, moves stock, meets the below-zero refusal, sees it on the low-stock list and exports the CSV', async ({
  page,
  createUser,
  axe,
}) => {
  test.setTimeout(180_000)
  const admin = await createUser({ role: 'admin', firstName: 'Stock', lastName: 'Keeper' })
  const name = `Conical flask ${randomUUID().slice(0, 6)}`

  await page.goto('/inventory/login')
  await expect(page.getByRole('heading', { name: 'Inventory Portal', level: 1 })).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'login', shotDir)
  await signIn(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/inventory\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Inventory dashboard' })).toBeVisible()
  await expect(page.getByText('Signed in as Stock Keeper')).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'dashboard', shotDir)

  // A signed-in admin visiting the login goes straight on.
  await page.goto('/inventory/login')
  await expect(page).toHaveURL(/\/inventory\/dashboard$/)

  await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Add item' }).click()
  await expect(page.getByRole('heading', { name: 'Add item', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByText('Name is required.')).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'add-item', shotDir)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByLabel('Category').selectOption('lab')
  await page.getByLabel('Location').fill('Chemistry lab')
  await page.getByLabel('Reorder level').fill('5')
  await page.getByLabel('Unit cost (₹)').fill('250')
  await page.getByRole('button', { name: 'Add item' }).click()

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/inventory\/item\//)
  const onHand = page.getByTestId('on-hand')
  await expect(onHand).toHaveText('0')

  await recordMovement(page, 'Receive', '10')
  await expect(onHand).toHaveText('10')
  await recordMovement(page, 'Issue', '3', 'Chemistry')
  await expect(onHand).toHaveText('7')

  await recordMovement(page, 'Issue', '20', 'Chemistry')
  await expect(
    page.getByText(
      'Not enough stock: only 7 pcs on hand, so this would take the quantity below zero. Nothing was recorded.',
    ),
  ).toBeVisible()
  await expect(onHand).toHaveText('7')

  const history = page.getByRole('table', { name: 'Movement history, newest first' })
  await expect(history.getByRole('row')).toHaveCount(3)
  await expect(history.getByRole('row').nth(1)).toContainText('Issue')
  await expect(history.getByRole('row').nth(1)).toContainText('Chemistry (department)')
  await expect(history.getByRole('row').nth(2)).toContainText('Receive')
  await axe.expectNoSeriousViolations()
  await shoot(page, 'item-detail', shotDir)

  await recordMovement(page, 'Issue', '2', 'Physics')
  await expect(onHand).toHaveText('5')
  await expect(page.getByText('Low stock', { exact: true })).toBeVisible()

  await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Dashboard' }).click()
  const lowStock = page.getByRole('list', { name: 'Items at or below their reorder level' })
  await expect(lowStock.getByRole('link', { name: new RegExp(name) })).toBeVisible()

  await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Items' }).click()
  await page.getByLabel('Search', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=Conical/)
  await expect(page.getByRole('table', { name: 'Inventory items' }).getByRole('link', { name })).toBeVisible()
  await expect(page.getByText('1 item', { exact: true })).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'list', shotDir)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path())!, 'utf8')
  // A header and one item, each line ending in CRLF (src/shared/csv.ts).
  expect(csv.split('\r\n')).toEqual([expect.any(String), expect.any(String), ''])
  expect(csv).toContain(`,${name},lab,`)
  expect(csv.trim().endsWith(',5')).toBe(true)

  await page.getByRole('link', { name }).click()
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'edit-item', shotDir)

  await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Movements' }).click()
  await expect(
    page
      .getByRole('table', { name: 'All movements, newest first' })
      .getByRole('link', { name: new RegExp(name) })
      .first(),
  ).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'movements', shotDir)

  await page
    .getByRole('navigation', { name: 'Inventory sections' })
    .getByRole('link', { name: 'Import/Export' })
    .click()
  await expect(page.getByRole('heading', { name: 'Import and export' })).toBeVisible()
  await page.getByLabel('CSV file').setInputFiles({
    name: 'items.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `name,category,unit,condition,on_hand\r\nE2E stapler ${randomUUID().slice(0, 6)},stationery,pcs,good,4\r\nBroken row,stationery,pcs,shattered,1\r\n`,
    ),
  })
  await page.getByRole('button', { name: 'Check file' }).click()
  await expect(page.getByRole('heading', { name: 'Check: 1 would be created, 1 rejected' })).toBeVisible()
  await expect(page.getByText(/Condition must be one of/)).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'import-export', shotDir)
  await page.getByRole('button', { name: 'Import 1 valid row' }).click()
  await expect(page.getByRole('heading', { name: 'Imported 1 items; 1 rows were skipped' })).toBeVisible()
})

test('the storekeeper adds a department, issues to it, filters and exports the movements, and records a stock-take', async ({
  page,
  login,
  axe,
}) => {
  test.setTimeout(180_000)
  await login({ role: 'storekeeper' })
  const tag = randomUUID().slice(0, 6).toUpperCase()
  const code = `E2E-${tag}`
  const department = `Geography ${tag}`
  const nav = page.getByRole('navigation', { name: 'Inventory sections' })

  await page.goto('/inventory/add-item')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Globe ${tag}`)
  await page.getByLabel(/^Code/).fill(code)
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByRole('heading', { name: `Globe ${tag}`, level: 1 })).toBeVisible()
  const itemUrl = page.url()
  await recordMovement(page, 'Receive', '10')
  await expect(page.getByTestId('on-hand')).toHaveText('10')

  await nav.getByRole('link', { name: 'Departments' }).click()
  await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible()
  await page.getByLabel('New department or person').fill(department)
  await page.getByRole('button', { name: 'Add department' }).click()
  await expect(page.getByRole('table', { name: 'Departments' }).getByText(department)).toBeVisible()
  await axe.expectNoSeriousViolations()

  await page.goto(itemUrl)
  await recordMovement(page, 'Issue', '3', department.toLowerCase())
  await expect(page.getByTestId('on-hand')).toHaveText('7')
  // Typed in another case, it is still the listed department: nothing is offered to be added.
  await expect(page.getByRole('button', { name: /to the departments$/ })).toHaveCount(0)

  await nav.getByRole('link', { name: 'Movements' }).click()
  // The item page has a "Department" field too: the movements list must be on screen first.
  await expect(page.getByRole('heading', { name: 'Movements', level: 1 })).toBeVisible()
  await page.getByLabel('Department').selectOption({ label: department })
  await expect(page).toHaveURL(/dept=/)
  const ledger = page.getByRole('table', { name: 'Movements matching the filters, newest first' })
  await expect(ledger.getByRole('row')).toHaveCount(2)
  await expect(ledger.getByRole('row').nth(1)).toContainText(`Issued to ${department}`)
  await axe.expectNoSeriousViolations()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csv = readFileSync((await (await downloading).path())!, 'utf8')
  const lines = csv.trim().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${code},Globe ${tag},Issue,-3`)

  await nav.getByRole('link', { name: 'Stock-take' }).click()
  await expect(page.getByRole('heading', { name: 'Stock-take', level: 1 })).toBeVisible()
  await page.getByLabel('CSV file').setInputFiles({
    name: 'count.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`code,counted\r\n${code},5\r\nNO-SUCH-${tag},2\r\n`),
  })
  await page.getByLabel('Reason').fill('Term-end count')
  await page.getByRole('button', { name: 'Check file' }).click()
  await expect(page.getByRole('heading', { name: 'Check: 1 counted, 1 to adjust, 1 refused' })).toBeVisible()
  const counted = page.getByRole('table', { name: 'Counted items: recorded, counted and the difference' })
  await expect(counted.getByRole('row').nth(1)).toContainText('7 pcs5 pcs−2')
  await expect(page.getByText(`No item has the code NO-SUCH-${tag}.`)).toBeVisible()
  await axe.expectNoSeriousViolations()
  await page.getByRole('button', { name: 'Record 1 difference' }).click()
  await expect(page.getByRole('heading', { name: 'Recorded: 1 adjusted, 1 rows refused' })).toBeVisible()

  await page.goto(itemUrl)
  await expect(page.getByTestId('on-hand')).toHaveText('5')
})

test('a teacher is refused at the inventory login and gets no session', async ({
  page,
  createUser,
  allowConsoleErrors,
}) => {
  // The refused sign-in answers 403, which the browser logs.
  allowConsoleErrors(/status of 403/)
  const teacher = await createUser({ role: 'teacher' })
  await page.goto('/inventory/login')
  await signIn(page, teacher.email, teacher.password)
  await expect(
    page.getByRole('alert').filter({
      hasText: 'This sign-in is for Administrator and Storekeeper accounts. Please use the main Login page.',
    }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/inventory\/login/)
  await page.goto('/inventory/dashboard')
  await expect(page).toHaveURL(/\/inventory\/login\?redirect=/)
})

test('inventory pages send a signed-out visitor to the inventory login and a signed-in teacher to the dashboard', async ({
  page,
  login,
}) => {
  await page.goto('/inventory/list?category=lab')
  await expect(page).toHaveURL(/\/inventory\/login\?redirect=%2Finventory%2Flist/)
  await login({ role: 'teacher' })
  await page.goto('/inventory/list')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(
    page.getByText('Access denied. This area requires Administrator or Storekeeper permissions.'),
  ).toBeVisible()
})

test('InventoryLayout folds its sidebar into a menu on a phone @phone', async ({ page, login, axe }) => {
  await login({ role: 'admin' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/inventory/dashboard')
  await expect(page.getByRole('heading', { name: 'Latest movements' })).toBeVisible()
  // Wide tables scroll inside their panels; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const nav = page.getByRole('navigation', { name: 'Inventory sections' })
  await expect(nav).toBeHidden()
  const menu = page.getByRole('button', { name: /^Inventory menu/ })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await menu.click()
  await expect(nav).toBeVisible()
  await axe.expectNoSeriousViolations()
  await nav.getByRole('link', { name: 'Items' }).click()
  await expect(page).toHaveURL(/\/inventory\/list/)
  await expect(nav).toBeHidden()
  await axe.expectNoSeriousViolations()
})

test('the demo storekeeper signs in at the inventory login, runs the stock and is kept out of fees and admin', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000)
  const storekeeper = demoAccounts.find((account) => account.role === 'storekeeper')!
  await page.goto('/inventory/login')
  await signIn(page, storekeeper.uniqueId, storekeeper.password)
  await expect(page).toHaveURL(/\/inventory\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Inventory dashboard' })).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'storekeeper-dashboard', shotDir)
  await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Movements' }).click()
  await expect(page.getByRole('heading', { name: 'Movements', level: 1 })).toBeVisible()
  // Issues and returns say who: "Issued to", "Returned by", never "To/from".
  await expect(page.getByText('To/from')).toHaveCount(0)
  await shoot(page, 'storekeeper-movements', shotDir)
  for (const path of ['/fee-portal/cashier-dashboard', '/admin/fees', '/admin/user-management', '/manage']) {
    await page.goto(path)
    // Signed in with a role the area is not for: the dashboard, with the access-denied toast.
    await expect(page).toHaveURL(/\/dashboard$/)
  }
})
