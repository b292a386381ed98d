// A UPI QR at the counter, against a loopback fake Razorpay (QR Codes API) on the database under test: the QR is for
// exactly the amount the cashier chose and never more than is due; the gateway's qr_code.credited webhook records it
// once (however often it comes) on the cashier's receipt in the shared series; a late webhook is caught by asking the
// gateway; a QR taken down can no longer be paid; a cashier sees only their own QRs.
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { collectMessages } from '~/server/fees/counter'
import { counterQrMessages } from '~/server/payments/counter-qr'
import type { GatewayConfig } from '~/server/payments/razorpay'
import { reconcilePayments } from '~/server/payments/reconcile'
import { handleRazorpayWebhook } from '~/server/payments/webhook'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { eventsApplied } from '../support/eventually'
import { failureOf } from '../support/failures'
import { useFakeRazorpay } from '../support/fake-razorpay'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

const fake = await useFakeRazorpay()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
  fake.requests.length = 0
})

const now = fixedClock(today)
const qrAs = (user: SessionUser, gateway: () => GatewayConfig | null = () => fake.config) =>
  callerFor(user, { db, now, paymentGateway: gateway }).caller.payments.counterQr
const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
  handleRazorpayWebhook(new Request('http://127.0.0.1/api/payments/razorpay/webhook', { method: 'POST', ...webhook }), {
    db,
    now,
    gateway: () => fake.config,
  })
const outstanding = async (studentId: string) =>
  (await feesAs(school.parents.sharmaParent, db).family.statement({ studentId })).totals.outstandingPaise

describe('a UPI QR at the counter', () => {
  it('is a single-use QR for the exact amount; its webhook records one receipt, the cashier’s, however often it comes', async () => {
    const { asha } = school.students
    const due = await outstanding(asha.id)
    const shown = await qrAs(school.cashier).start({ studentId: asha.id, amountPaise: 5_000_00 })
    expect(shown).toMatchObject({ status: 'waiting', amountPaise: 5_000_00, studentId: asha.id, receipt: null })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: shown.orderId } })
    expect(order).toMatchObject({ source: 'counter', userId: school.cashier.id, status: 'created' })
    expect(shown.imageUrl).toBe(`https://rzp.io/i/${order.gatewayOrderId}`)
    const made = fake.requests.find((r) => r.method === 'POST' && r.path === '/payments/qr_codes')!
    expect(made.body).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 5_000_00,
      notes: { receipt: order.id },
      close_by: Math.floor(order.expiresAt.getTime() / 1000),
    })

    const { payment, webhooks } = fake.payQr(order.gatewayOrderId!)
    const answers = await Promise.all([...webhooks, ...webhooks, ...webhooks].map((w) => deliver(w)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    await eventsApplied(db)
    const paid = await qrAs(school.cashier).status({ orderId: shown.orderId })
    expect(paid).toMatchObject({ status: 'paid', imageUrl: null })
    expect(paid.receipt?.numberText).toMatch(/^\d{4}-\d{2}\/\d{6}$/)
    expect(await db.feeReceipt.count()).toBe(1)
    const receipt = await db.feeReceipt.findUniqueOrThrow({ where: { id: paid.receipt!.id } })
    expect(receipt).toMatchObject({
      mode: 'online',
      cashierId: school.cashier.id,
      gatewayPaymentId: payment.id,
    })
    expect(receipt.reference).toContain(`UPI ${payment.id}`)
    expect(await outstanding(asha.id)).toBe(due - 5_000_00)
    // The QR payment's own payment.captured names no order: it is left to qr_code.credited.
    const events = await db.paymentEvent.findMany({ orderBy: { type: 'asc' } })
    expect(events.map((e) => [e.type, e.outcome])).toEqual([
      ['payment.captured', 'ignored'],
      ['qr_code.credited', 'applied'],
    ])
  })

  it('refuses more than is due, nothing due, a closed day, and says so without a gateway; nothing is written', async () => {
    const { asha } = school.students
    const due = await outstanding(asha.id)
    const tooMuch = await failureOf(qrAs(school.cashier).start({ studentId: asha.id, amountPaise: due + 100 }))
    expect(tooMuch.message).toBe(counterQrMessages.tooMuch(due))
    expect((await failureOf(qrAs(school.cashier).start({ studentId: asha.id, amountPaise: 50 }))).message).toContain(
      'A UPI QR is for at least ₹1.00.',
    )
    const offline = await failureOf(qrAs(school.cashier, () => null).start({ studentId: asha.id, amountPaise: 100_00 }))
    expect(offline.message).toBe(counterQrMessages.unavailable)
    await feesAs(school.cashier, db).reports.dayClose.close({ countedCashPaise: 0 })
    const closed = await failureOf(qrAs(school.cashier).start({ studentId: asha.id, amountPaise: 100_00 }))
    expect(closed.message).toBe(collectMessages.dayClosed)
    expect(await db.paymentOrder.count()).toBe(0)
    expect(fake.requests.filter((r) => r.path === '/payments/qr_codes')).toHaveLength(0)
  })

  it('records a payment whose webhook never came when the cashier asks the gateway, and the reconciler finds it done', async () => {
    const { ravi } = school.students
    const shown = await qrAs(school.cashier).start({ studentId: ravi.id, amountPaise: 1_000_00 })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: shown.orderId } })
    fake.payQr(order.gatewayOrderId!) // webhooks lost
    expect((await qrAs(school.cashier).status({ orderId: shown.orderId })).status).toBe('waiting')
    const checked = await qrAs(school.cashier).check({ orderId: shown.orderId })
    expect(checked.status).toBe('paid')
    expect(await qrAs(school.cashier).check({ orderId: shown.orderId })).toMatchObject({ status: 'paid' })
    expect(await db.feeReceipt.count()).toBe(1)
    const later = () => new Date(now().getTime() + 11 * 60_000)
    expect(await reconcilePayments({ db, now: later, gateway: () => fake.config })).toEqual({
      ran: false,
      reason: 'idle',
    })
  })

  it('takes a QR down at the gateway; another cashier cannot see it; an administrator can', async () => {
    const { asha } = school.students
    const shown = await qrAs(school.cashier).start({ studentId: asha.id, amountPaise: 2_000_00 })
    const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: shown.orderId } })
    const other = await failureOf(qrAs(school.cashier2).status({ orderId: shown.orderId }))
    expect(other.message).toBe(counterQrMessages.notFound)
    expect((await qrAs(school.admin).status({ orderId: shown.orderId })).status).toBe('waiting')
    const cancelled = await qrAs(school.cashier).cancel({ orderId: shown.orderId })
    expect(cancelled).toMatchObject({ status: 'closed', imageUrl: null })
    expect(fake.orders.get(order.gatewayOrderId!)!.qr!.status).toBe('closed')
    expect(() => fake.payQr(order.gatewayOrderId!)).toThrow(/closed/)
    expect(await db.feeReceipt.count()).toBe(0)
  })

  it('is closed once its time is up', async () => {
    const { asha } = school.students
    const shown = await qrAs(school.cashier).start({ studentId: asha.id, amountPaise: 2_000_00 })
    const late = () => new Date(now().getTime() + 16 * 60_000)
    const status = await callerFor(school.cashier, {
      db,
      now: late,
      paymentGateway: () => fake.config,
    }).caller.payments.counterQr.status({ orderId: shown.orderId })
    expect(status).toMatchObject({ status: 'closed', imageUrl: null })
  })
})
