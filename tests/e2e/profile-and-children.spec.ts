// In the browser: a parent's dashboard card opens the child's page (profile, fees, notices) and
// another family's child is the 404 page; Edit Profile saves one's own phone, address and photo (with progress and
// a preview) and the header shows the photo. SHOTS_DIR=<folder> also saves screenshots at 1280 and 390 px.
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { indianMobileMessage } from '~/shared/phone'
import { generateSchoolId } from '~/shared/school-id'
import { shoot } from './portal-helpers'
import { expect, test } from './auth-fixture'

async function settle(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

test("@mobile a parent opens their child's page from the dashboard, and never another family's", async ({
  page,
  db,
  login,
  axe,
  allowConsoleErrors,
}) => {
  // The other family's child answers the 404 page, which the browser reports as a failed resource.
  allowConsoleErrors(/status of 404/)
  const parent = await login({ role: 'parent' })
  const tag = randomUUID().slice(0, 6)
  const makeChild = (firstName: string) =>
    db.user.create({
      data: {
        email: null,
        firstName,
        lastName: `Family-${tag}`,
        role: 'student',
        uniqueId: generateSchoolId('student'),
        passwordHash: 'x',
        student: {
          create: {
            firstName,
            lastName: `Family-${tag}`,
            address: 'Duncan Basti, Dimapur',
            dateOfBirth: '2015-04-02',
            gender: 'female',
          },
        },
      },
      select: { id: true },
    })
  const child = await makeChild('Asen')
  const stranger = await makeChild('Lipok')
  const otherParent = await db.user.create({
    data: {
      email: `other-${tag}@example.test`,
      firstName: 'Other',
      lastName: 'Parent',
      role: 'parent',
      passwordHash: 'x',
    },
    select: { id: true },
  })
  const linkedAt = new Date()
  await db.guardian.createMany({
    data: [
      { parentId: parent.id, studentId: child.id, relation: 'mother', slot: 1, createdAt: linkedAt },
      { parentId: otherParent.id, studentId: stranger.id, relation: 'father', slot: 1, createdAt: linkedAt },
    ],
  })
  try {
    await settle(page, '/dashboard')
    await page.getByRole('link', { name: `Asen Family-${tag}`, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/children/${child.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Asen Family-${tag}` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Profile' }).getByText('Duncan Basti, Dimapur')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Profile' }).getByText(`${parent.firstName} ${parent.lastName} (Mother)`),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Fees' })).toBeVisible()
    await expect(page.getByRole('link', { name: `Fee details of Asen Family-${tag}` })).toHaveAttribute(
      'href',
      new RegExp(`child=${child.id}`),
    )
    await expect(page.getByRole('heading', { name: 'Notices' })).toBeVisible()
    await axe.expectNoSeriousViolations()
    await shoot(page, 'child-page', process.env.SHOTS_DIR)

    // Another family's child: the site's 404 page, with nothing of the child on it.
    const response = await page.goto(`/dashboard/children/${stranger.id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByText(`Lipok Family-${tag}`)).toHaveCount(0)
  } finally {
    await db.user.deleteMany({ where: { id: { in: [child.id, stranger.id, otherParent.id] } } })
  }
})

test("@mobile Edit Profile saves one's own phone, address and photo", async ({ page, login, axe, db }) => {
  const parent = await login({ role: 'parent' })
  await settle(page, '/profile')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit profile' })
  await expect(dialog.getByRole('heading', { name: 'Edit profile' })).toBeVisible()

  // A bad phone number is refused with the message, nothing saved.
  await dialog.getByLabel(/^Phone/).fill('12345')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(dialog.getByText(indianMobileMessage)).toBeVisible()

  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 23, g: 50, b: 92 } } })
    .png()
    .toBuffer()
  await dialog.getByLabel(/^Photo/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo })
  await expect(dialog.getByRole('img', { name: 'Your photo' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeVisible()
  await dialog.getByLabel(/^Phone/).fill('+91 98620 12345')
  await dialog.getByLabel(/^Address/).fill('Duncan Basti, Dimapur')
  await axe.expectNoSeriousViolations()
  await shoot(page, 'edit-profile-dialog', process.env.SHOTS_DIR)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await expect(page.getByRole('link', { name: '+91 98620 12345' })).toBeVisible()
  await expect(page.getByText('Duncan Basti, Dimapur')).toBeVisible()
  const stored = await db.user.findUniqueOrThrow({
    where: { id: parent.id },
    select: { phone: true, address: true, avatarUrl: true },
  })
  expect(stored).toMatchObject({ phone: '+919862012345', address: 'Duncan Basti, Dimapur' })
  expect(stored.avatarUrl).toMatch(/^\/files\/website-images\/avatars\//)
  // The new photo is the profile's avatar (and the header's, on a wide screen).
  await expect(page.locator(`main img[src="${stored.avatarUrl}"]`)).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'profile-edited', process.env.SHOTS_DIR)
})

test("an admin edits a parent's phone and address with Edit Profile's checks", async ({ page, db, login, axe }) => {
  const tag = randomUUID().slice(0, 6)
  const parent = await db.user.create({
    data: {
      email: `contact-${tag}@example.test`,
      firstName: 'Kevi',
      lastName: `Contact-${tag}`,
      role: 'parent',
      passwordHash: 'x',
    },
    select: { id: true },
  })
  try {
    await login({ role: 'admin' })
    await settle(page, `/admin/user-management?q=Contact-${tag}`)
    await page.getByRole('button', { name: `Actions for Kevi Contact-${tag}` }).click()
    await page.getByRole('menuitem', { name: 'Edit details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit account details' })
    await dialog.getByLabel('Phone').fill('12345')
    await dialog.getByLabel('Address').fill('Circular Road, Dimapur')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog.getByText(indianMobileMessage)).toBeVisible()
    await axe.expectNoSeriousViolations()
    expect(
      await db.user.findUniqueOrThrow({ where: { id: parent.id }, select: { phone: true, address: true } }),
    ).toEqual({ phone: null, address: null })

    await dialog.getByLabel('Phone').fill('+91 94361 00472')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Account updated')).toBeVisible()
    expect(
      await db.user.findUniqueOrThrow({ where: { id: parent.id }, select: { phone: true, address: true } }),
    ).toEqual({ phone: '+919436100472', address: 'Circular Road, Dimapur' })
  } finally {
    await db.user.delete({ where: { id: parent.id } })
  }
})

test("a user row's Actions menu works with the keyboard, and an admin cannot deactivate their own account", async ({
  page,
  db,
  login,
  axe,
}) => {
  const tag = randomUUID().slice(0, 6)
  const parent = await db.user.create({
    data: {
      email: `menu-${tag}@example.test`,
      firstName: 'Vilhu',
      lastName: `Menu-${tag}`,
      role: 'parent',
      passwordHash: 'x',
    },
    select: { id: true },
  })
  try {
    const me = await login({ role: 'admin' })
    await settle(page, `/admin/user-management?q=Menu-${tag}`)
    const actions = page.getByRole('button', { name: `Actions for Vilhu Menu-${tag}` })
    await expect(actions).toHaveAttribute('aria-expanded', 'false')
    await actions.focus()
    await page.keyboard.press('ArrowDown')
    await expect(actions).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('menuitem', { name: 'Edit details' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Reset password' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Edit details' })).toBeFocused()
    await axe.expectNoSeriousViolations()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(actions).toBeFocused()
    // Enter on the button opens it too; choosing an item opens its dialog.
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Reset password?' })
    await expect(confirm.getByRole('heading', { name: 'Reset password?' })).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    // Focus is back where the person was: on the row's button.
    await expect(actions).toBeFocused()
    // A click elsewhere closes it.
    await actions.click()
    await expect(page.getByRole('menu')).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('menu')).toHaveCount(0)

    // The admin's own row: Deactivate and Delete are there but cannot be chosen.
    await settle(page, `/admin/user-management?q=${me.email}`)
    await page.getByRole('button', { name: `Actions for ${me.firstName} ${me.lastName}` }).click()
    const own = page.getByRole('menuitem', { name: 'Deactivate (not your own)' })
    await expect(own).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('menuitem', { name: 'Delete (not your own)' })).toHaveAttribute('aria-disabled', 'true')
    await own.click({ force: true })
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  } finally {
    await db.user.delete({ where: { id: parent.id } })
  }
})
