// "Forgot password?" through the e-mail to a new password and signing in with it; changing
// one's password on /profile. SHOTS_DIR=<folder> also saves screenshots of each screen.
import type { Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { passwordLinkRevealer } from '~/server/auth/password-links'
import { resendSender } from '~/server/messaging/senders'
import { drainMessages, hasWork } from '~/server/messaging/worker'
import { startFakeResend } from '../support/fake-resend'
import { testNowIso } from '../support/test-now'
import { e2eDatabaseUrl, e2eName, expect, test } from './auth-fixture'
import { boot, repoRoot } from './server-process'

async function shot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR
  if (!folder) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true })
}

test('@mobile forgot password: the link in the e-mail sets a new password that signs in', async ({
  page,
  db,
  createUser,
  axe,
}) => {
  test.setTimeout(90_000)
  // The link is only ever in the e-mail that leaves (the outbox keeps "reset link (hidden)"): the request queues the
  // e-mail and the message worker makes the link as it sends it. The site's own worker keeps e-mail in the outbox
  // (no mail service here), so this test holds the worker's lease and runs the same worker through Resend, here a
  // stand-in on loopback that keeps what it got, for a second server on the same database.
  const resend = await startFakeResend()
  const user = await createUser({ role: 'parent', firstName: 'Imna' })
  // What is due is the site worker's to send first; then this test holds the lease.
  await expect.poll(() => hasWork({ db, now: () => new Date(testNowIso) }), { timeout: 30_000 }).toBe(false)
  const holder = `passwords-spec-${randomUUID()}`
  const lease = { holder, expiresAt: new Date('2100-01-01T00:00:00Z') }
  await db.jobLease.upsert({
    where: { name: 'message-worker' },
    create: { name: 'message-worker', ...lease },
    update: lease,
  })
  try {
    const outcome = await boot(
      {
        DATABASE_URL: e2eDatabaseUrl,
        FILES_DIR: join(repoRoot, 'data', `${e2eName}-files`),
        NODE_ENV: 'production',
        TEST_NOW: testNowIso,
        RESEND_API_KEY: 're_e2e_test',
        RESEND_BASE_URL: resend.url,
      },
      {
        whileListening: async (origin) => {
          await page.goto(`${origin}/login`)
          await page.waitForLoadState('networkidle')
          await page.getByRole('link', { name: 'Forgot password?' }).click()
          await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
          await shot(page, 'forgot-password')
          await axe.expectNoSeriousViolations()

          await page.getByLabel('School ID or Email').fill(user.email.toUpperCase())
          await page.getByRole('button', { name: 'Send reset link' }).click()
          await expect(page.getByRole('status').getByText('If an account with an e-mail address matches')).toBeVisible()
          await shot(page, 'forgot-password-sent')

          await expect
            .poll(() =>
              db.emailOutbox.count({ where: { to: user.email, template: 'password_reset', status: 'queued' } }),
            )
            .toBe(1)
          const mine = () =>
            resend.requests.filter((request) => JSON.stringify(request.body.to) === JSON.stringify([user.email]))
          expect(mine()).toHaveLength(0)
          const now = () => new Date(testNowIso)
          // The worker reads the site's settings (the database) as the server's does.
          process.env.DATABASE_URL ??= e2eDatabaseUrl
          await drainMessages({
            db,
            now,
            senders: {
              email: resendSender({
                apiKey: 're_e2e_test',
                from: 'School <no-reply@example.com>',
                baseUrl: resend.url,
              }),
              sms: null,
              whatsapp: null,
            },
            reveal: passwordLinkRevealer({ db, now, origin }),
          })
          await expect.poll(() => mine().length).toBe(1)
          const link = /https?:\/\/\S+\/reset-password\?token=[a-z2-7]+/.exec(String(mine()[0]!.body.text))?.[0]
          expect(link).toBeTruthy()
          const mail = await db.emailOutbox.findFirstOrThrow({
            where: { to: user.email },
            orderBy: { createdAt: 'desc' },
          })
          expect(mail.text).toContain('reset link (hidden)')
          expect(mail.text).not.toContain(new URL(link!).search)

          const path = new URL(link!).pathname + new URL(link!).search
          await page.goto(`${origin}${path}`)
          await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
          await page.waitForLoadState('networkidle')

          await page.getByLabel(/^New password/).fill('weak')
          await page.getByLabel('Repeat the new password').fill('weak')
          await page.getByRole('button', { name: 'Set password' }).click()
          await expect(page.getByText('Password does not meet complexity requirements')).toBeVisible()
          await shot(page, 'reset-password')
          await axe.expectNoSeriousViolations()

          const fresh = 'Morning#Tea2026'
          await page.getByLabel(/^New password/).fill(fresh)
          await page.getByLabel('Repeat the new password').fill(fresh)
          await page.getByRole('button', { name: 'Set password' }).click()
          await expect(page.getByRole('heading', { name: 'Password saved' })).toBeVisible()
          await shot(page, 'reset-password-done')

          // The link works once.
          await page.goto(`${origin}${path}`)
          await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
          await shot(page, 'reset-password-used')

          await page.goto(`${origin}/login`)
          await page.waitForLoadState('networkidle')
          await page.getByLabel('School ID or Email').fill(user.uniqueId)
          await page.getByLabel('Password', { exact: true }).fill(fresh)
          await page.getByRole('button', { name: 'Sign In' }).click()
          await expect(page).toHaveURL(/\/dashboard$/)
          // The dashboard's own code arrives after the URL changes: the page lets go of this server before it stops.
          await page.waitForLoadState('networkidle')
          await page.goto('about:blank')
        },
      },
    )
    expect(outcome.listening, outcome.stderr).toBe(true)
  } finally {
    await db.jobLease.deleteMany({ where: { name: 'message-worker', holder } })
    await resend.close()
  }
})

test('@mobile profile: change password with the current one', async ({ page, login, axe }) => {
  const user = await login({ role: 'teacher' })
  await page.goto('/profile')
  await page.waitForLoadState('networkidle')
  const panel = page.getByRole('region', { name: 'Change password' })
  await panel.getByLabel(/^Current password/).fill('Not-the-password1!')
  await panel.getByLabel(/^New password/).fill('Evening#Walk2026')
  await panel.getByLabel('Repeat the new password').fill('Evening#Walk2026')
  await panel.getByRole('button', { name: 'Change password' }).click()
  await expect(panel.getByText('Your current password is not correct')).toBeVisible()
  await panel.scrollIntoViewIfNeeded()
  await shot(page, 'profile-change-password')
  await axe.expectNoSeriousViolations()

  await panel.getByLabel(/^Current password/).fill(user.password)
  await panel.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await expect(panel.getByLabel(/^Current password/)).toHaveValue('')
  // This session stays.
  await page.reload()
  await expect(page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` })).toBeVisible()
})
