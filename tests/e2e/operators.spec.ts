import { randomUUID } from 'node:crypto'
import { expect, test } from './auth-fixture'

// The e-mail outbox for admins, and news images chosen by uploading.

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('operators', () => {
  test('an admin opens the outbox, sees a failed message with its error, and sends it again', async ({
    page,
    login,
    db,
    axe,
  }) => {
    const subject = `New admission application ADM-2026-${randomUUID().slice(0, 5)}`
    const failed = await db.emailOutbox.create({
      data: {
        to: 'office@lightridge-hss.edu.in',
        subject,
        text: 'Asha Sumi has applied for Class 5.',
        provider: 'resend',
        status: 'failed',
        error: 'Resend refused the e-mail (HTTP 500): Upstream exploded',
      },
    })
    try {
      await login({ role: 'admin' })
      await page.goto('/dashboard')
      await page.getByRole('link', { name: /E-mail outbox/ }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'E-mail Outbox' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.getByLabel('Status').selectOption('failed')
      await expect(page).toHaveURL(/status=failed/)
      const row = page.getByRole('listitem').filter({ hasText: subject })
      await expect(row.getByText('Error: Resend refused the e-mail (HTTP 500): Upstream exploded')).toBeVisible()
      await axe.expectNoSeriousViolations()
      await page.screenshot({ path: test.info().outputPath('outbox-1280.png'), fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: test.info().outputPath('outbox-390.png'), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 800 })

      await row.getByRole('button', { name: `View the message ${subject}` }).click()
      const dialog = page.getByRole('dialog', { name: subject })
      await expect(dialog.getByText('Asha Sumi has applied for Class 5.')).toBeVisible()
      await expect(dialog.getByRole('note')).toContainText('Upstream exploded')
      await dialog.getByRole('button', { name: 'Send again' }).click()
      const confirm = page.getByRole('dialog', { name: 'Send this message again?' })
      await confirm.getByRole('button', { name: 'Send again' }).click()
      await expect(page.getByText('The message was sent again.')).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0)

      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: 'resent' })
      expect(await db.emailOutbox.count({ where: { subject, status: { in: ['stored', 'sent'] } } })).toBe(1)
    } finally {
      await db.emailOutbox.deleteMany({ where: { subject } })
    }
  })

  test('@mobile a failed password e-mail shows no link, and sending it again sends a new one', async ({
    page,
    login,
    createUser,
    db,
    axe,
  }) => {
    const parent = await createUser({ role: 'parent', firstName: 'Imna' })
    const subject = `Reset your LHSS password ${randomUUID().slice(0, 5)}`
    const failed = await db.emailOutbox.create({
      data: {
        to: parent.email,
        subject,
        text: 'Dear Imna,\n\nTo choose a new password, open this link within 30 minutes:\n\nreset link (hidden)\n',
        provider: 'resend',
        status: 'failed',
        error: 'Resend refused the e-mail (HTTP 500): Upstream exploded',
        rebuild: JSON.stringify({ kind: 'password-link', userId: parent.id, purpose: 'reset' }),
      },
    })
    try {
      const admin = await login({ role: 'admin' })
      await page.goto('/admin/outbox?status=failed')
      await page.waitForLoadState('networkidle')
      const row = page.getByRole('listitem').filter({ hasText: subject })
      await row.getByRole('button', { name: `View the message ${subject}` }).click()
      const dialog = page.getByRole('dialog', { name: subject })
      await expect(dialog.getByText('reset link (hidden)')).toBeVisible()
      await expect(dialog.getByText('Its password link is never stored.')).toBeVisible()
      await axe.expectNoSeriousViolations()
      const width = page.viewportSize()?.width ?? 0
      await page.screenshot({ path: test.info().outputPath(`outbox-password-${width}.png`) })
      await expect
        .poll(() => db.auditLog.count({ where: { action: 'mail.view', targetId: failed.id, actorId: admin.id } }))
        .toBeGreaterThan(0)

      const links = await db.passwordToken.count({ where: { userId: parent.id } })
      await dialog.getByRole('button', { name: 'Send again' }).click()
      const confirm = page.getByRole('dialog', { name: 'Send this message again?' })
      await expect(confirm.getByText('with a new password link')).toBeVisible()
      await confirm.getByRole('button', { name: 'Send again' }).click()
      await expect(page.getByText('The message was sent again.')).toBeVisible()
      expect(await db.passwordToken.count({ where: { userId: parent.id } })).toBe(links + 1)
      const sent = await db.emailOutbox.findFirstOrThrow({ where: { to: parent.email, status: 'stored' } })
      expect(sent.text).toContain('reset link (hidden)')
      expect(sent.text).not.toContain('token=')
    } finally {
      await db.emailOutbox.deleteMany({ where: { to: parent.email } })
    }
  })

  test('a teacher uploads a news image with progress and a preview, and the article shows it', async ({
    page,
    login,
    db,
  }) => {
    await login({ role: 'teacher' })
    const title = `Science fair winners ${randomUUID().slice(0, 6)}`
    try {
      await page.goto('/manage/news')
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Add news item' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add news item' })
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByLabel('Content').fill('Class 9 won the district science fair.')

      // Hold the upload a moment so its progress can be seen.
      await page.route('**/api/news/images', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800))
        await route.continue()
      })
      await dialog.getByLabel(/^Image/).setInputFiles({ name: 'science fair.png', mimeType: 'image/png', buffer: png })
      await expect(dialog.getByRole('progressbar', { name: 'News image upload' })).toBeVisible()
      const preview = dialog.getByRole('img', { name: 'Preview of the news image' })
      await expect(preview).toBeVisible()
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1)
      await page.screenshot({ path: test.info().outputPath('news-image.png') })

      await dialog.getByRole('button', { name: 'Publish news item' }).click()
      await expect(page.getByText('News item created successfully')).toBeVisible()
      const stored = await db.news.findFirstOrThrow({ where: { title } })
      expect(stored.imageUrl).toMatch(/^\/files\/website-images\/news\/\d+-\d{6}\.webp$/)

      // A typed address is not possible any more, and a planted one is refused by the server.
      const planted = await page.request.post('/api/trpc/news.create', {
        headers: { 'content-type': 'application/json', origin: new URL(page.url()).origin },
        data: { json: { title: 'Planted', content: 'x', imageUrl: '/api/admissions/export.csv', isFeatured: false } },
      })
      expect(planted.status()).toBe(400)
    } finally {
      await db.news.deleteMany({ where: { title } })
    }
  })
})
