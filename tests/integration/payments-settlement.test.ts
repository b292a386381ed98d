// The day's settlement against a loopback fake Razorpay and the demo gateway (on the database under test: SQLite,
// or PostgreSQL with TEST_DATABASE_URL): the gateway's payments of a school day beside our receipts, with fees and
// totals; a capture with no receipt and a receipt whose payment the gateway does not show captured are flagged;
// only an administrator sees it.
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { fixedClock, systemNow } from '~/server/clock'
import { demoOrder, payDemoOrder } from '~/server/payments/demo-gateway'
import { paymentGatewayFromEnv } from '~/server/payments/gateway'
import { recordOnlinePayment } from '~/server/payments/record'
import type { GatewayConfig } from '~/server/payments/razorpay'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { failureOf } from '../support/failures'
import { useFakeRazorpay } from '../support/fake-razorpay'
import { buildFeeSchool, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

const fake = await useFakeRazorpay()

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
  fake.orders.clear()
})

const now = fixedClock(today) // 5 July 2026, 11:00 in Dimapur
const fakeGateway = () => fake.config
const paymentsAs = (user: SessionUser, gateway: () => GatewayConfig | null = fakeGateway) =>
  callerFor(user, { db, now, paymentGateway: gateway }).caller.payments

async function order(user: SessionUser, studentId: string, gateway: () => GatewayConfig | null = fakeGateway) {
  const started = await paymentsAs(user, gateway).start({ students: [{ studentId, scope: 'all' }] })
  return db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
}

describe('the daily settlement', () => {
  it("lists the day's payments against the receipts, with fees, totals and what does not match", async () => {
    const { asha, ravi, mira } = school.students
    const { sharmaParent, royParent } = school.parents
    // Recorded: captured at 10:00 on the day.
    const recorded = await order(sharmaParent, asha.id)
    const paid = fake.capture(recorded.gatewayOrderId!, { at: new Date('2026-07-05T10:00:00+05:30') })
    await recordOnlinePayment({ db, now }, paid.payment)
    // Captured at 00:10 on the day, its webhook lost: no receipt.
    const lost = await order(sharmaParent, ravi.id)
    const lostPayment = fake.capture(lost.gatewayOrderId!, { at: new Date('2026-07-05T00:10:00+05:30') }).payment
    // A failed attempt at 09:00: listed, not flagged.
    const failing = await order(royParent, mira.id)
    fake.capture(failing.gatewayOrderId!, { at: new Date('2026-07-05T09:00:00+05:30'), status: 'failed' })
    // The day before (23:50 on 4 July): not listed.
    fake.capture(failing.gatewayOrderId!, { at: new Date('2026-07-04T23:50:00+05:30') })

    const day = await paymentsAs(school.admin).settlement({})
    expect(day.date).toBe('2026-07-05')
    expect(day.rows.map((r) => r.gatewayPaymentId)).toEqual([
      lostPayment.id,
      expect.stringMatching(/^pay_/),
      paid.payment.id,
    ])
    const [first, second, third] = day.rows
    expect(first).toMatchObject({ flag: 'captured-not-receipted', receipt: null, students: 'Ravi Sharma' })
    expect(second).toMatchObject({ status: 'failed', flag: null, feePaise: null, students: 'Mira Roy' })
    const receipt = await db.feeReceipt.findUniqueOrThrow({ where: { gatewayPaymentId: paid.payment.id } })
    expect(third).toMatchObject({
      flag: null,
      status: 'captured',
      amountPaise: paid.payment.amount,
      feePaise: paid.payment.fee,
      receipt: { id: receipt.id, numberText: receipt.numberText },
      students: 'Asha Sharma',
    })
    expect(day.totals).toEqual({
      capturedCount: 2,
      capturedPaise: paid.payment.amount + lostPayment.amount,
      feePaise: paid.payment.fee! + lostPayment.fee!,
      receiptedPaise: Number(receipt.totalPaise),
      flagged: 1,
      refundedPaise: 0,
      refundPendingPaise: 0,
    })

    // The day before shows its own payment; a day to come is refused.
    const before = await paymentsAs(school.admin).settlement({ date: '2026-07-04' })
    expect(before.rows).toHaveLength(1)
    expect((await failureOf(paymentsAs(school.admin).settlement({ date: '2026-07-06' }))).message).toBe(
      'Choose today or an earlier day.',
    )
    expect((await failureOf(paymentsAs(school.admin).settlement({ date: '2026-02-30' }))).code).toBe('BAD_REQUEST')
  })

  it('flags a receipt of the day whose payment the gateway does not list as captured', async () => {
    const { asha } = school.students
    const o = await order(school.parents.sharmaParent, asha.id)
    const paid = fake.capture(o.gatewayOrderId!, { at: new Date('2026-07-05T10:00:00+05:30') })
    await recordOnlinePayment({ db, now }, paid.payment)
    fake.orders.get(o.gatewayOrderId!)!.payments[0]!.status = 'failed' // the gateway disagrees
    const day = await paymentsAs(school.admin).settlement({ date: '2026-07-05' })
    expect(day.rows).toEqual([expect.objectContaining({ flag: 'receipted-not-captured', status: 'failed' })])
    fake.orders.clear() // the gateway no longer lists it at all
    const unlisted = await paymentsAs(school.admin).settlement({ date: '2026-07-05' })
    expect(unlisted.rows).toEqual([
      expect.objectContaining({ flag: 'receipted-not-captured', status: 'not listed', students: 'Asha Sharma' }),
    ])
    expect(unlisted.totals.flagged).toBe(1)
  })

  it("reads the demo gateway the same way (on the real clock, as the demo gateway's payments are), for administrators only", async () => {
    const demo = () => paymentGatewayFromEnv()
    const parent = callerFor(school.parents.sharmaParent, { db, paymentGateway: demo }).caller.payments
    const started = await parent.start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    const o = await db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
    const paid = payDemoOrder(demoOrder(o.gatewayOrderId!)!, 'captured', 'upi')
    expect(await recordOnlinePayment({ db, now: systemNow }, paid.payment)).toMatchObject({ outcome: 'recorded' })
    const day = await callerFor(school.admin, { db, paymentGateway: demo }).caller.payments.settlement({})
    const row = day.rows.find((r) => r.gatewayPaymentId === paid.payment.id)
    expect(row).toMatchObject({ status: 'captured', flag: null, feePaise: paid.payment.fee })
    expect(row!.receipt).not.toBeNull()
    for (const user of [school.cashier, school.parents.sharmaParent])
      expect((await failureOf(paymentsAs(user).settlement({}))).code).toBe('FORBIDDEN')
  })
})

describe('whether the settlement has anything to show', () => {
  it('says which gateway is configured and how many payments are kept for review', async () => {
    expect(await paymentsAs(school.admin).settlementSetup()).toEqual({ gateway: 'razorpay', keptForReview: 0 })
    expect(await paymentsAs(school.admin, () => null).settlementSetup()).toEqual({ gateway: null, keptForReview: 0 })
    const parked = await order(school.parents.sharmaParent, school.students.asha.id)
    const { payment } = fake.capture(parked.gatewayOrderId!, { amount: 100_00, at: now() })
    await recordOnlinePayment({ db, now }, payment)
    // Online payment switched off since: the tab still shows, for the money kept for review.
    expect(await paymentsAs(school.admin, () => null).settlementSetup()).toEqual({ gateway: null, keptForReview: 1 })
    expect((await failureOf(paymentsAs(school.cashier).settlementSetup())).code).toBe('FORBIDDEN')
  })
})
