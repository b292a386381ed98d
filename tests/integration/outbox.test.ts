// A failed e-mail is recorded with its error, listed for admins at /admin/outbox,
// and can be sent again (once, however many admins click).
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { createOutboxMailer, createResendMailer } from '~/server/mail'
import { callerFor, makeUser, useAccountsDatabase } from '../support/accounts'
import { startFakeResend, type FakeResend } from '../support/fake-resend'
import { failureOf } from '../support/failures'

const testDb = await useAccountsDatabase()
const db = testDb.db
afterAll(() => testDb.drop())

const now = fixedClock('2026-06-20T10:00:00+05:30')
let admin: SessionUser
let fake: FakeResend

beforeEach(async () => {
  await testDb.reset()
  admin = await makeUser(db, { role: 'admin' })
  fake = await startFakeResend()
})
afterEach(() => fake.close())

const resendMailer = () =>
  createResendMailer({
    apiKey: 're_test_1',
    from: 'School <no-reply@lightridge-hss.edu.in>',
    baseUrl: fake.url,
    db,
    now,
  })
const asAdmin = (mailer = resendMailer()) => callerFor(admin, { now, mailer }).caller

const message = {
  to: 'office@lightridge-hss.edu.in',
  subject: 'New admission application ADM-2026-00001',
  text: 'Asha Sumi applied.',
  html: '<p>Asha Sumi applied.</p>',
}

