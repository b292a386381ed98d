import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MailDeliveryError, MailError, createOutboxMailer, createResendMailer, type MailMessage } from '~/server/mail'
import { fixedClock } from '~/server/clock'
import { startFakeResend, type FakeResend } from '../support/fake-resend'
import { createTestDatabase } from '../support/test-db'

const message: MailMessage = {
  to: 'admissions@lightridge-hss.edu.in',
  subject: 'New admission application: Asha Menon (Class 11)',
  text: 'Asha Menon has applied for Class 11.',
  html: '<p>Asha Menon has applied for Class 11.</p>',
  replyTo: 'parent@example.com',
}

const t = await createTestDatabase()
beforeEach(() => t.reset())
afterAll(() => t.drop())

describe('outbox mailer', () => {
  it('stores the message as an EmailOutbox row and sends nothing', async () => {
    const mailer = createOutboxMailer({ db: t.db })
    const result = await mailer.send({
      ...message,
      to: ['office@lightridge-hss.edu.in', 'principal@lightridge-hss.edu.in'],
    })
    expect(result.provider).toBe('outbox')

    const row = await t.db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } })
    expect(row).toMatchObject({
      to: 'office@lightridge-hss.edu.in, principal@lightridge-hss.edu.in',
      subject: message.subject,
      text: message.text,
      html: message.html,
      provider: 'outbox',
      providerId: null,
      status: 'stored',
      error: null,
      sentAt: null,
    })
  })

  it('refuses a badly built message with a clear message and records it as failed, never losing it', async () => {
    const mailer = createOutboxMailer({ db: t.db })
    await expect(mailer.send({ ...message, to: 'not-an-address' })).rejects.toThrow(
      'E-mail recipient is not a valid e-mail address',
    )
    await expect(mailer.send({ ...message, to: [] })).rejects.toThrow('E-mail recipient list is empty')
    await expect(mailer.send({ ...message, subject: 'Hello\r\nBcc: victim@example.com' })).rejects.toThrow(
      'E-mail subject must be one line',
    )
    await expect(mailer.send({ ...message, subject: '   ' })).rejects.toThrow('E-mail subject is empty')
    await expect(mailer.send({ ...message, text: '' })).rejects.toThrow(MailError)
    await expect(mailer.send({ ...message, to: ['a@example.com', 'broken'] })).rejects.toThrow(
      'E-mail recipient is not a valid e-mail address',
    )
    await expect(mailer.send({ ...message, replyTo: 'nobody' })).rejects.toThrow(
      'E-mail reply-to address is not a valid e-mail address',
    )
    const rows = await t.db.emailOutbox.findMany({ orderBy: { createdAt: 'asc' } })
    expect(rows).toHaveLength(7)
    expect(rows.every((row) => row.status === 'failed' && row.provider === 'outbox' && row.sentAt === null)).toBe(true)
    const injected = rows.find((row) => row.subject.includes('Bcc'))
    expect(injected).toMatchObject({ error: 'E-mail subject must be one line', to: message.to, text: message.text })
  })

  it('reports the recorded row on the thrown error', async () => {
    const mailer = createOutboxMailer({ db: t.db, now: fixedClock('2026-06-20T10:00:00+05:30') })
    const error = await mailer.send({ ...message, subject: 'New application: Asha\nMenon' }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(MailDeliveryError)
    const row = await t.db.emailOutbox.findUniqueOrThrow({ where: { id: (error as MailDeliveryError).outboxId! } })
    expect(row).toMatchObject({ status: 'failed', error: 'E-mail subject must be one line' })
    expect(row.createdAt.toISOString()).toBe('2026-06-20T04:30:00.000Z')
  })
})

describe('Resend mailer (against a fake Resend API on 127.0.0.1)', () => {
  let fake: FakeResend
  const apiKey = 're_test_0123456789'

  beforeEach(async () => {
    fake = await startFakeResend()
  })
  afterEach(async () => {
    await fake.close()
  })

  const mailer = () =>
    createResendMailer({ apiKey, from: 'Lightridge HSS <no-reply@lightridge-hss.edu.in>', baseUrl: fake.url, db: t.db })

  it('posts the message to /emails with the API key and records it as sent', async () => {
    const result = await mailer().send(message)
    expect(result.provider).toBe('resend')

    expect(fake.requests).toHaveLength(1)
    const request = fake.requests[0]!
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/emails')
    expect(request.headers.authorization).toBe(`Bearer ${apiKey}`)
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['idempotency-key']).toBe(result.id)
    expect(request.body).toMatchObject({
      from: 'Lightridge HSS <no-reply@lightridge-hss.edu.in>',
      to: ['admissions@lightridge-hss.edu.in'],
      subject: message.subject,
      text: message.text,
      html: message.html,
      reply_to: 'parent@example.com',
    })

    const row = await t.db.emailOutbox.findUniqueOrThrow({ where: { id: result.id } })
    expect(row).toMatchObject({
      provider: 'resend',
      status: 'sent',
      error: null,
      to: 'admissions@lightridge-hss.edu.in',
    })
    expect(row.providerId).toMatch(/^[0-9a-f-]{36}$/)
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  it.each([
    [422, 'The `to` field is invalid'],
    [500, 'Upstream exploded'],
  ])('turns an HTTP %i answer into a thrown error and a failed row', async (status, reason) => {
    fake.failNextWith(status, reason)
    const error = await mailer()
      .send(message)
      .then(
        () => null,
        (e: unknown) => e,
      )

    expect(error).toBeInstanceOf(MailDeliveryError)
    const delivery = error as MailDeliveryError
    expect(delivery.message).toBe(`Resend refused the e-mail (HTTP ${status}): ${reason}`)
    expect(delivery.statusCode).toBe(status)

    const rows = await t.db.emailOutbox.findMany()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: delivery.outboxId,
      provider: 'resend',
      status: 'failed',
      providerId: null,
      sentAt: null,
      error: delivery.message,
    })
  })

  it('turns an unreachable API into a thrown error and a failed row', async () => {
    await fake.close()
    await expect(mailer().send(message)).rejects.toThrow(/Resend refused the e-mail: Unable to fetch data/)
    expect(await t.db.emailOutbox.findMany({ select: { status: true } })).toEqual([{ status: 'failed' }])
    fake = await startFakeResend()
  })

  it('validates before calling Resend and records the refused message as failed', async () => {
    await expect(mailer().send({ ...message, to: 'nope' })).rejects.toThrow(MailError)
    expect(fake.requests).toHaveLength(0)
    expect(await t.db.emailOutbox.findMany({ select: { status: true, error: true, provider: true } })).toEqual([
      { status: 'failed', error: 'E-mail recipient is not a valid e-mail address', provider: 'resend' },
    ])
  })
})
