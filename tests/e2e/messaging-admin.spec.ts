import { expect, test } from './auth-fixture'

// An admin sends the fee reminders from the defaulters report; the demo parent (given a mobile and WhatsApp turned
// on for fees here) gets them on WhatsApp, then SMS: without SMS or WhatsApp keys (the embedded default) the server's
// worker records both as not sent and the e-mail goes instead, and the outbox shows each step; the bell's line is
// in the outbox as delivered. The outbox links to the message templates, which read well at 390 px by keyboard.
const parentEmail = 'parent@lightridge-hss.edu.in'
const mobile = '+919436122810'

test.describe('fee reminders in the outbox', () => {
  test('an admin sends reminders and sees the WhatsApp and SMS steps, then previews the templates', async ({
    page,
    login,
    db,
    axe,
  }) => {
    test.setTimeout(120_000)
    const parent = await db.user.findUniqueOrThrow({ where: { email: parentEmail } })
    const choice = { userId: parent.id, kind: 'fees', channel: 'whatsapp' }
    const hadChoice = await db.messageChoice.findUnique({ where: { userId_kind_channel: choice } })
    await db.user.update({ where: { id: parent.id }, data: { phone: mobile } })
    await db.messageChoice.upsert({
      where: { userId_kind_channel: choice },
      create: { ...choice, enabled: true, changedAt: new Date(), source: 'profile' },
      update: { enabled: true },
    })
    const earlier = new Set((await db.feeReminder.findMany({ select: { id: true } })).map((row) => row.id))
    try {
      await login({ role: 'admin' })
      await page.goto('/fee-portal/cashier-dashboard?tab=defaulters')
      const table = page.getByRole('table', { name: /Defaulters of/ })
      await expect(table.getByText(/Sumi/).first()).toBeVisible()
      const confirm = page.getByRole('dialog', { name: 'Send fee reminders?' })
      // A click before hydration reaches a server-rendered button with no handler yet: click until it opens.
      const confirmButton = confirm.getByRole('button', { name: 'Send reminders' })
      await expect(async () => {
        if (!(await confirmButton.isVisible())) await page.getByRole('button', { name: 'Send reminders' }).click()
        await expect(confirmButton).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await confirmButton.click()
      await expect(page.getByText(/^Reminders: \d+ sent/)).toBeVisible()

      await page.goto(`/admin/outbox?channel=whatsapp&q=${encodeURIComponent(mobile)}`)
      await expect(page.getByRole('heading', { level: 1, name: 'E-mail Outbox' })).toBeVisible()
      // The server's worker runs every few seconds; the list shows what it did after a reload.
      await expect(async () => {
        await page.reload()
        await expect(page.getByText('not sent: channel not configured')).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      const whatsApp = page.getByRole('listitem').filter({ hasText: `To ${mobile}` })
      await expect(whatsApp.getByText('WhatsApp', { exact: true })).toBeVisible()
      await expect(whatsApp.getByText(/^Fee reminder/)).toBeVisible()

      await page.getByLabel('Channel').selectOption('sms')
      await expect(page).toHaveURL(/channel=sms/)
      await expect(async () => {
        await page.reload()
        const sms = page.getByRole('listitem').filter({ hasText: `To ${mobile}` })
        await expect(sms.getByText('not sent: channel not configured')).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      await axe.expectNoSeriousViolations()

      // The bell's line went through the queue too: delivered at once.
      await page.getByLabel('Channel').selectOption('bell')
      await page.getByLabel('Search').fill(parentEmail)
      const bell = page.getByRole('listitem').filter({ hasText: `Portal bell (${parentEmail})` })
      await expect(bell.first()).toContainText('Delivered')
      await expect(bell.first()).toContainText('Fee reminder: Term')

      await page.getByRole('link', { name: 'See every message template, with a preview' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible()
      const reminder = page.getByRole('region', { name: 'Fee reminder' })
      await expect(reminder.getByText('Dear Mrs Imli Sumi, fees of ₹12,500.00 for Anu')).toBeVisible()
      await expect(reminder.getByText('Not configured (MSG91_FLOWS has no entry for this template)')).toBeVisible()
      await axe.expectNoSeriousViolations()

      // By keyboard: the list of templates leads to each one.
      const receiptLink = page.getByRole('navigation', { name: 'Templates on this page' }).getByRole('link', {
        name: 'Fee receipt',
        exact: true,
      })
      await receiptLink.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/#template-fee_receipt$/)
      await expect(page.getByRole('heading', { level: 2, name: 'Fee receipt', exact: true })).toBeInViewport()

      // At 390 px nothing runs off the side.
      await page.setViewportSize({ width: 390, height: 844 })
      await expect(reminder).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await axe.expectNoSeriousViolations()
    } finally {
      // What this run wrote: its reminder slots, and the messages and bell lines they keyed.
      const slots = (await db.feeReminder.findMany()).filter((row) => !earlier.has(row.id))
      const keys = slots.map((row) => `fee-reminder:${row.termId}:${row.familyKey}:${row.date}:`)
      for (const key of keys) await db.emailOutbox.deleteMany({ where: { dedupeKey: { startsWith: key } } })
      await db.feeReminder.deleteMany({ where: { id: { in: slots.map((row) => row.id) } } })
      await db.notification.deleteMany({ where: { userId: parent.id, title: { startsWith: 'Fee reminder:' } } })
      await db.user.update({ where: { id: parent.id }, data: { phone: parent.phone } })
      if (hadChoice)
        await db.messageChoice.update({ where: { userId_kind_channel: choice }, data: { enabled: hadChoice.enabled } })
      else await db.messageChoice.delete({ where: { userId_kind_channel: choice } })
    }
  })
})
