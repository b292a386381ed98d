// Online payments against a loopback fake Razorpay (on the database under test: SQLite, or PostgreSQL with
// TEST_DATABASE_URL): a parent's order, the browser's return and the webhooks racing to record it once, refused
// signatures, unknown orders, and payments that no longer match what is due.
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { createSession } from '~/server/auth/session'
import { handleRazorpayCheckout } from '~/server/payments/razorpay-checkout'
import { handleRazorpayWebhook } from '~/server/payments/webhook'
import { drainOutbox } from '../support/drain-outbox'
import { eventsApplied } from '../support/eventually'
import { callerFor } from '../support/accounts'
import { failureOf } from '../support/failures'
import { useFakeRazorpay } from '../support/fake-razorpay'
import { useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

const fake = await useFakeRazorpay()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

const now = fixedClock(today)
const paymentsAs = (user: SessionUser) =>
  callerFor(user, { db, now, paymentGateway: () => fake.config }).caller.payments
const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
  handleRazorpayWebhook(new Request('http://127.0.0.1/api/payments/razorpay/webhook', { method: 'POST', ...webhook }), {
    db,
    now,
    gateway: () => fake.config,
  })
const outstanding = async (user: SessionUser, studentId: string) =>
  (await feesAs(user, db).family.statement({ studentId })).totals.outstandingPaise
const counts = async () => ({
  receipts: await db.feeReceipt.count(),
  allocations: await db.feeAllocation.count(),
  events: await db.paymentEvent.count(),
})

describe('paying online', () => {
  it('records one payment, one receipt and one ledger credit from a return and 20 replays of both webhooks', async () => {
    const parent = school.parents.sharmaParent
    const { asha, ravi } = school.students
    const due = (await outstanding(parent, asha.id)) + (await outstanding(parent, ravi.id))
    const started = await paymentsAs(parent).start({
      students: [
        { studentId: asha.id, scope: 'all' },
        { studentId: ravi.id, scope: 'all' },
      ],
    })
    expect(started.amountPaise).toBe(due)
    expect(started.checkout.kind).toBe('razorpay')
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    expect(order.status).toBe('created')
    expect(Number(order.amountPaise)).toBe(due)
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/orders',
      body: { amount: due, receipt: order.id },
    })

    const { payment, signature, webhooks } = fake.capture(order.gatewayOrderId!)
    const replies = await Promise.all([
      paymentsAs(parent).confirm({ orderId: order.id, paymentId: payment.id, signature }),
      ...Array.from({ length: 20 }, () => webhooks.map(deliver)).flat(),
    ])
    for (const reply of replies.slice(1)) expect((reply as Response).status).toBe(200)
    // Every delivery was answered before its event was applied; the queue applies them after.
    await eventsApplied(db)

    const receipts = await db.feeReceipt.findMany({ include: { allocations: true } })
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ mode: 'online', cashierName: 'Online', gatewayPaymentId: payment.id })
    expect(receipts[0]!.reference).toContain(payment.id)
    expect(Number(receipts[0]!.totalPaise)).toBe(due)
    expect(receipts[0]!.allocations.reduce((sum, a) => sum + Number(a.amountPaise), 0)).toBe(due)
    expect(await outstanding(parent, asha.id)).toBe(0)
    expect(await outstanding(parent, ravi.id)).toBe(0)
    expect(await db.paymentEvent.count()).toBe(2)
    const status = await paymentsAs(parent).status({ orderId: order.id })
    expect(status).toMatchObject({ status: 'paid', amountPaise: due, receipt: { numberText: '2026-27/000001' } })
    // The day's collection counts it, as a mode and a cashier of its own.
    const day = await feesAs(school.cashier, db).reports.collection({})
    expect(day.byMode.find((mode) => mode.mode === 'online')).toMatchObject({ label: 'Online', totalPaise: due })
    expect(day.byCashier).toEqual([expect.objectContaining({ cashierName: 'Online', totalPaise: due })])
    expect(day.totalPaise).toBe(due)
    // The family is told, as for a receipt taken at the counter.
    expect(await db.notification.count({ where: { userId: parent.id, kind: 'fee_receipt' } })).toBe(2)
    // And a receipt message per child is queued once for the family, however many deliveries came; the worker
    // sends them.
    const messages = await db.emailOutbox.findMany({ where: { template: 'fee_receipt' }, orderBy: { subject: 'asc' } })
    expect(messages.map((row) => [row.channel, row.recipientUserId, row.status])).toEqual([
      ['email', parent.id, 'queued'],
      ['email', parent.id, 'queued'],
    ])
    expect(messages.every((row) => row.text.includes('online on 05/07/2026'))).toBe(true)
    await drainOutbox(db, fixedClock(today))
    expect(await db.emailOutbox.count({ where: { template: 'fee_receipt', status: 'stored' } })).toBe(2)
  })

  it('pays only the oldest term still due when asked, and never for another family', async () => {
    const parent = school.parents.sharmaParent
    const { asha, mira } = school.students
    const before = await feesAs(parent, db).family.statement({ studentId: asha.id })
    const started = await paymentsAs(parent).start({ students: [{ studentId: asha.id, scope: 'oldest' }] })
    expect(started.amountPaise).toBe(before.terms[0]!.totals.outstandingPaise)
    const refused = await failureOf(paymentsAs(parent).start({ students: [{ studentId: mira.id, scope: 'all' }] }))
    expect(refused.code).toBe('NOT_FOUND')
    const otherParent = await failureOf(paymentsAs(school.parents.royParent).status({ orderId: started.orderId }))
    expect(otherParent.code).toBe('NOT_FOUND')
  })

  it('refuses a return whose signature does not match the order we stored, writing nothing', async () => {
    const parent = school.parents.sharmaParent
    const started = await paymentsAs(parent).start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const { payment } = fake.capture(order.gatewayOrderId!)
    const forged = await failureOf(
      paymentsAs(parent).confirm({ orderId: order.id, paymentId: payment.id, signature: 'ab'.repeat(32) }),
    )
    expect(forged.code).toBe('BAD_REQUEST')
    expect(await db.feeReceipt.count()).toBe(0)
  })

  it('a failed or closed checkout marks the order failed and leaves the dues as they were', async () => {
    const parent = school.parents.sharmaParent
    const due = await outstanding(parent, school.students.asha.id)
    const started = await paymentsAs(parent).start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    const status = await paymentsAs(parent).confirm({ orderId: started.orderId })
    expect(status.status).toBe('failed')
    expect(await outstanding(parent, school.students.asha.id)).toBe(due)
  })
})

