// Refunds of online payments against a loopback fake Razorpay and the demo gateway (on the database under test:
// SQLite, or PostgreSQL with TEST_DATABASE_URL): an administrator refunds all or part of a payment with a reason;
// the gateway makes one refund however many attempts it took; the ledger owes the refunded dues again; the receipt
// shows the numbered refund; the family is told; too much, a counter receipt and other roles are refused.
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock } from '~/server/clock'
import { paymentGatewayFromEnv } from '~/server/payments/gateway'
import { demoOrder, payDemoOrder } from '~/server/payments/demo-gateway'
import { reconcilePayments } from '~/server/payments/reconcile'
import { recordOnlinePayment } from '~/server/payments/record'
import type { GatewayConfig } from '~/server/payments/razorpay'
import { formatPaise } from '~/shared/money'
import { callerFor, makeUser, useFreshDatabasePerTest } from '../support/accounts'
import { failureOf } from '../support/failures'
import { useFakeRazorpay } from '../support/fake-razorpay'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

const fake = await useFakeRazorpay()

let school: FeeSchool
let admin: SessionUser
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
  admin = await makeUser(db, { role: 'admin' })
})

const now = fixedClock(today)
const fakeGateway = () => fake.config
const paymentsAs = (user: SessionUser, gateway: () => GatewayConfig | null = fakeGateway) =>
  callerFor(user, { db, now, paymentGateway: gateway }).caller.payments
const outstanding = async (studentId: string) =>
  (await feesAs(school.parents.sharmaParent, db).family.statement({ studentId })).totals.outstandingPaise

/** A captured online payment of everything due for the given children, recorded; its receipt. */
async function paidOnline(studentIds: string[], gateway: () => GatewayConfig | null = fakeGateway) {
  const started = await paymentsAs(school.parents.sharmaParent, gateway).start({
    students: studentIds.map((studentId) => ({ studentId, scope: 'all' as const })),
  })
  const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
  const payment =
    gateway === fakeGateway
      ? fake.capture(order.gatewayOrderId!).payment
      : payDemoOrder(demoOrder(order.gatewayOrderId!)!, 'captured', 'upi').payment
  expect(await recordOnlinePayment({ db, now }, payment)).toMatchObject({ outcome: 'recorded' })
  return db.feeReceipt.findUniqueOrThrow({ where: { gatewayPaymentId: payment.id } })
}