describe('the outbox', () => {
  it('lists failed sends with their error, filters by status, search and date, and shows one message', async () => {
    fake.failNextWith(500, 'Upstream exploded')
    await resendMailer()
      .send(message)
      .catch(() => undefined)
    await resendMailer().send({ ...message, to: 'parent@example.in', subject: 'Application received: ADM-2026-00001' })
    // A message our own code built wrong (a line break from a name) is recorded, not lost.
    await resendMailer()
      .send({ ...message, subject: 'New application: Asha\nSumi' })
      .catch(() => undefined)
    await db.emailOutbox.create({
      data: {
        to: 'old@example.in',
        subject: 'Old news',
        text: 'x',
        provider: 'outbox',
        status: 'stored',
        createdAt: new Date('2026-05-01T04:30:00Z'),
      },
    })

    const all = await asAdmin().outbox.list({})
    expect(all.total).toBe(4)
    expect(all.failed).toBe(2)
    const failed = await asAdmin().outbox.list({ status: 'failed' })
    expect(failed.items.map((item) => item.error).sort()).toEqual([
      'E-mail subject must be one line',
      'Resend refused the e-mail (HTTP 500): Upstream exploded',
    ])

    expect((await asAdmin().outbox.list({ search: 'PARENT@' })).items.map((item) => item.to)).toEqual([
      'parent@example.in',
    ])
    expect((await asAdmin().outbox.list({ search: 'old news' })).total).toBe(1)
    expect((await asAdmin().outbox.list({ from: '2026-06-20', to: '2026-06-20' })).total).toBe(3)
    expect((await asAdmin().outbox.list({ to: '2026-05-31' })).items.map((item) => item.subject)).toEqual(['Old news'])

    const one = await asAdmin().outbox.byId({ id: failed.items[0]!.id })
    expect(one).toMatchObject({ status: 'failed', text: message.text })
    expect((await failureOf(asAdmin().outbox.byId({ id: 'nope' }))).code).toBe('NOT_FOUND')
    expect((await failureOf(asAdmin().outbox.list({ from: '2026-06-21', to: '2026-06-20' }))).code).toBe('BAD_REQUEST')
    expect((await failureOf(asAdmin().outbox.list({ search: 'a\u0000b' }))).code).toBe('BAD_REQUEST')
  })

  it('resends a failed message through the mailer, marks the original, and logs who did it', async () => {
    fake.failNextWith(422, 'The `to` field is invalid')
    const failure = await resendMailer()
      .send(message)
      .then(
        () => null,
        (error: unknown) => error as { outboxId: string },
      )
    const id = failure!.outboxId

    const result = await asAdmin().outbox.resend({ id })
    expect(result.error).toBeNull()
    expect(fake.requests.at(-1)!.body).toMatchObject({
      to: ['office@lightridge-hss.edu.in'],
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'resent' })
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } })).toMatchObject({
      status: 'sent',
      subject: message.subject,
    })
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'mail.resend' } })
    expect(audit).toMatchObject({ actorId: admin.id, targetId: id, targetLabel: message.subject })

    // Only failed messages, and only once.
    expect((await failureOf(asAdmin().outbox.resend({ id }))).message).toBe('Only a failed message can be sent again.')
    expect((await failureOf(asAdmin().outbox.resend({ id: result.id }))).code).toBe('BAD_REQUEST')
  })

  it('a resend that fails again is a new failed row with the new error', async () => {
    const failed = await db.emailOutbox.create({
      data: { ...message, provider: 'resend', status: 'failed', error: 'timeout', createdAt: now() },
    })
    fake.failNextWith(503, 'Service unavailable')
    const result = await asAdmin().outbox.resend({ id: failed.id })
    expect(result.error).toBe('Resend refused the e-mail (HTTP 503): Service unavailable')
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } })).toMatchObject({
      status: 'failed',
      error: result.error,
    })
    expect((await asAdmin().outbox.list({ status: 'failed' })).items.map((item) => item.id)).toEqual([result.id])
  })

  it('two admins resending at once send it once', async () => {
    const failed = await db.emailOutbox.create({
      data: { ...message, provider: 'outbox', status: 'failed', error: 'disk full', createdAt: now() },
    })
    const outbox = createOutboxMailer({ db, now })
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => asAdmin(outbox).outbox.resend({ id: failed.id })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(await db.emailOutbox.count({ where: { status: 'stored' } })).toBe(1)
  })

  it('sends a failed WhatsApp message again as a new queued attempt, once; a delivered one never', async () => {
    const whatsApp = {
      channel: 'whatsapp',
      to: '+919876543210',
      kind: 'fees',
      template: 'fee_reminder',
      subject: 'Fee reminder',
      text: 'Dear Mrs Imli Sumi, the fees of ₹12,500.00 ...',
      provider: 'whatsapp',
      createdAt: now(),
    }
    const failed = await db.emailOutbox.create({
      data: {
        ...whatsApp,
        status: 'failed',
        error: 'WhatsApp refused the message (HTTP 400)',
        dedupeKey: 'r:1:whatsapp',
      },
    })
    const delivered = await db.emailOutbox.create({
      data: { ...whatsApp, status: 'delivered', dedupeKey: 'r:2:whatsapp' },
    })
    const results = await Promise.allSettled(
      Array.from({ length: 3 }, () => asAdmin().outbox.resend({ id: failed.id })),
    )
    const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    expect(done).toHaveLength(1)
    const attempt = await db.emailOutbox.findUniqueOrThrow({ where: { id: done[0]!.id }, include: { events: true } })
    expect(attempt).toMatchObject({
      channel: 'whatsapp',
      to: whatsApp.to,
      text: whatsApp.text,
      status: 'queued',
      attempts: 0,
      error: null,
      dedupeKey: null,
      fallbackOfId: failed.id,
    })
    expect(attempt.events.map((e) => [e.status, e.detail])).toEqual([['queued', 'Sent again by an administrator']])
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: 'resent' })
    expect(await db.messageEvent.findFirstOrThrow({ where: { messageId: failed.id } })).toMatchObject({
      status: 'resent',
      detail: `New attempt ${attempt.id}`,
    })
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: 'mail.resend' } })
    expect(JSON.parse(audit.details!)).toMatchObject({
      channel: 'whatsapp',
      result: 'queued',
    })
    // Nothing else to resend: neither the resent original nor a delivered message.
    expect((await failureOf(asAdmin().outbox.resend({ id: failed.id }))).message).toBe(
      'Only a failed message can be sent again.',
    )
    expect((await failureOf(asAdmin().outbox.resend({ id: delivered.id }))).code).toBe('BAD_REQUEST')
    expect(await db.emailOutbox.count()).toBe(3)
  })
})
