// "Forgot password?", the reset / set-password link, and changing one's own password.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSession, validateSessionToken } from '~/server/auth/session'
import {
  issuePasswordLink,
  passwordResetRateLimit,
  queueWelcomeEmails,
  resetMailSettled,
} from '~/server/auth/password-links'
import { fixedClock } from '~/server/clock'
import { createResendMailer } from '~/server/mail'
import { resendSender } from '~/server/messaging/senders'
import { drainOutbox } from '../support/drain-outbox'
import { passwordPolicyMessage } from '~/shared/password-policy'
import { callerFor, defaultPassword, makeUser, useAccountsDatabase } from '../support/accounts'
import { startFakeResend, type FakeResend } from '../support/fake-resend'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())
beforeEach(() => testDb.reset())

const startedAt = '2026-06-20T10:00:00+05:30'
const clock = fixedClock(startedAt)
const newPassword = 'Fresh#Start42'
const minute = 60 * 1000

// Password e-mails are queued in the request and sent by the message worker through Resend (a stand-in on
// loopback), which makes the link as it sends: the outbox never keeps one, so they are read where they were
// delivered.
let fake: FakeResend
beforeAll(async () => {
  fake = await startFakeResend()
})
afterAll(() => fake.close())
const mailer = () =>
  createResendMailer({ apiKey: 're_test_1', from: 'School <no-reply@example.com>', baseUrl: fake.url, db, now: clock })

function anonymous(now = clock, clientAddress = '203.0.113.7') {
  return callerFor(null, {
    now,
    clientAddress,
    mailer: mailer(),
    appOrigin: 'https://school.example',
    headers: new Headers({ origin: 'https://evil.example', host: 'evil.example' }),
  })
}

/** Waits for the queued reset e-mails, then runs the worker once as the server does. */
async function settle() {
  await resetMailSettled()
  await drainOutbox(db, clock, {
    email: resendSender({ apiKey: 're_test_1', from: 'School <no-reply@example.com>', baseUrl: fake.url }),
    origin: 'https://school.example',
  })
}

async function mailsTo(address: string) {
  await settle()
  return db.emailOutbox.findMany({ where: { to: address }, orderBy: { createdAt: 'asc' } })
}

/** The text of each e-mail Resend was given for `address`, oldest first. */
async function deliveredTo(address: string): Promise<string[]> {
  await settle()
  return fake.requests
    .filter((request) => JSON.stringify(request.body.to) === JSON.stringify([address]))
    .map((request) => String(request.body.text))
}

function tokenIn(text: string): string {
  const match = /\/reset-password\?token=([a-z2-7]+)/.exec(text)
  if (!match) throw new Error(`no link in: ${text}`)
  return match[1]!
}

async function signIn(identifier: string, password: string) {
  return anonymous(clock, '198.51.100.9').caller.auth.login({ identifier, password })
}