describe('refunding an online payment', () => {
  it('refunds all by default: one gateway refund despite lost answers, the dues owed again, the family told', async () => {
    const { asha } = school.students
    const due = await outstanding(asha.id)
    const receipt = await paidOnline([asha.id])
    expect(await outstanding(asha.id)).toBe(0)
    fake.loseAnswers(2) // carried out, but the answer never came back: tried again with the same key
    const refund = await paymentsAs(admin).refund({ receiptId: receipt.id, reason: 'Paid twice by mistake' })
    expect(refund).toMatchObject({ numberText: 'R2026-27/0001', amountPaise: due })
    const attempts = fake.requests.filter((r) => r.path === `/payments/${receipt.gatewayPaymentId}/refund`)
    expect(attempts).toHaveLength(3)
    expect([...fake.refunds.values()].filter((r) => r.payment_id === receipt.gatewayPaymentId)).toHaveLength(1)
    expect(await outstanding(asha.id)).toBe(due)
    const row = await db.paymentRefund.findFirstOrThrow()
    expect(row).toMatchObject({ status: 'processed', reason: 'Paid twice by mistake' })
    expect(row.gatewayRefundId).toMatch(/^rfnd_/)
    const view = await feesAs(admin, db).counter.receipt({ id: receipt.id })
    expect(view).toMatchObject({ totalPaise: due, refundedPaise: due, refundablePaise: 0, void: null })
    expect(view.refunds).toEqual([expect.objectContaining({ numberText: 'R2026-27/0001', amountPaise: due })])
    expect(view.students[0]!.amountPaise).toBe(due) // the lines still show what was paid
    // The family's payment history marks it refunded.
    const history = await feesAs(school.parents.sharmaParent, db).family.statement({ studentId: asha.id })
    expect(history.payments.find((p) => p.id === receipt.id)).toMatchObject({ amountPaise: due, refundedPaise: due })
    const told = await db.notification.findMany({
      where: { userId: school.parents.sharmaParent.id, title: { startsWith: 'Refund R2026-27/0001' } },
    })
    expect(told).toHaveLength(1)
    expect(await db.auditLog.count({ where: { action: 'payments.refund' } })).toBe(1)
    // Nothing is left to refund.
    const again = await failureOf(paymentsAs(admin).refund({ receiptId: receipt.id, reason: 'Again' }))
    expect(again.message).toBe('This payment is fully refunded.')
  })

  it('refunds part: the latest dues of the receipt are owed again, never more than is left', async () => {
    const { asha, ravi } = school.students
    const receipt = await paidOnline([asha.id, ravi.id])
    const total = Number(receipt.totalPaise)
    const first = await paymentsAs(admin).refund({ receiptId: receipt.id, amountPaise: 50_000, reason: 'Bus fee' })
    expect(first.numberText).toBe('R2026-27/0001')
    expect((await outstanding(asha.id)) + (await outstanding(ravi.id))).toBe(50_000)
    const view = await feesAs(admin, db).counter.receipt({ id: receipt.id })
    expect(view).toMatchObject({ refundedPaise: 50_000, refundablePaise: total - 50_000 })
    const tooMuch = await failureOf(
      paymentsAs(admin).refund({ receiptId: receipt.id, amountPaise: total, reason: 'Too much' }),
    )
    expect(tooMuch.code).toBe('BAD_REQUEST')
    expect(tooMuch.message).toContain(`At most ₹`)
    expect(await db.paymentRefund.count()).toBe(1)
    const rest = await paymentsAs(admin).refund({ receiptId: receipt.id, reason: 'The rest' })
    expect(rest).toMatchObject({ numberText: 'R2026-27/0002', amountPaise: total - 50_000 })
    expect((await outstanding(asha.id)) + (await outstanding(ravi.id))).toBe(total)
  })

  it('lets two refunds of one payment at once take at most what was paid', async () => {
    const receipt = await paidOnline([school.students.asha.id])
    const total = Number(receipt.totalPaise)
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => paymentsAs(admin).refund({ receiptId: receipt.id, reason: 'Race' })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refunds = await db.paymentRefund.findMany()
    expect(refunds).toHaveLength(1)
    expect(Number(refunds[0]!.amountPaise)).toBe(total)
    expect(await outstanding(school.students.asha.id)).toBe(total)
  })

  it('leaves a refund pending when the gateway never answers, and the reconciler completes it once', async () => {
    const receipt = await paidOnline([school.students.asha.id])
    const total = Number(receipt.totalPaise)
    fake.loseAnswers(5) // the gateway makes the refund, but no answer ever comes back
    const failed = await failureOf(paymentsAs(admin).refund({ receiptId: receipt.id, reason: 'Gateway slow' }))
    expect(failed.code).toBe('SERVICE_UNAVAILABLE')
    expect(failed.message).toContain('Refund R2026-27/0001 is pending')
    expect(await db.paymentRefund.findFirstOrThrow()).toMatchObject({ status: 'pending' })
    expect(await outstanding(school.students.asha.id)).toBe(0)
    // Nothing more can be refunded meanwhile, and the receipt says the refund is pending, not done.
    expect((await failureOf(paymentsAs(admin).refund({ receiptId: receipt.id, reason: 'Again' }))).message).toBe(
      `A refund of ${formatPaise(total)} is still pending at the payment gateway: nothing more can be refunded.`,
    )
    expect(await feesAs(admin, db).counter.receipt({ id: receipt.id })).toMatchObject({
      refundedPaise: 0,
      refundPendingPaise: total,
      refundablePaise: 0,
    })

    const later = () => new Date(now().getTime() + 11 * 60_000)
    const run = await reconcilePayments({ db, now: later, gateway: fakeGateway })
    expect(run).toMatchObject({ ran: true, refundsResumed: 1 })
    expect(await db.paymentRefund.findFirstOrThrow()).toMatchObject({ status: 'processed' })
    expect([...fake.refunds.values()].filter((r) => r.payment_id === receipt.gatewayPaymentId)).toHaveLength(1)
    expect(await outstanding(school.students.asha.id)).toBe(total)
    expect(await reconcilePayments({ db, now: later, gateway: fakeGateway })).toEqual({ ran: false, reason: 'idle' })
    expect(await outstanding(school.students.asha.id)).toBe(total)
  })

  it('marks a refund the gateway refuses failed, changing nothing else', async () => {
    const receipt = await paidOnline([school.students.asha.id])
    const payment = [...fake.orders.values()].flatMap((o) => o.payments).find((p) => p.id === receipt.gatewayPaymentId)!
    payment.status = 'refunded' // refunded on the gateway's dashboard meanwhile: it refuses another
    const refused = await failureOf(paymentsAs(admin).refund({ receiptId: receipt.id, reason: 'Refused' }))
    expect(refused.message).toBe('The payment gateway refused the refund. Nothing was refunded.')
    expect(await db.paymentRefund.findFirstOrThrow()).toMatchObject({ status: 'failed' })
    expect(await outstanding(school.students.asha.id)).toBe(0)
  })

  it('refuses a counter receipt, an unknown receipt and anyone but an administrator', async () => {
    const { asha } = school.students
    const counter = await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha.id, amountPaise: 10_000 }],
    })
    expect((await feesAs(admin, db).counter.receipt({ id: counter.id })).refundablePaise).toBe(0)
    const notOnline = await failureOf(paymentsAs(admin).refund({ receiptId: counter.id, reason: 'No' }))
    expect(notOnline.message).toBe('Only a payment made online can be refunded here.')
    const unknown = await failureOf(
      paymentsAs(admin).refund({ receiptId: '00000000-0000-4000-8000-000000000000', reason: 'No' }),
    )
    expect(unknown.code).toBe('NOT_FOUND')
    const receipt = await paidOnline([school.students.ravi.id])
    for (const user of [school.cashier, school.parents.sharmaParent]) {
      const refused = await failureOf(paymentsAs(user).refund({ receiptId: receipt.id, reason: 'Mine' }))
      expect(refused.code).toBe('FORBIDDEN')
    }
    const noReason = await failureOf(paymentsAs(admin).refund({ receiptId: receipt.id, reason: ' ' }))
    expect(noReason.code).toBe('BAD_REQUEST')
    expect(await db.paymentRefund.count()).toBe(0)
  })

  it('refunds through the demo gateway the same way', async () => {
    const demo = () => paymentGatewayFromEnv()
    const receipt = await paidOnline([school.students.asha.id], demo)
    const refund = await paymentsAs(admin, demo).refund({ receiptId: receipt.id, amountPaise: 10_000, reason: 'Demo' })
    expect(refund.amountPaise).toBe(10_000)
    expect(await outstanding(school.students.asha.id)).toBe(10_000)
  })
})

