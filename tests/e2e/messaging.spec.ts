import { queueMessages, type QueueItem } from '~/server/messaging/queue'
import { templateOf } from '~/server/messaging/templates'
import { expect, test } from './auth-fixture'

// A fee reminder queued for a guardian (whose defaults put fees on WhatsApp, then SMS) goes through the server's own
// worker: without SMS or WhatsApp keys both steps are recorded as not sent and shown in the admin's outbox, and the
// e-mail goes instead.
test.describe('messages to families', () => {
  test('a reminder shows its WhatsApp and SMS steps in the outbox, with the history', async ({
    page,
    login,
    db,
    axe,
  }) => {
    const parent = await db.user.findFirstOrThrow({ where: { role: 'parent', isActive: true } })
    const phone = `+9198${String(Date.now()).slice(-8)}`
    const about = `fee-reminder:e2e:${phone}`
    const values = templateOf('fee_reminder').sample as QueueItem<'fee_reminder'>['values']
    await queueMessages({ db, now: () => new Date() }, [
      { recipient: { userId: parent.id, email: parent.email, phone }, template: 'fee_reminder', values, about },
    ])
    try {
      await login({ role: 'admin' })
      await page.goto(`/admin/outbox?channel=whatsapp&q=${encodeURIComponent(phone)}`)
      await expect(page.getByRole('heading', { level: 1, name: 'E-mail Outbox' })).toBeVisible()
      // The server's worker runs every few seconds; the list shows what it did after a reload.
      await expect(async () => {
        await page.reload()
        await expect(page.getByText('not sent: channel not configured')).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000 })
      await page.getByLabel('Channel').selectOption('sms')
      await expect(page).toHaveURL(/channel=sms/)
      const sms = page.getByRole('listitem').filter({ hasText: phone })
      await expect(sms.getByText('not sent: channel not configured')).toBeVisible()
      await axe.expectNoSeriousViolations()

      await sms.getByRole('button', { name: 'View the message Fee reminder' }).click()
      const dialog = page.getByRole('dialog', { name: 'Fee reminder' })
      await expect(dialog.getByRole('heading', { name: 'History' })).toBeVisible()
      await expect(dialog.getByText(/Dear Mrs Imli Sumi/)).toBeVisible()
      await axe.expectNoSeriousViolations()
    } finally {
      await db.emailOutbox.deleteMany({ where: { dedupeKey: { startsWith: about } } })
    }
  })
})
