// A working password link is never stored readable: the provider gets it once, from memory; the outbox (and so
// every backup) keeps "reset link (hidden)"; resending a password e-mail makes a new link. Reset requests made for
// someone else, completed resets and every opening of an outbox message are in the audit log. And "Forgot password?"
// answers without waiting for the e-mail, so a known account takes no longer than an unknown one.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetMailSettled } from '~/server/auth/password-links'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { createOutboxMailer, createResendMailer } from '~/server/mail'
import { resendSender } from '~/server/messaging/senders'
import { drainOutbox } from '../support/drain-outbox'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { startFakeResend, type FakeResend } from '../support/fake-resend'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())

const now = fixedClock('2026-06-20T10:00:00+05:30')
let admin: SessionUser
let fake: FakeResend

beforeEach(async () => {
  await testDb.reset()
  admin = await makeUser(db, { role: 'admin', email: 'head@example.com', firstName: 'Temjen', lastName: 'Ao' })
  fake = await startFakeResend()
})
afterEach(() => fake.close())

const mailer = () =>
  createResendMailer({ apiKey: 're_test_1', from: 'School <no-reply@example.com>', baseUrl: fake.url, db, now })
const as = (user: SessionUser | null) =>
  callerFor(user, { now, mailer: mailer(), appOrigin: 'https://school.example', clientAddress: '203.0.113.7' }).caller

/** The queued e-mails, sent by the worker as the server runs it: through Resend, or kept in the outbox. */
async function settle(provider: 'resend' | 'outbox' = 'resend') {
  await resetMailSettled()
  const email =
    provider === 'resend'
      ? resendSender({ apiKey: 're_test_1', from: 'School <no-reply@example.com>', baseUrl: fake.url })
      : undefined
  return drainOutbox(db, now, { email, origin: 'https://school.example' })
}

const linkPattern = /https:\/\/school\.example\/reset-password\?token=([a-z2-7]{52})/
/** The links Resend was asked to deliver, oldest first. */
const deliveredTokens = () =>
  fake.requests.map((request) => linkPattern.exec(String(request.body.text))?.[1]).filter(Boolean) as string[]

/** Every text column of the outbox, as one string: where a stored secret would show. */
async function outboxText(): Promise<string> {
  const rows = await db.emailOutbox.findMany()
  return JSON.stringify(rows)
}

