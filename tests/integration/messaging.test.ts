// One outbox for every channel, sent by the worker through our own MSG91 and WhatsApp clients against loopback
// fakes: WhatsApp first, SMS when it fails, e-mail last, each step a row; retries with back-off; a run queued twice,
// or two runs and two workers at once, send each message once; a crash mid-send is never sent again.
import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { createDb } from '~/server/db'
import { msg91Sender, whatsAppSender } from '~/server/messaging/providers'
import { queueMessages, type QueueItem } from '~/server/messaging/queue'
import { outboxSender, resendSender } from '~/server/messaging/senders'
import { templateOf } from '~/server/messaging/templates'
import { handleDeliveryWebhook, whatsAppReports } from '~/server/messaging/webhooks'
import { drainMessages, hasWork, notConfigured, settleStuck, type Senders } from '~/server/messaging/worker'
import { makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { startFakeMsg91, startFakeWhatsApp, type FakeProvider } from '../support/fake-messaging'
import { startFakeResend } from '../support/fake-resend'

const testDb = await useFreshDatabasePerTest()
const { db } = testDb
const now = fixedClock('2026-06-25T11:00:00+05:30')

let msg91: FakeProvider
let whatsapp: FakeProvider
beforeAll(async () => {
  ;[msg91, whatsapp] = await Promise.all([startFakeMsg91(), startFakeWhatsApp()])
})
afterAll(async () => {
  await Promise.all([msg91.close(), whatsapp.close()])
})
beforeEach(() => {
  msg91.requests.length = 0
  whatsapp.requests.length = 0
})

const senders = (): Senders => ({
  email: outboxSender,
  sms: msg91Sender({
    authKey: 'test-auth-key',
    baseUrl: msg91.url,
    senderId: 'LRHSSC',
    flows: { fee_reminder: { flowId: 'flow-fee-reminder', dltTemplateId: '1107000000000000001' } },
    perSecond: 1000,
  }),
  whatsapp: whatsAppSender({
    token: 'test-token',
    baseUrl: whatsapp.url,
    phoneNumberId: '1234567890',
    perSecond: 1000,
  }),
})

const sample = templateOf('fee_reminder').sample as QueueItem<'fee_reminder'>['values']

/** A guardian with this mobile on their account who has turned WhatsApp on for fees (WhatsApp needs the opt-in). */
async function guardian(phone: string | null = '+919876543210') {
  const user = await makeUser(db, { role: 'parent', firstName: 'Imli', lastName: 'Sumi' })
  await db.user.update({ where: { id: user.id }, data: { phone } })
  await db.messageChoice.create({
    data: {
      userId: user.id,
      kind: 'fees',
      channel: 'whatsapp',
      enabled: true,
      changedAt: new Date(),
      source: 'profile',
    },
  })
  return { userId: user.id, email: user.email, phone }
}

const reminder = (recipient: QueueItem['recipient'], about: string): QueueItem<'fee_reminder'> => ({
  recipient,
  template: 'fee_reminder',
  values: sample,
  about,
})

/** The rows the worker sends (the bell's rows are written delivered at once; see "the bell" below). */
const rowsOf = (userId: string) =>
  db.emailOutbox.findMany({
    where: { recipientUserId: userId, channel: { not: 'bell' } },
    orderBy: [{ createdAt: 'asc' }, { channel: 'desc' }],
    include: { events: { orderBy: { at: 'asc' } } },
  })

describe('the message outbox', () => {
  it('has work for the worker only when a message is due, so an idle worker writes nothing', async () => {
    expect(await hasWork({ db, now })).toBe(false)
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:idle:2026-06-25')])
    expect(await hasWork({ db, now })).toBe(true)
    await drainMessages({ db, now, senders: senders() })
    expect(await hasWork({ db, now })).toBe(false)
  })

  it("sends an e-mail through Resend with the List-Unsubscribe headers of a mail app's one-click button", async () => {
    const resend = await startFakeResend()
    try {
      const to = await guardian(null) // no mobile: e-mail only
      await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:mail:2026-06-25')])
      const email = resendSender({ apiKey: 're_test', from: 'School <office@school.test>', baseUrl: resend.url })
      expect(await drainMessages({ db, now, senders: { ...senders(), email } })).toMatchObject({ sent: 1 })
      const [row] = await rowsOf(to.userId)
      expect(resend.requests).toHaveLength(1)
      const { headers } = resend.requests[0]!.body as { headers: Record<string, string> }
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      const link = new URL(headers['List-Unsubscribe']!.replace(/^<|>$/g, ''))
      expect(link.pathname).toBe('/api/unsubscribe')
      expect(Object.fromEntries(link.searchParams)).toMatchObject({ u: to.userId, k: 'fees' })
      expect(row!.text).toContain('/unsubscribe?') // the same choice, as a link in the text
    } finally {
      await resend.close()
    }
  })

  it('sends a fee reminder as a WhatsApp template and records the provider id', async () => {
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:f1:2026-06-25')])
    expect(whatsapp.requests).toHaveLength(0) // queued in the request, sent by the worker
    expect(await drainMessages({ db, now, senders: senders() })).toMatchObject({ sent: 1, failed: 0 })

    expect(whatsapp.requests).toHaveLength(1)
    const [request] = whatsapp.requests
    expect(request!.path).toBe('/1234567890/messages')
    expect(request!.headers.authorization).toBe('Bearer test-token')
    const [row] = await rowsOf(to.userId)
    expect(request!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      biz_opaque_callback_data: row!.id,
      template: { name: 'fee_reminder', language: { code: 'en' } },
    })
    expect(row).toMatchObject({ channel: 'whatsapp', status: 'sent', provider: 'whatsapp', attempts: 1, kind: 'fees' })
    expect(row!.providerId).toMatch(/^wamid\./)
    expect(row!.text).toContain('Dear Mrs Imli Sumi')
    expect(row!.events.map((e) => e.status)).toEqual(['queued', 'sent'])
  })

  it('falls back from a refused WhatsApp message to SMS, through MSG91 in Unicode, each step recorded', async () => {
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:f2:2026-06-25')])
    whatsapp.failNext(400)
    expect(await drainMessages({ db, now, senders: senders() })).toMatchObject({ failed: 1, sent: 1 })

    const [wa, sms] = await rowsOf(to.userId)
    expect(wa).toMatchObject({ channel: 'whatsapp', status: 'failed' })
    expect(wa!.error).toContain('WhatsApp refused the message (HTTP 400)')
    expect(wa!.events.map((e) => e.status)).toEqual(['queued', 'failed', 'fallback'])
    expect(sms).toMatchObject({ channel: 'sms', status: 'sent', fallbackOfId: wa!.id, to: '+919876543210' })
    expect(msg91.requests[0]!.headers.authkey).toBe('test-auth-key')
    expect(msg91.requests[0]!.body).toMatchObject({
      template_id: 'flow-fee-reminder',
      sender: 'LRHSSC',
      unicode: 1,
      recipients: [{ mobiles: '919876543210', VAR1: 'Mrs Imli Sumi', VAR2: '₹12,500.00', VAR3: 'Anu' }],
    })
  })

  it('retries a provider that is down with back-off, then sends once', async () => {
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:f3:2026-06-25')])
    whatsapp.failNext(503)
    expect(await drainMessages({ db, now, senders: senders() })).toMatchObject({ retried: 1, sent: 0 })
    const [waiting] = await rowsOf(to.userId)
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 })
    expect(waiting!.notBefore!.getTime()).toBe(now().getTime() + 30_000)

    // Not before its time; then it goes.
    expect(await drainMessages({ db, now, senders: senders() })).toMatchObject({ sent: 0 })
    const later = fixedClock(new Date(now().getTime() + 30_000))
    expect(await drainMessages({ db, now: later, senders: senders() })).toMatchObject({ sent: 1 })
    expect(whatsapp.requests).toHaveLength(2)
    expect((await rowsOf(to.userId))[0]).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('without keys records WhatsApp and SMS as not sent and keeps the e-mail in the outbox', async () => {
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:f4:2026-06-25')])
    await drainMessages({ db, now, senders: { email: outboxSender, sms: null, whatsapp: null } })
    const rows = await rowsOf(to.userId)
    expect(rows.map((row) => [row.channel, row.status, row.error])).toEqual([
      ['whatsapp', 'skipped', notConfigured],
      ['sms', 'skipped', notConfigured],
      ['email', 'stored', null],
    ])
    expect(rows[2]!.to).toBe(to.email)
    expect(rows[2]!.subject).toBe('Fee reminder: Term 1 2026-27 was due on 15/06/2026')
  })

  it('a guardian without a mobile gets the e-mail', async () => {
    const to = await guardian(null)
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:f5:2026-06-25')])
    await drainMessages({ db, now, senders: senders() })
    // Their choices offer no phone channel without a mobile (channelsFor), so the e-mail is the one message.
    expect((await rowsOf(to.userId)).map((row) => [row.channel, row.status])).toEqual([['email', 'stored']])
    expect(whatsapp.requests).toHaveLength(0)
  })

  it('holds school news by SMS until 10:00 IST', async () => {
    const night = fixedClock('2026-06-25T22:00:00+05:30')
    const to = { userId: null, email: null, phone: '+919876543210' }
    // A direct SMS row for a news item (the preferences decide channels for accounts; here the row is queued as is).
    await db.emailOutbox.create({
      data: {
        channel: 'sms',
        to: to.phone,
        kind: 'news',
        template: 'school_notice',
        subject: 'School notice',
        text: 'x',
        provider: 'msg91',
        status: 'queued',
        dedupeKey: 'notice:n1:sms',
        createdAt: night(),
      },
    })
    expect(await drainMessages({ db, now: night, senders: senders() })).toMatchObject({ waiting: 1, sent: 0 })
    const row = await db.emailOutbox.findUniqueOrThrow({ where: { dedupeKey: 'notice:n1:sms' } })
    expect(row.notBefore).toEqual(new Date('2026-06-26T10:00:00+05:30'))
    expect(msg91.requests).toHaveLength(0)
  })
})