describe('the Razorpay Checkout page', () => {
  it('opens for the parent who started the order, with the public key only', async () => {
    const parent = school.parents.sharmaParent
    const started = await paymentsAs(parent).start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const open = async (cookie?: string) =>
      handleRazorpayCheckout(
        new Request(`http://127.0.0.1/api/payments/razorpay/checkout?order=${order.id}`, {
          headers: cookie ? { cookie } : {},
        }),
        fake.config,
      )
    const cookieOf = async (userId: string) => `session=${(await createSession(userId, { db })).token}`
    const page = await open(await cookieOf(parent.id))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(order.gatewayOrderId!)
    expect(html).toContain(fake.keys.keyId)
    expect(html).not.toContain(fake.keys.keySecret)
    expect(page.headers.get('content-security-policy')).toContain('https://checkout.razorpay.com')
    expect((await open(await cookieOf(school.parents.royParent.id))).status).toBe(404)
    expect((await open()).status).toBe(303)
  })
})

describe('the webhook', () => {
  it('changes nothing for a tampered body, a wrong signature or an empty secret', async () => {
    const parent = school.parents.sharmaParent
    const started = await paymentsAs(parent).start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const [captured] = fake.capture(order.gatewayOrderId!).webhooks
    const before = await counts()
    const tampered = { ...captured!, body: captured!.body.replace('"captured"', '"captured" ') }
    expect((await deliver(tampered)).status).toBe(400)
    const wrongKey = fake.signedWebhook(captured!.body, 'evt_wrong', 'not-the-secret')
    expect((await deliver(wrongKey)).status).toBe(400)
    const noSecret = await handleRazorpayWebhook(
      new Request('http://127.0.0.1/w', { method: 'POST', ...fake.signedWebhook(captured!.body, 'evt_x', '') }),
      { db, now, gateway: () => ({ ...fake.config, webhookSecret: '' }) },
    )
    expect(noSecret.status).toBe(503)
    expect(await counts()).toEqual(before)
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('created')
  })

  it('keeps an event for an order that is not ours for review', async () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_Stranger1',
            order_id: 'order_Stranger1',
            amount: 500_00,
            currency: 'INR',
            status: 'captured',
            method: 'upi',
          },
        },
      },
    })
    expect((await deliver(fake.signedWebhook(body, 'evt_stranger'))).status).toBe(200)
    await eventsApplied(db)
    const event = await db.paymentEvent.findUniqueOrThrow({ where: { eventId: 'evt_stranger' } })
    expect(event).toMatchObject({ outcome: 'review', gatewayPaymentId: 'pay_Stranger1' })
    expect(await db.feeReceipt.count()).toBe(0)
  })

  it('parks an amount that differs from the order for review, without a receipt', async () => {
    const parent = school.parents.sharmaParent
    const started = await paymentsAs(parent).start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const { webhooks } = fake.capture(order.gatewayOrderId!, { amount: 100_00 })
    expect((await deliver(webhooks[0]!)).status).toBe(200)
    await eventsApplied(db)
    const parked = await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })
    expect(parked).toMatchObject({ status: 'review', receiptId: null })
    expect(Number(parked.unallocatedPaise)).toBe(100_00)
    expect(await db.feeReceipt.count()).toBe(0)
    // The bursar sees it in the list of payments kept for review.
    const admin = callerFor(school.admin, { db, now, paymentGateway: () => fake.config }).caller.payments
    expect(await admin.forReview()).toEqual([
      expect.objectContaining({
        orderId: order.id,
        status: 'review',
        amountPaise: 100_00,
        payerName: order.userName,
        students: [{ studentId: school.students.asha.id, name: expect.stringContaining('Asha') }],
        note: expect.stringContaining('kept for review'),
      }),
    ])
  })

  it('lets only an administrator apply a parked payment to the dues, oldest first, once however often it is asked', async () => {
    const parent = school.parents.sharmaParent
    const asha = school.students.asha.id
    const due = await outstanding(parent, asha)
    const started = await paymentsAs(parent).start({ students: [{ studentId: asha, scope: 'all' }] })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const { webhooks } = fake.capture(order.gatewayOrderId!, { amount: 100_00 })
    expect((await deliver(webhooks[0]!)).status).toBe(200)
    await eventsApplied(db)
    const admin = callerFor(school.admin, { db, now, paymentGateway: () => fake.config }).caller.payments
    const cashier = callerFor(school.cashier, { db, now, paymentGateway: () => fake.config }).caller.payments
    expect((await failureOf(cashier.applyParked({ orderId: order.id }))).code).toBe('FORBIDDEN')
    const tries = await Promise.allSettled(Array.from({ length: 5 }, () => admin.applyParked({ orderId: order.id })))
    const done = tries.filter((t) => t.status === 'fulfilled')
    expect(done).toHaveLength(1)
    expect(done[0]!.value).toMatchObject({ appliedPaise: 100_00, leftPaise: 0, numberText: '2026-27/000001' })
    for (const t of tries.filter((t) => t.status === 'rejected'))
      expect(t.reason).toMatchObject({ message: 'Nothing of this payment is kept for review any more.' })
    expect(await outstanding(parent, asha)).toBe(due - 100_00)
    const receipts = await db.feeReceipt.findMany({ include: { allocations: true } })
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.allocations.reduce((sum, a) => sum + Number(a.amountPaise), 0)).toBe(100_00)
    expect(await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      status: 'paid',
      receiptId: receipts[0]!.id,
    })
    expect(await admin.forReview()).toEqual([])
    expect(await db.auditLog.count({ where: { action: 'payments.applyParked' } })).toBe(1)
    expect((await failureOf(admin.applyParked({ orderId: order.id }))).code).toBe('BAD_REQUEST')
  })

  it('puts what still fits on dues that shrank since the order and keeps the rest for review', async () => {
    const parent = school.parents.sharmaParent
    const asha = school.students.asha.id
    const started = await paymentsAs(parent).start({ students: [{ studentId: asha, scope: 'all' }] })
    // Meanwhile the family paid part of it at the counter.
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha, amountPaise: 1_000_00 }],
    })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const { webhooks } = fake.capture(order.gatewayOrderId!)
    expect((await deliver(webhooks[1]!)).status).toBe(200)
    await eventsApplied(db)
    const paid = await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })
    expect(paid.status).toBe('paid')
    expect(Number(paid.unallocatedPaise)).toBe(1_000_00)
    expect(paid.reviewNote).toContain('kept for review')
    const receipt = await db.feeReceipt.findUniqueOrThrow({ where: { id: paid.receiptId! } })
    expect(Number(receipt.totalPaise)).toBe(started.amountPaise - 1_000_00)
    expect(await outstanding(parent, asha)).toBe(0)
  })
})
