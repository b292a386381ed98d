import { randomUUID } from 'node:crypto'
import { devSessionCookieName } from '~/server/auth/cookie'
import { createSession } from '~/server/auth/session'
import { dateKeyOf } from '~/shared/dates'
import { fineAsOf } from '~/shared/fees-ledger'
import { formatPaise } from '~/shared/money'
import { expect, test } from './auth-fixture'

// "Includes late fees" is what is still owed of the late fees, the same on every screen: after a payment that
// clears a term's fees and half its late fee, the counter, the fee portal and the dashboard all show the other half.

test('the counter, the fee portal and the dashboard show the same late fee still owed', async ({
  page,
  context,
  baseURL,
  login,
  createUser,
  db,
  now,
}) => {
  test.setTimeout(120_000)
  const today = dateKeyOf(now)
  const terms = await db.feeTerm.findMany({ where: { year: { isCurrent: true } }, orderBy: { dueDate: 'asc' } })
  const fineOf = (term: (typeof terms)[number]) =>
    fineAsOf(
      {
        graceDays: term.graceDays,
        fineKind: term.fineKind,
        fineAmountPaise: Number(term.fineAmountPaise),
        fineCapPaise: term.fineCapPaise === null ? null : Number(term.fineCapPaise),
      },
      term.dueDate,
      today,
    )
  const term = terms.find((t) => t.fineKind === 'flat' && fineOf(t) >= 2_00)
  test.skip(!term, `No term of the current year has a flat late fee running on ${today}`)
  const fine = fineOf(term!)
  const owed = Math.floor(fine / 200) * 100
  const head = await db.feeHead.findFirstOrThrow({ where: { archived: false } })
  const lastName = `Latefee${randomUUID().slice(0, 6)}`
  const student = await createUser({ role: 'student', firstName: 'Hokato', lastName })
  await db.student.create({ data: { userId: student.id, firstName: 'Hokato', lastName } })
  await db.feeCharge.create({
    data: { studentId: student.id, termId: term!.id, headId: head.id, className: 'class9', amountPaise: 1_000_00 },
  })

  // At the counter: the whole late fee before the payment, half of it after.
  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill(lastName)
  await page.getByRole('option', { name: new RegExp(lastName) }).click()
  await expect(page.getByText(`incl. late fees ${formatPaise(fine)}`)).toBeVisible()
  const paid = 1_000_00 + (fine - owed)
  await page.getByLabel('Amount', { exact: true }).fill(String(paid / 100))
  await page.getByRole('button', { name: `Collect ${formatPaise(paid)}` }).click()
  await expect(page.getByRole('heading', { name: /^Receipt \d{4}-\d{2}\/\d{6}/ })).toBeVisible()
  await page.goto(`/fee-portal/cashier-dashboard?student=${student.id}`)
  await expect(page.getByRole('heading', { name: `Hokato ${lastName}`, level: 2 })).toBeVisible()
  await expect(page.getByText(`incl. late fees ${formatPaise(owed)}`)).toBeVisible()

  // The student's own fee portal and dashboard.
  const { token } = await createSession(student.id, { db, now })
  await context.clearCookies()
  await context.addCookies([
    { name: devSessionCookieName, value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
  ])
  await page.goto('/fee-portal/student-dashboard')
  await expect(page.getByText(`Includes late fees so far: ${formatPaise(owed)}`)).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByText('Late fees included').locator('..')).toContainText(formatPaise(owed))
})