describe('password links and the outbox', () => {
  it('Resend gets the link once; the outbox keeps "reset link (hidden)" and no token, in every column', async () => {
    await makeUser(db, { email: 'asha@example.com', firstName: 'Asha' })
    await as(null).auth.requestPasswordReset({ identifier: 'asha@example.com' })
    await settle()
    const [token] = deliveredTokens()
    expect(token).toBeTruthy()
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: 'asha@example.com' } })
    expect(row.status).toBe('sent')
    expect(row.text).toContain('reset link (hidden)')
    expect(row.text).toContain('Dear Asha')
    expect(await outboxText()).not.toContain(token)
    expect(await outboxText()).not.toContain('token=')
    await expect(as(null).auth.passwordLink({ token: token! })).resolves.toEqual({ valid: true, purpose: 'reset' })

    // Without an e-mail service (the outbox only), the link is not kept either.
    const outboxOnly = callerFor(null, {
      now,
      mailer: createOutboxMailer({ db, now }),
      appOrigin: 'https://school.example',
      clientAddress: '203.0.113.8',
    }).caller
    await outboxOnly.auth.requestPasswordReset({ identifier: 'asha@example.com' })
    await settle('outbox')
    const stored = await db.emailOutbox.findFirstOrThrow({ where: { status: 'stored' } })
    expect(stored.text).toContain('reset link (hidden)')
    expect(stored.text).not.toMatch(/token=/)
  })

  it('an admin opening the message sees no link, and the opening is in the audit log', async () => {
    await makeUser(db, { email: 'meera@example.com', firstName: 'Meera' })
    await as(null).auth.requestPasswordReset({ identifier: 'meera@example.com' })
    await settle()
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: 'meera@example.com' } })
    const shown = await as(admin).outbox.byId({ id: row.id })
    expect(JSON.stringify(shown)).not.toContain('token=')
    expect(shown).toMatchObject({ canRebuild: true, text: expect.stringContaining('reset link (hidden)') })
    expect(shown).not.toHaveProperty('rebuild')
    await as(admin).outbox.byId({ id: row.id })
    const views = await db.auditLog.findMany({ where: { action: 'mail.view' } })
    expect(views).toHaveLength(2)
    expect(views[0]).toMatchObject({ actorId: admin.id, targetId: row.id, targetLabel: row.subject })
  })

  it('resending a failed reset e-mail sends a new link and ends the old one', async () => {
    await makeUser(db, { email: 'imna@example.com', firstName: 'Imna' })
    fake.failNextWith(422, 'Invalid recipient')
    await as(null).auth.requestPasswordReset({ identifier: 'imna@example.com' })
    await settle()
    const failed = await db.emailOutbox.findFirstOrThrow({ where: { status: 'failed' } })
    const [lost] = deliveredTokens()
    expect(failed.text).toContain('reset link (hidden)')

    const result = await as(admin).outbox.resend({ id: failed.id })
    expect(result.error).toBeNull()
    const tokens = deliveredTokens()
    expect(tokens).toHaveLength(2)
    expect(tokens[1]).not.toBe(lost)
    await expect(as(null).auth.passwordLink({ token: lost! })).resolves.toEqual({ valid: false, purpose: null })
    await expect(as(null).auth.passwordLink({ token: tokens[1]! })).resolves.toEqual({ valid: true, purpose: 'reset' })
    expect(await outboxText()).not.toContain(tokens[1])
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'mail.resend' } })
    expect(JSON.parse(audit.details!)).toMatchObject({ remade: true, result: 'sent' })
  })

  it('resending a failed welcome e-mail sends a new set-password link', async () => {
    fake.failNextWith(422, 'Invalid recipient')
    const created = await as(admin).users.create({
      role: 'student',
      firstName: 'Lipok',
      lastName: 'Jamir',
      email: 'lipok@example.com',
    })
    expect(created.welcomeEmailed).toBe(true)
    await settle()
    const failed = await db.emailOutbox.findFirstOrThrow({ where: { status: 'failed' } })
    expect(failed.text).toContain('set-password link (hidden)')
    await as(admin).outbox.resend({ id: failed.id })
    const token = deliveredTokens().at(-1)!
    await expect(as(null).auth.passwordLink({ token })).resolves.toEqual({ valid: true, purpose: 'welcome' })
  })

  it('audit-logs a reset asked for someone else and every completed reset, not a person asking for themselves', async () => {
    const teacher = await makeUser(db, { role: 'teacher', email: 'toka@example.com', firstName: 'Toka' })
    await as(null).auth.requestPasswordReset({ identifier: 'toka@example.com' })
    await as(teacher).auth.requestPasswordReset({ identifier: 'toka@example.com' })
    expect(await db.auditLog.count({ where: { action: 'user.password_reset_request' } })).toBe(0)

    await as(admin).auth.requestPasswordReset({ identifier: 'toka@example.com' })
    const asked = await db.auditLog.findFirstOrThrow({ where: { action: 'user.password_reset_request' } })
    expect(asked).toMatchObject({ actorId: admin.id, targetId: teacher.id })
    await settle()

    const token = deliveredTokens().at(-1)!
    await as(null).auth.resetPassword({ token, password: 'Fresh#Start42' })
    const used = await db.auditLog.findFirstOrThrow({ where: { action: 'user.password_link_used' } })
    expect(used).toMatchObject({ actorId: teacher.id, targetId: teacher.id })
    expect(JSON.parse(used.details!)).toMatchObject({ purpose: 'reset' })
  })

  it('answers without sending anything: the e-mail is queued after the answer and the worker sends it', async () => {
    await makeUser(db, { email: 'slow@example.com' })
    await as(null).auth.requestPasswordReset({ identifier: 'slow@example.com' })
    await as(null).auth.requestPasswordReset({ identifier: 'nobody@example.com' })
    await resetMailSettled()
    expect(fake.requests).toHaveLength(0)
    expect(await db.emailOutbox.count()).toBe(1)
    await settle()
    expect(fake.requests).toHaveLength(1)
    expect(await db.emailOutbox.count({ where: { to: 'slow@example.com', status: 'sent' } })).toBe(1)
  })

  it('a reset for an account deactivated before the worker ran is not sent, and says why', async () => {
    const user = await makeUser(db, { email: 'left@example.com' })
    await as(null).auth.requestPasswordReset({ identifier: 'left@example.com' })
    await resetMailSettled()
    await db.user.update({ where: { id: user.id }, data: { isActive: false } })
    await settle()
    expect(fake.requests).toHaveLength(0)
    const row = await db.emailOutbox.findFirstOrThrow({ where: { to: 'left@example.com' } })
    expect(row).toMatchObject({ status: 'failed', error: expect.stringContaining('inactive') })
    expect(await db.passwordToken.count()).toBe(0)
  })
})