/** A captured online payment of a different amount than its order: kept for review, no receipt. Its order. */
async function parkedOnline(studentId: string, amount = 100_00) {
  const started = await paymentsAs(school.parents.sharmaParent).start({ students: [{ studentId, scope: 'all' }] })
  const order = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
  const { payment } = fake.capture(order.gatewayOrderId!, { amount, at: now() })
  expect(await recordOnlinePayment({ db, now }, payment)).toMatchObject({ outcome: 'review' })
  return db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })
}

const gatewayRefundsOf = (paymentId: string) =>
  [...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId)

describe('refunding money kept for review', () => {
  it('refunds a parked payment with no receipt once despite lost answers, leaving the dues alone', async () => {
    const { asha } = school.students
    const due = await outstanding(asha.id)
    const order = await parkedOnline(asha.id)
    expect(order).toMatchObject({ status: 'review', receiptId: null })
    fake.loseAnswers(2)
    const refund = await paymentsAs(admin).refundParked({ orderId: order.id, reason: 'Wrong amount paid' })
    expect(refund).toMatchObject({ numberText: 'R2026-27/0001', amountPaise: 100_00, orderId: order.id })
    const attempts = fake.requests.filter((r) => r.path === `/payments/${order.gatewayPaymentId}/refund`)
    expect(attempts).toHaveLength(3)
    expect([...fake.refunds.values()].filter((r) => r.payment_id === order.gatewayPaymentId)).toHaveLength(1)
    expect(await db.paymentRefund.findFirstOrThrow()).toMatchObject({
      status: 'processed',
      receiptId: null,
      orderId: order.id,
      gatewayPaymentId: order.gatewayPaymentId,
    })
    expect(Number((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).unallocatedPaise)).toBe(0)
    expect(await outstanding(asha.id)).toBe(due)
    expect(await db.feeAllocation.count()).toBe(0)
    expect(await paymentsAs(admin).forReview()).toEqual([])
    expect(await db.auditLog.count({ where: { action: 'payments.refundParked' } })).toBe(1)
    const told = await db.notification.findMany({
      where: { userId: school.parents.sharmaParent.id, title: { startsWith: 'Refund R2026-27/0001' } },
    })
    expect(told).toHaveLength(1)
    expect(told[0]!.body).toContain('₹100.00')
    // Nothing is left to refund or to apply.
    const again = await failureOf(paymentsAs(admin).refundParked({ orderId: order.id, reason: 'Again' }))
    expect(again.message).toBe('Nothing of this payment is kept for review any more.')
    expect((await failureOf(paymentsAs(admin).applyParked({ orderId: order.id }))).code).toBe('BAD_REQUEST')
  })

  it('gives one refund to concurrent requests, and never refunds what "Apply to dues" took at the same moment', async () => {
    const order = await parkedOnline(school.students.asha.id)
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => paymentsAs(admin).refundParked({ orderId: order.id, reason: 'Double click' })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    // Each later request finds the money taken (by a refund still pending or already processed).
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ code: 'BAD_REQUEST' })
    expect(await db.paymentRefund.count()).toBe(1)
    expect(gatewayRefundsOf(order.gatewayPaymentId!)).toHaveLength(1)

    const other = await parkedOnline(school.students.ravi.id, 200_00)
    const raced = await Promise.allSettled([
      paymentsAs(admin).refundParked({ orderId: other.id, reason: 'Race' }),
      paymentsAs(admin).applyParked({ orderId: other.id }),
      paymentsAs(admin).refundParked({ orderId: other.id, reason: 'Race' }),
    ])
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refunded = await db.paymentRefund.aggregate({ where: { orderId: other.id }, _sum: { amountPaise: true } })
    const applied = await db.feeAllocation.aggregate({ _sum: { amountPaise: true } })
    expect(Number(refunded._sum.amountPaise ?? 0) + Number(applied._sum.amountPaise ?? 0)).toBe(200_00)
  })

  it('refunds part, then applies the rest to the dues; the settlement shows the refund', async () => {
    const { asha } = school.students
    const due = await outstanding(asha.id)
    const order = await parkedOnline(asha.id, 300_00)
    const tooMuch = await failureOf(
      paymentsAs(admin).refundParked({ orderId: order.id, amountPaise: 300_01, reason: 'Too much' }),
    )
    expect(tooMuch.message).toBe('At most ₹300.00 of this payment can still be refunded.')
    await paymentsAs(admin).refundParked({ orderId: order.id, amountPaise: 100_00, reason: 'Part' })
    expect(await paymentsAs(admin).forReview()).toEqual([
      expect.objectContaining({
        orderId: order.id,
        amountPaise: 200_00,
        refunds: [{ numberText: 'R2026-27/0001', amountPaise: 100_00, status: 'processed', reason: 'Part' }],
      }),
    ])
    expect(await paymentsAs(admin).applyParked({ orderId: order.id })).toMatchObject({ appliedPaise: 200_00 })
    expect(await outstanding(asha.id)).toBe(due - 200_00)
    const day = await paymentsAs(admin).settlement({})
    const row = day.rows.find((r) => r.gatewayPaymentId === order.gatewayPaymentId)!
    expect(row.refunds).toEqual([{ numberText: 'R2026-27/0001', amountPaise: 100_00, status: 'processed' }])
    expect(day.totals.refundedPaise).toBe(100_00)
  })

  it('keeps a refund pending when the gateway never answers; the reconciler completes it once', async () => {
    const order = await parkedOnline(school.students.asha.id)
    fake.loseAnswers(5)
    const failed = await failureOf(paymentsAs(admin).refundParked({ orderId: order.id, reason: 'Slow' }))
    expect(failed.code).toBe('SERVICE_UNAVAILABLE')
    expect(failed.message).toContain('Refund R2026-27/0001 is pending')
    // Listed as being refunded, and it cannot be applied or refunded again meanwhile.
    expect(await paymentsAs(admin).forReview()).toEqual([
      expect.objectContaining({
        orderId: order.id,
        amountPaise: 0,
        refunds: [expect.objectContaining({ status: 'pending' })],
      }),
    ])
    expect((await failureOf(paymentsAs(admin).applyParked({ orderId: order.id }))).code).toBe('BAD_REQUEST')
    expect((await failureOf(paymentsAs(admin).refundParked({ orderId: order.id, reason: 'Again' }))).message).toBe(
      'A refund of ₹100.00 is still pending at the payment gateway: nothing more can be refunded.',
    )
    const later = () => new Date(now().getTime() + 11 * 60_000)
    expect(await reconcilePayments({ db, now: later, gateway: fakeGateway })).toMatchObject({ refundsResumed: 1 })
    expect(await db.paymentRefund.findFirstOrThrow()).toMatchObject({ status: 'processed' })
    expect(gatewayRefundsOf(order.gatewayPaymentId!)).toHaveLength(1)
    expect(await reconcilePayments({ db, now: later, gateway: fakeGateway })).toEqual({ ran: false, reason: 'idle' })
    expect(await db.auditLog.count({ where: { action: 'payments.refundParked' } })).toBe(1)
    expect(await paymentsAs(admin).forReview()).toEqual([])
  })

  it('puts the money back for review when the gateway refuses the refund', async () => {
    const order = await parkedOnline(school.students.asha.id)
    const payment = [...fake.orders.values()].flatMap((o) => o.payments).find((p) => p.id === order.gatewayPaymentId)!
    payment.status = 'refunded'
    const refused = await failureOf(paymentsAs(admin).refundParked({ orderId: order.id, reason: 'Refused' }))
    expect(refused.message).toBe('The payment gateway refused the refund. Nothing was refunded.')
    expect(await db.paymentRefund.findFirstOrThrow()).toMatchObject({ status: 'failed' })
    expect(Number((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).unallocatedPaise)).toBe(100_00)
  })

  it('refuses anyone but an administrator, an unknown order and a set-up without a gateway', async () => {
    const order = await parkedOnline(school.students.asha.id)
    for (const user of [school.cashier, school.parents.sharmaParent]) {
      const refused = await failureOf(paymentsAs(user).refundParked({ orderId: order.id, reason: 'Mine' }))
      expect(refused.code).toBe('FORBIDDEN')
    }
    const unknown = await failureOf(
      paymentsAs(admin).refundParked({ orderId: '00000000-0000-4000-8000-000000000000', reason: 'No' }),
    )
    expect(unknown.code).toBe('NOT_FOUND')
    const off = await failureOf(paymentsAs(admin, () => null).refundParked({ orderId: order.id, reason: 'No' }))
    expect(off.message).toBe('Online payment is not configured, so the gateway cannot be asked for a refund.')
    expect(await db.paymentRefund.count()).toBe(0)
    expect(Number((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).unallocatedPaise)).toBe(100_00)
  })
})

describe('refund numbers', () => {
  it('follow the academic year of the day the refund is made, not the receipt’s', async () => {
    const receipt = await paidOnline([school.students.asha.id])
    await feesAs(admin, db).setup.years.create({ name: '2027-28' })
    const nextYear = fixedClock('2027-04-10T11:00:00+05:30')
    const refund = await callerFor(admin, { db, now: nextYear, paymentGateway: fakeGateway }).caller.payments.refund({
      receiptId: receipt.id,
      amountPaise: 10_000,
      reason: 'After the year closed',
    })
    expect(refund.numberText).toBe('R2027-28/0001')
    expect(receipt.numberText).toMatch(/^2026-27\//)
  })
})
