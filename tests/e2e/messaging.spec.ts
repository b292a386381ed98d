import { queueMessages, type QueueItem } from '~/server/messaging/queue'
import { templateOf } from '~/server/messaging/templates'
import { join } from 'node:path'
import { e2eDatabaseUrl, e2eName, expect, test } from './auth-fixture'

// A fee reminder queued for a guardian (who chose WhatsApp for fees, then SMS) goes through the server's own
// worker: without SMS or WhatsApp keys both steps are recorded as not sent and shown in the admin's outbox, and the
// e-mail goes instead.
test.describe('messages to families', () => {
  test('a reminder shows its WhatsApp and SMS steps in the outbox, with the history', async ({
    page,
    login,
    db,
    axe,
  }) => {
    const phone = `+9198${String(Date.now()).slice(-8)}`
    // A guardian of its own, with this mobile on the account and WhatsApp turned on for fees (the opt-in).
    const parent = await db.user.create({
      data: {
        email: `wa-${phone.slice(1)}@example.com`,
        firstName: 'Imli',
        lastName: 'Sumi',
        role: 'parent',
        phone,
        passwordHash: 'not-used',
        messageChoices: {
          create: { kind: 'fees', channel: 'whatsapp', enabled: true, changedAt: new Date(), source: 'profile' },
        },
      },
    })
    const about = `fee-reminder:e2e:${phone}`
    const values = templateOf('fee_reminder').sample as QueueItem<'fee_reminder'>['values']
    // The e-mail's unsubscribe link is signed with the server's secret, read from its settings and files folder.
    process.env.DATABASE_URL ??= e2eDatabaseUrl
    process.env.FILES_DIR ??= join(import.meta.dirname, '..', '..', 'data', `${e2eName}-files`)
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
      await db.user.delete({ where: { id: parent.id } })
    }
  })
})