describe('auth.requestPasswordReset', () => {
  it('mails a link to an existing account and answers the same for an unknown one', async () => {
    await makeUser(db, { email: 'asha@example.com', firstName: 'Asha' })
    const known = await anonymous().caller.auth.requestPasswordReset({ identifier: 'Asha@Example.com' })
    const unknown = await anonymous().caller.auth.requestPasswordReset({ identifier: 'nobody@example.com' })
    expect(known).toEqual(unknown)

    // Nothing is sent inside the request: it queues one row for the worker, on e-mail, with the account's name.
    await resetMailSettled()
    expect(fake.requests).toHaveLength(0)
    const queued = await db.emailOutbox.findFirstOrThrow({ where: { to: 'asha@example.com' } })
    expect(queued).toMatchObject({ status: 'queued', channel: 'email', template: 'password_reset', kind: 'account' })
    const [mail] = await mailsTo('asha@example.com')
    expect(mail).toMatchObject({ status: 'sent', id: queued.id })
    expect(mail?.subject).toContain('Reset your')
    expect(mail?.text).toContain('Dear Asha')
    const [delivered] = await deliveredTo('asha@example.com')
    // The link is on the configured origin, never the request's Host or Origin (here a lookalike's).
    expect(delivered).toContain('https://school.example/reset-password?token=')
    expect(delivered).not.toContain('evil.example')
    expect(await mailsTo('nobody@example.com')).toHaveLength(0)

    // Only the hash is stored, never the token in the link, neither with the account nor in the outbox.
    const token = tokenIn(delivered!)
    expect(mail?.text).not.toContain(token)
    const rows = await db.passwordToken.findMany()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).not.toContain(token)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.expiresAt.getTime() - clock().getTime()).toBe(30 * minute)
  })

  it('finds the account by school ID too', async () => {
    await makeUser(db, { email: 'ravi@example.com', uniqueId: 'STU123456' })
    await anonymous().caller.auth.requestPasswordReset({ identifier: 'stu123456' })
    expect(await mailsTo('ravi@example.com')).toHaveLength(1)
  })

  it('sends nothing for a deactivated account', async () => {
    await makeUser(db, { email: 'gone@example.com', isActive: false })
    await anonymous().caller.auth.requestPasswordReset({ identifier: 'gone@example.com' })
    expect(await mailsTo('gone@example.com')).toHaveLength(0)
  })

  it('is rate-limited per account under parallel requests, existing or not, and exactly the limit goes out', async () => {
    await makeUser(db, { email: 'busy@example.com' })
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        anonymous(clock, `203.0.113.${index + 1}`).caller.auth.requestPasswordReset({ identifier: 'busy@example.com' }),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(passwordResetRateLimit.perAccount)
    const refused = results.filter((result) => result.status === 'rejected')
    expect(refused).toHaveLength(12 - passwordResetRateLimit.perAccount)
    expect(await mailsTo('busy@example.com')).toHaveLength(passwordResetRateLimit.perAccount)

    const unknown = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        anonymous(clock, `198.51.100.${index + 1}`).caller.auth.requestPasswordReset({
          identifier: 'ghost@example.com',
        }),
      ),
    )
    expect(unknown.filter((result) => result.status === 'rejected')).toHaveLength(5 - passwordResetRateLimit.perAccount)
  })
})