describe('the bell', () => {
  const bellOf = (userId: string) =>
    db.notification.findMany({ where: { userId }, select: { kind: true, title: true, body: true, link: true } })

  it('is written with the message, shown in the outbox as delivered, and a rerun adds no second line', async () => {
    const to = await guardian()
    const first = await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:bell:d')])
    expect(first).toMatchObject({ written: 1, bells: 1, total: 1 })
    expect(await bellOf(to.userId)).toEqual([
      {
        kind: 'fee_due',
        title: 'Fee reminder: Term 1 2026-27',
        body: '₹12,500.00 for Anu was due on 15/06/2026.',
        link: '/fee-portal',
      },
    ])
    const bell = await db.emailOutbox.findUniqueOrThrow({
      where: { dedupeKey: 'fee-reminder:t1:bell:d:bell' },
      include: { events: true },
    })
    expect(bell).toMatchObject({
      channel: 'bell',
      status: 'delivered',
      provider: 'bell',
      to: `Portal bell (${to.email})`,
      deliveredAt: now(),
    })
    expect(bell.events.map((e) => e.status)).toEqual(['delivered'])

    expect(await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:bell:d')])).toMatchObject({
      written: 0,
      bells: 0,
    })
    await Promise.all(
      Array.from({ length: 4 }, () => queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:bell:d2')])),
    )
    expect(await bellOf(to.userId)).toHaveLength(2)
    // The worker never picks a bell row up.
    await drainMessages({ db, now, senders: senders() })
    expect((await db.emailOutbox.findUniqueOrThrow({ where: { id: bell.id } })).status).toBe('delivered')
  })

  it('does not ring for a recipient without an account', async () => {
    await queueMessages({ db, now }, [
      reminder({ userId: null, email: 'no-account@example.in', phone: null }, 'fee-reminder:t1:none:d'),
    ])
    expect(await db.emailOutbox.count({ where: { channel: 'bell' } })).toBe(0)
    expect(await db.notification.count()).toBe(0)
  })
})

