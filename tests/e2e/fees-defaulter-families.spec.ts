import { randomUUID } from 'node:crypto'
import { dateKeyOf } from '~/shared/dates'
import { fineAsOf } from '~/shared/fees-ledger'
import { formatPaise } from '~/shared/money'
import { expect, test } from './auth-fixture'

// The defaulters report by family: two children linked to one guardian owe on a past-due term; the "By family"
// tab shows the family once, with both children under it and one total (their fees and late fees), first in the
// list (the largest), with the CSV export; axe on the desktop and at 390 px.

test('@mobile the defaulters report lists a family once with one total across the past-due terms', async ({
  page,
  login,
  createUser,
  db,
  now,
  axe,
}) => {
  test.setTimeout(120_000)
  const today = dateKeyOf(now)
  const term = await db.feeTerm.findFirst({
    where: { year: { isCurrent: true }, dueDate: { lt: today } },
    orderBy: { dueDate: 'asc' },
  })
  test.skip(!term, `No term of the current year is past due on ${today}`)
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
  const head = await db.feeHead.findFirstOrThrow({ where: { archived: false } })
  const suffix = randomUUID().slice(0, 6)
  const lastName = `Family${suffix}`
  const guardian = await createUser({ role: 'parent', firstName: 'Imna', lastName })
  // Large dues, so this family is the first on the list whatever else the demo school owes.
  const owed = [9_00_000_00, 8_00_000_00]
  const children = []
  for (const [i, firstName] of ['Alemla', 'Temjen'].entries()) {
    const student = await createUser({ role: 'student', firstName, lastName })
    await db.student.create({ data: { userId: student.id, firstName, lastName } })
    await db.guardian.create({
      data: { parentId: guardian.id, studentId: student.id, relation: 'mother', slot: 1, createdAt: now },
    })
    await db.feeCharge.create({
      data: { studentId: student.id, termId: term!.id, headId: head.id, className: 'class7', amountPaise: owed[i]! },
    })
    children.push({ name: `${firstName} ${lastName}`, owes: owed[i]! + fine })
  }
  const total = children.reduce((sum, child) => sum + child.owes, 0)

  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard?tab=defaulters')
  // The tabs answer once the page is hydrated: click until the tab is the shown one.
  const familyTab = page.getByRole('tab', { name: 'By family, all terms' })
  await expect(async () => {
    await familyTab.click()
    await expect(familyTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 })
  }).toPass()
  await expect(page.getByRole('heading', { name: 'Defaulters by family' })).toBeVisible()
  const table = page.getByRole('table', { name: /Defaulters by family/ })
  const first = table.locator('tbody tr').first()
  await expect(first.getByRole('rowheader')).toContainText(`Imna ${lastName}`)
  for (const child of children) await expect(first).toContainText(`${child.name}, Class 7: ${formatPaise(child.owes)}`)
  await expect(first.locator('td').last()).toHaveText(formatPaise(total))
  await expect(first.locator('td').nth(1)).toHaveText(formatPaise(2 * fine))
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  await expect(
    page.getByRole('navigation', { name: 'Family pages' }).or(page.getByText(/famil(y|ies) \(/)),
  ).toBeVisible()
  await axe.expectNoSeriousViolations()

  // The CSV: one row per child, each with the family's total.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await (await download).path()
  const text = (await import('node:fs')).readFileSync(file, 'utf8')
  for (const child of children) expect(text).toContain(child.name)
  expect(text).toContain((total / 100).toFixed(2))

  // The page itself never scrolls sideways (the table scrolls inside its own box).
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await page.screenshot({ path: `test-results/fees-defaulter-families-${width}.png`, fullPage: true })
})
