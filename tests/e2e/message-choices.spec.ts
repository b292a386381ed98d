// In the browser: a guardian chooses channels per kind of message on their profile (WhatsApp off for school news,
// on for fees), with the keyboard as well as the mouse, and the choice is still there after a reload; an e-mail's
// unsubscribe link asks before it changes anything. SHOTS_DIR=<folder> also saves screenshots at 1280 and 390 px.
import { join } from 'node:path'
import { readOrCreateSecretFile, unsubscribeSignature } from '~/server/messaging/unsubscribe'
import type { Page } from '@playwright/test'
import { e2eName, expect, test } from './auth-fixture'
import { shoot } from './portal-helpers'
import { repoRoot } from './server-process'

async function settle(page: Page, path: string) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

test('@mobile a guardian turns WhatsApp off for school news and on for fees, and it is kept', async ({
  page,
  db,
  login,
  axe,
}) => {
  const parent = await login({ role: 'parent' })
  await db.user.update({ where: { id: parent.id }, data: { phone: '+919436122810' } })
  // They had turned WhatsApp on for school news earlier.
  await db.messageChoice.create({
    data: {
      userId: parent.id,
      kind: 'news',
      channel: 'whatsapp',
      enabled: true,
      changedAt: new Date(),
      source: 'profile',
    },
  })

  await settle(page, '/profile')
  const panel = page.getByRole('region', { name: 'Notifications' })
  await expect(panel.getByText('SMS and WhatsApp go to +91 94361 22810.')).toBeVisible()
  const newsWhatsApp = panel.getByRole('checkbox', { name: 'School news by WhatsApp' })
  const feesWhatsApp = panel.getByRole('checkbox', { name: 'Fees by WhatsApp' })
  await expect(newsWhatsApp).toBeChecked()
  await expect(feesWhatsApp).not.toBeChecked()
  await expect(panel.getByRole('checkbox', { name: 'Fees by SMS' })).toBeChecked()
  await expect(panel.getByRole('checkbox', { name: 'School news by E-mail' })).toBeChecked()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'profile-notifications', process.env.SHOTS_DIR)

  await newsWhatsApp.uncheck()
  // The keyboard reaches every switch: Space turns it on.
  await feesWhatsApp.focus()
  await page.keyboard.press('Space')
  await expect(feesWhatsApp).toBeChecked()
  await panel.getByRole('button', { name: 'Save choices' }).click()
  await expect(page.getByText('Notification choices saved')).toBeVisible()

  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(panel.getByRole('checkbox', { name: 'School news by WhatsApp' })).not.toBeChecked()
  await expect(panel.getByRole('checkbox', { name: 'Fees by WhatsApp' })).toBeChecked()
  const rows = await db.messageChoice.findMany({
    where: { userId: parent.id, channel: 'whatsapp', kind: { in: ['fees', 'news'] } },
    select: { kind: true, enabled: true },
    orderBy: { kind: 'asc' },
  })
  expect(rows).toEqual([
    { kind: 'fees', enabled: true },
    { kind: 'news', enabled: false },
  ])
})

test('a guardian without a mobile is told that SMS and WhatsApp come by e-mail', async ({ page, login }) => {
  await login({ role: 'parent' })
  await settle(page, '/profile')
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText(/There is no mobile number on your profile/),
  ).toBeVisible()
})

test("@mobile an e-mail's unsubscribe link asks first, then turns that kind's e-mail off", async ({
  page,
  db,
  createUser,
  axe,
}) => {
  const parent = await createUser({ role: 'parent', firstName: 'Imli' })
  // The server signs with the key it keeps beside its files; the test reads the same one.
  const secret = readOrCreateSecretFile(join(repoRoot, 'data', `${e2eName}-files`, '.app-secret'))
  const query = new URLSearchParams({ u: parent.id, k: 'news', s: unsubscribeSignature(secret, parent.id, 'news') })

  await settle(page, `/unsubscribe?${query}`)
  await expect(page.getByRole('heading', { name: 'Stop school news e\u2011mails?' })).toBeVisible()
  // Opening the page changed nothing.
  expect(await db.messageChoice.count({ where: { userId: parent.id } })).toBe(0)
  await axe.expectNoSeriousViolations()
  await shoot(page, 'unsubscribe-confirm', process.env.SHOTS_DIR)

  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Change my choices' })).toBeVisible()
  await axe.expectNoSeriousViolations()
  await shoot(page, 'unsubscribe-done', process.env.SHOTS_DIR)
  expect(
    await db.messageChoice.findMany({
      where: { userId: parent.id },
      select: { kind: true, channel: true, enabled: true, source: true },
    }),
  ).toEqual([{ kind: 'news', channel: 'email', enabled: false, source: 'unsubscribe_link' }])

  // A tampered link is refused and changes nothing.
  query.set('k', 'fees')
  await settle(page, `/unsubscribe?${query}`)
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
  await axe.expectNoSeriousViolations()
})