describe('delivery reports', () => {
  const secret = 'whatsapp-app-secret'
  const post = (body: string, signature: string | null) =>
    handleDeliveryWebhook(
      new Request('http://school.test/api/messages/whatsapp-status', {
        method: 'POST',
        body,
        headers: signature ? { 'x-hub-signature-256': signature } : {},
      }),
      { db, now },
      { name: 'whatsapp', header: 'x-hub-signature-256', secret, parse: whatsAppReports },
    )
  const sign = (body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

  it('marks a message delivered from a signed report, and refuses a bad signature', async () => {
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:report:d')])
    await drainMessages({ db, now, senders: senders() })
    const [row] = await rowsOf(to.userId)
    const body = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: row!.providerId, status: 'delivered' }] } }] }],
    })
    expect((await post(body, null)).status).toBe(400)
    expect((await post(body, sign('{}'))).status).toBe(401)
    expect((await rowsOf(to.userId))[0]!.status).toBe('sent')

    expect((await post(body, sign(body))).status).toBe(200)
    const delivered = (await rowsOf(to.userId))[0]!
    expect(delivered).toMatchObject({ status: 'delivered', deliveredAt: now() })
    expect(delivered.events.map((e) => e.status)).toEqual(['queued', 'sent', 'webhook'])
  })

  it('settles an unconfirmed message by our own id that travelled with it', async () => {
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:unconfirmed:d')])
    const [row] = await rowsOf(to.userId)
    await db.emailOutbox.update({ where: { id: row!.id }, data: { status: 'unconfirmed', provider: 'whatsapp' } })
    const body = JSON.stringify({
      entry: [
        {
          changes: [
            { value: { statuses: [{ id: 'wamid.late', status: 'delivered', biz_opaque_callback_data: row!.id }] } },
          ],
        },
      ],
    })
    expect((await post(body, sign(body))).status).toBe(200)
    expect((await rowsOf(to.userId))[0]).toMatchObject({ status: 'delivered', providerId: 'wamid.late' })
  })
})

