import { expect, test } from './auth-fixture'
import { shoot } from './portal-helpers'

// The counter tells siblings (linked to the same guardian) from students whose records only carry the same parent
// phone: the latter are listed apart, can be opened, and are never offered on the family receipt.

const shotDir = process.env.FEE_SCREENSHOTS

test('a student who only shares the parent phone is shown apart and cannot join the family receipt', async ({
  page,
  login,
  createUser,
  db,
  axe,
}) => {
  test.setTimeout(120_000)
  const vikato = await db.student.findFirstOrThrow({ where: { firstName: 'Vikato', lastName: 'Sumi' } })
  const lookAlike = await createUser({ role: 'student', firstName: 'Temsu', lastName: 'Longkumer' })
  await db.student.create({
    data: {
      userId: lookAlike.id,
      firstName: 'Temsu',
      lastName: 'Longkumer',
      parentPhone: vikato.parentPhone,
      parentName: 'Imti Longkumer',
    },
  })

  await login({ role: 'cashier' })
  await page.goto('/fee-portal/cashier-dashboard')
  await page.getByRole('combobox', { name: 'Find a student' }).fill('Vikato')
  await page.getByRole('option', { name: /Vikato Sumi/ }).click()
  await expect(page.getByRole('heading', { name: 'Vikato Sumi', level: 2 })).toBeVisible()

  const apart = page.getByRole('heading', { name: 'Same parent phone or e-mail, not linked as family' })
  await expect(apart).toBeVisible()
  await expect(page.getByText('They share no guardian, so each pays on a receipt of their own.')).toBeVisible()
  const family = page.getByRole('group', { name: 'Pay for (one family receipt)' })
  await expect(family.getByRole('checkbox', { name: /Akum Sumi/ })).toBeVisible()
  await expect(family.getByText(/Temsu/)).toHaveCount(0)
  await axe.expectNoSeriousViolations()
  await shoot(page, 'counter-same-phone', shotDir)

  await page.getByRole('button', { name: /Temsu Longkumer/ }).click()
  await expect(page.getByRole('heading', { name: 'Temsu Longkumer', level: 2 })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`student=${lookAlike.id}`))
})