describe('auth.resetPassword', () => {
  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const user = await makeUser(db, { email: 'meera@example.com' })
    const sessions = await Promise.all([
      createSession(user.id, { db, now: clock() }),
      createSession(user.id, { db, now: clock() }),
    ])
    await anonymous().caller.auth.requestPasswordReset({ identifier: 'meera@example.com' })
    const token = tokenIn((await deliveredTo('meera@example.com'))[0]!)

    await expect(anonymous().caller.auth.passwordLink({ token })).resolves.toEqual({ valid: true, purpose: 'reset' })
    await expect(anonymous().caller.auth.resetPassword({ token, password: newPassword })).resolves.toEqual({ ok: true })
    for (const { token: sessionToken } of sessions)
      expect(await validateSessionToken(sessionToken, { db, now: clock() })).toBeNull()

    await expect(signIn('meera@example.com', newPassword)).resolves.toMatchObject({ id: user.id })
    expect((await failureOf(signIn('meera@example.com', defaultPassword))).code).toBe('UNAUTHORIZED')

    // Single use.
    const again = await failureOf(anonymous().caller.auth.resetPassword({ token, password: 'Another#Pass9' }))
    expect(again.message).toMatch(/invalid or has expired/)
    await expect(anonymous().caller.auth.passwordLink({ token })).resolves.toEqual({ valid: false, purpose: null })
  })

  it('refuses a link after 30 minutes', async () => {
    const user = await makeUser(db)
    const { url } = await issuePasswordLink(db, { userId: user.id, purpose: 'reset', now: clock(), origin: 'http://x' })
    const token = tokenIn(url)
    const later = fixedClock(new Date(clock().getTime() + 30 * minute))
    expect((await failureOf(anonymous(later).caller.auth.resetPassword({ token, password: newPassword }))).code).toBe(
      'BAD_REQUEST',
    )
    const before = fixedClock(new Date(clock().getTime() + 29 * minute))
    await expect(anonymous(before).caller.auth.resetPassword({ token, password: newPassword })).resolves.toEqual({
      ok: true,
    })
  })

  it('applies the password policy and writes nothing for a weak password or a made-up token', async () => {
    const user = await makeUser(db)
    const { url } = await issuePasswordLink(db, { userId: user.id, purpose: 'reset', now: clock(), origin: 'http://x' })
    const token = tokenIn(url)
    const weak = await failureOf(anonymous().caller.auth.resetPassword({ token, password: 'short' }))
    expect(weak.code).toBe('BAD_REQUEST')
    expect(weak.message).toContain(passwordPolicyMessage)
    expect((await db.passwordToken.findFirstOrThrow()).usedAt).toBeNull()
    expect(
      (await failureOf(anonymous().caller.auth.resetPassword({ token: 'a'.repeat(52), password: newPassword }))).code,
    ).toBe('BAD_REQUEST')
  })

  it('lets exactly one of two parallel submissions of the same link through', async () => {
    const user = await makeUser(db)
    const { url } = await issuePasswordLink(db, {
      userId: user.id,
      purpose: 'welcome',
      now: clock(),
      origin: 'http://x',
    })
    const token = tokenIn(url)
    const results = await Promise.allSettled([
      anonymous().caller.auth.resetPassword({ token, password: 'First#Pass123' }),
      anonymous().caller.auth.resetPassword({ token, password: 'Second#Pass123' }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
  })

  it('keeps a welcome link valid for 7 days', async () => {
    const user = await makeUser(db)
    const { url, expiresAt } = await issuePasswordLink(db, {
      userId: user.id,
      purpose: 'welcome',
      now: clock(),
      origin: 'http://x',
    })
    expect(expiresAt.getTime() - clock().getTime()).toBe(7 * 24 * 60 * minute)
    const sixDays = fixedClock(new Date(clock().getTime() + 6 * 24 * 60 * minute))
    await expect(anonymous(sixDays).caller.auth.passwordLink({ token: tokenIn(url) })).resolves.toEqual({
      valid: true,
      purpose: 'welcome',
    })
  })
})

describe('links an administrator ends', () => {
  it("an admin's password reset, or deactivating the account, ends every link already sent", async () => {
    const admin = await makeUser(db, { role: 'admin' })
    const asAdmin = callerFor(admin, { now: clock }).caller
    for (const end of ['reset', 'deactivate'] as const) {
      const user = await makeUser(db, { email: `${end}@example.com` })
      await anonymous().caller.auth.requestPasswordReset({ identifier: `${end}@example.com` })
      const token = tokenIn((await deliveredTo(`${end}@example.com`))[0]!)
      expect(await anonymous().caller.auth.passwordLink({ token })).toMatchObject({ valid: true })
      if (end === 'reset') await asAdmin.users.resetPassword({ id: user.id })
      else {
        await asAdmin.users.setActive({ id: user.id, active: false })
        await asAdmin.users.setActive({ id: user.id, active: true })
      }
      expect(await anonymous().caller.auth.passwordLink({ token }), end).toMatchObject({ valid: false })
      expect((await failureOf(anonymous().caller.auth.resetPassword({ token, password: newPassword }))).code, end).toBe(
        'BAD_REQUEST',
      )
    }
  })
})

describe('auth.changePassword', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await makeUser(db)
    const here = await createSession(user.id, { db, now: clock() })
    const elsewhere = await createSession(user.id, { db, now: clock() })
    const { caller } = callerFor(user, {
      now: clock,
      session: { id: here.session.id, expiresAt: here.session.expiresAt },
    })

    const wrong = await failureOf(caller.auth.changePassword({ currentPassword: 'Wrong#Pass123', newPassword }))
    expect(wrong.message).toBe('Your current password is not correct')
    const weak = await failureOf(caller.auth.changePassword({ currentPassword: defaultPassword, newPassword: 'weak' }))
    expect(weak.code).toBe('BAD_REQUEST')

    await expect(caller.auth.changePassword({ currentPassword: defaultPassword, newPassword })).resolves.toEqual({
      endedSessions: 1,
    })
    expect(await validateSessionToken(here.token, { db, now: clock() })).not.toBeNull()
    expect(await validateSessionToken(elsewhere.token, { db, now: clock() })).toBeNull()
    await expect(signIn(user.email!, newPassword)).resolves.toMatchObject({ id: user.id })
  })

  it('throttles guesses of the current password', async () => {
    const user = await makeUser(db)
    const { caller } = callerFor(user, { now: clock })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await failureOf(caller.auth.changePassword({ currentPassword: `Wrong#Pass${attempt}00`, newPassword }))).code,
      ).toBe('BAD_REQUEST')
    }
    expect((await failureOf(caller.auth.changePassword({ currentPassword: defaultPassword, newPassword }))).code).toBe(
      'TOO_MANY_REQUESTS',
    )
  })
})