describe('once and only once', () => {
  it('a run for 500 families queued twice, and twice at once by two instances, writes one message per family and channel', async () => {
    // On PostgreSQL a second instance of the app: its own client and connections to the same database, as another
    // server has. SQLite is served by one process (scripts/start.mjs), so there both runs share its client.
    const other = testDb.kind === 'postgres' ? createDb(testDb.url) : db
    try {
      const users: QueueItem['recipient'][] = []
      for (let i = 0; i < 20; i += 1) users.push(await guardian())
      const items = Array.from({ length: 500 }, (_, i) =>
        reminder(users[i % users.length]!, `fee-reminder:t9:family-${i}:d`),
      )
      const first = await queueMessages({ db, now }, items)
      expect(first.written).toBe(500)
      expect((await queueMessages({ db, now }, items)).written).toBe(0)
      const both = await Promise.all([
        queueMessages(
          { db, now },
          items.map((item) => ({ ...item, about: item.about.replace('t9', 't10') })),
        ),
        queueMessages(
          { db: other, now },
          items.map((item) => ({ ...item, about: item.about.replace('t9', 't10') })),
        ),
      ])
      expect(both[0].written + both[1].written).toBe(500)
      expect(both[0].bells + both[1].bells).toBe(500)
      const t10 = { dedupeKey: { startsWith: 'fee-reminder:t10:' } }
      expect(await db.emailOutbox.count({ where: { ...t10, channel: { not: 'bell' } } })).toBe(500)
      expect(await db.emailOutbox.count({ where: { ...t10, channel: 'bell' } })).toBe(500)
      expect(await db.notification.count({ where: { title: 'Fee reminder: Term 1 2026-27' } })).toBe(1000)
      await db.emailOutbox.deleteMany({ where: { channel: 'bell' } })

      // Two workers at once: each message goes out once (100 of them, to keep the test short).
      const keep = await db.emailOutbox.findMany({
        where: { dedupeKey: { startsWith: 'fee-reminder:t10:' } },
        orderBy: { id: 'asc' },
        take: 100,
        select: { id: true },
      })
      await db.emailOutbox.deleteMany({ where: { id: { notIn: keep.map((row) => row.id) } } })
      const results = await Promise.all([
        drainMessages({ db, now, senders: senders() }),
        drainMessages({ db: other, now, senders: senders() }),
      ])
      expect(results[0].sent + results[1].sent).toBe(100)
      expect(whatsapp.requests).toHaveLength(100)
      expect(new Set(whatsapp.requests.map((r) => r.body.biz_opaque_callback_data)).size).toBe(100)
      expect(await drainMessages({ db, now, senders: senders() })).toMatchObject({ sent: 0 })
    } finally {
      if (other !== db) await other.$disconnect()
    }
  }, 120_000)

  it('a message left "sending" by a stopped worker is never sent again', async () => {
    const to = await guardian()
    await queueMessages({ db, now }, [reminder(to, 'fee-reminder:t1:crash:d')])
    const [row] = await rowsOf(to.userId)
    // The worker took it and the provider answered, but it stopped before writing "sent".
    await db.emailOutbox.update({
      where: { id: row!.id },
      data: { status: 'sending', attempts: 1, notBefore: new Date(now().getTime() + 300_000) },
    })
    const later = fixedClock(new Date(now().getTime() + 300_000))
    await drainMessages({ db, now: later, senders: senders() })
    expect(whatsapp.requests).toHaveLength(0)
    expect((await rowsOf(to.userId))[0]).toMatchObject({ status: 'unconfirmed', attempts: 1 })

    // One that had its provider id recorded is simply sent.
    await db.emailOutbox.update({ where: { id: row!.id }, data: { status: 'sending', providerId: 'wamid.X' } })
    await settleStuck({ db, now: later })
    expect((await rowsOf(to.userId))[0]).toMatchObject({ status: 'sent', providerId: 'wamid.X' })
  })
})