describe('welcome e-mails and account slips', () => {
  it('registration e-mails a 7-day set-password link that works', async () => {
    const admin = await makeUser(db, { role: 'admin' })
    const { caller } = callerFor(admin, {
      now: clock,
      mailer: mailer(),
      appOrigin: 'https://school.example',
      headers: new Headers({ origin: 'https://school.example' }),
    })
    const created = await caller.users.create({
      role: 'teacher',
      firstName: 'Imna',
      lastName: 'Ao',
      email: 'imna.ao@example.com',
    })
    expect(created.welcomeEmailed).toBe(true)
    const queued = await db.emailOutbox.findFirstOrThrow({ where: { to: 'imna.ao@example.com' } })
    expect(queued).toMatchObject({ status: 'queued', template: 'account_welcome', recipientUserId: created.user.id })
    expect(queued.dedupeKey).toBe(`welcome:${created.user.id}:email`)
    const [mail] = await mailsTo('imna.ao@example.com')
    expect(mail?.text).toContain('Dear Imna Ao,')
    expect(mail?.text).toContain(`Your school ID is ${created.user.uniqueId}`)
    expect(mail?.text).toContain('set-password link (hidden)')
    const token = tokenIn((await deliveredTo('imna.ao@example.com'))[0]!)
    const sixDays = fixedClock(new Date(clock().getTime() + 6 * 24 * 60 * minute))
    await expect(anonymous(sixDays).caller.auth.resetPassword({ token, password: newPassword })).resolves.toEqual({
      ok: true,
    })
    await expect(signIn('imna.ao@example.com', newPassword)).resolves.toMatchObject({ id: created.user.id })
  })

  it('the CSV import e-mails each new student', async () => {
    const admin = await makeUser(db, { role: 'admin' })
    const { caller } = callerFor(admin, { now: clock })
    const result = await caller.users.importStudents({
      rows: [
        { first_name: 'Toka', last_name: 'Sema', email: 'toka@example.in' },
        { first_name: 'Lipok', last_name: 'Jamir', email: 'lipok@example.in' },
      ],
    })
    expect(result.created.map((row) => row.welcomeEmailed)).toEqual([true, true])
    expect(await mailsTo('toka@example.in')).toHaveLength(1)
    expect(await mailsTo('lipok@example.in')).toHaveLength(1)
    expect(await db.passwordToken.count({ where: { purpose: 'welcome' } })).toBe(2)
    // Welcoming the same accounts again (a retried request) queues nothing more.
    const accounts = await db.user.findMany({ where: { email: { in: ['toka@example.in', 'lipok@example.in'] } } })
    await queueWelcomeEmails({ db, now: clock() }, accounts)
    expect(await db.emailOutbox.count({ where: { template: 'account_welcome' } })).toBe(2)
  })

  it('prints account slips as a PDF, eight to a page', async () => {
    const admin = await makeUser(db, { role: 'admin' })
    const { caller } = callerFor(admin, { now: clock })
    const slips = Array.from({ length: 9 }, (_, index) => ({
      name: `Student ${index + 1}`,
      schoolId: `STU00000${index + 1}`,
      password: 'Abc#12345xy',
    }))
    const { pdfBase64 } = await caller.users.credentialSlips({ slips })
    const bytes = Buffer.from(pdfBase64, 'base64')
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const { PDFDocument } = await import('pdf-lib')
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2)
    expect((await failureOf(caller.users.credentialSlips({ slips: [] }))).code).toBe('BAD_REQUEST')
  })
})
