// The payment reconciler against a loopback fake Razorpay and the built-in demo gateway (on the database under
// test: SQLite, or PostgreSQL with TEST_DATABASE_URL): a payment whose webhooks and return were lost is recorded
// once, however often and however many reconcilers run; an order nobody paid expires, and is still recorded when it
// is paid after all; an order too young to judge is left alone; one run at a time holds the lease.
import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionUser } from '~/server/auth/session'
import { releaseLease, takeLease } from '~/server/job-lease'
import { demoOrder, payDemoOrder } from '~/server/payments/demo-gateway'
import { paymentGatewayFromEnv } from '~/server/payments/gateway'
import { reconcilePayments, reconcileLease } from '~/server/payments/reconcile'
import { handleRazorpayWebhook } from '~/server/payments/webhook'
import { eventsApplied } from '../support/eventually'
import type { GatewayConfig } from '~/server/payments/razorpay'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { useFakeRazorpay } from '../support/fake-razorpay'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()

const fake = await useFakeRazorpay()

let school: FeeSchool
let at: number
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
  at = Date.parse(today)
})

const minutes = (n: number) => n * 60_000
/** The server clock of these tests: moved forward by hand. */
const now = () => new Date(at)
const fakeGateway = () => fake.config
const reconcile = (gateway: () => GatewayConfig | null = fakeGateway) => reconcilePayments({ db, now, gateway })
const paymentsAs = (user: SessionUser, gateway: () => GatewayConfig | null = fakeGateway) =>
  callerFor(user, { db, now, paymentGateway: gateway }).caller.payments
const outstanding = async (user: SessionUser, studentId: string) =>
  (await feesAs(user, db).family.statement({ studentId })).totals.outstandingPaise
const written = async () => ({
  receipts: await db.feeReceipt.count(),
  allocations: await db.feeAllocation.count(),
  collectedPaise: (await db.feeAllocation.findMany()).reduce((sum, a) => sum + Number(a.amountPaise), 0),
  notifications: await db.notification.count({ where: { kind: 'fee_receipt' } }),
})

async function startOrder(user: SessionUser, studentIds: string[], gateway: () => GatewayConfig | null = fakeGateway) {
  const started = await paymentsAs(user, gateway).start({
    students: studentIds.map((studentId) => ({ studentId, scope: 'all' as const })),
  })
  return db.paymentOrder.findUniqueOrThrow({ where: { id: started.orderId } })
}

describe('the payment reconciler', () => {
  it('records a payment whose webhooks were lost exactly once, and a second run records nothing more', async () => {
    const parent = school.parents.sharmaParent
    const { asha, ravi } = school.students
    const due = (await outstanding(parent, asha.id)) + (await outstanding(parent, ravi.id))
    const order = await startOrder(parent, [asha.id, ravi.id])
    const { payment, signature } = fake.capture(order.gatewayOrderId!) // its webhooks are never delivered
    at += minutes(11)

    const first = await reconcile()
    expect(first).toMatchObject({ ran: true, checked: 1, recorded: 1, expired: 0 })
    const lookups = fake.requests.filter((r) => r.path === `/orders/${order.gatewayOrderId}/payments`)
    expect(lookups).toHaveLength(1)
    expect(lookups[0]!.method).toBe('GET')
    const after = await written()
    expect(after.receipts).toBe(1)
    expect(after.collectedPaise).toBe(due)
    expect(await db.notification.count({ where: { userId: parent.id, kind: 'fee_receipt' } })).toBe(2)
    const receipt = await db.feeReceipt.findFirstOrThrow()
    expect(receipt).toMatchObject({ mode: 'online', gatewayPaymentId: payment.id })
    expect(await paymentsAs(parent).status({ orderId: order.id })).toMatchObject({
      status: 'paid',
      receipt: { id: receipt.id },
    })
    expect(await outstanding(parent, asha.id)).toBe(0)

    at += minutes(5)
    expect(await reconcile()).toEqual({ ran: false, reason: 'idle' })
    expect(await written()).toEqual(after)
    // The browser's return arriving late finds it recorded.
    const late = await paymentsAs(parent).confirm({ orderId: order.id, paymentId: payment.id, signature })
    expect(late.status).toBe('paid')
    expect(await written()).toEqual(after)
  })

  it('leaves an order younger than the waiting time alone, and expires one whose time is up unpaid', async () => {
    const parent = school.parents.sharmaParent
    const order = await startOrder(parent, [school.students.asha.id])
    at += minutes(5)
    expect(await reconcile()).toEqual({ ran: false, reason: 'idle' })
    expect(fake.requests.some((r) => r.path === `/orders/${order.gatewayOrderId}/payments`)).toBe(false)
    at += minutes(10) // 15 minutes: asked about, nothing paid, but its 30 minutes are not over
    expect(await reconcile()).toMatchObject({ ran: true, checked: 1, recorded: 0, expired: 0 })
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('created')
    at += minutes(20)
    expect(await reconcile()).toMatchObject({ ran: true, checked: 1, recorded: 0, expired: 1 })
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('expired')
    expect(await db.feeReceipt.count()).toBe(0)
  })

  it('applies a webhook event that was stored but never applied (the process stopped), once, after a short while', async () => {
    const parent = school.parents.sharmaParent
    const order = await startOrder(parent, [school.students.asha.id])
    const { payment, webhooks } = fake.capture(order.gatewayOrderId!)
    // What the handler stored before the process stopped: the event, still pending.
    await db.paymentEvent.create({
      data: {
        eventId: webhooks[0]!.headers['X-Razorpay-Event-Id']!,
        type: 'payment.captured',
        gatewayOrderId: order.gatewayOrderId,
        gatewayPaymentId: payment.id,
        payload: webhooks[0]!.body,
        outcome: 'pending',
        receivedAt: now(),
      },
    })
    at += minutes(1)
    expect(await reconcile()).toEqual({ ran: false, reason: 'idle' })
    expect(await db.feeReceipt.count()).toBe(0)
    at += minutes(2)
    const runs = await Promise.all([reconcile(), reconcile()])
    expect(runs.filter((run) => run.ran && run.eventsApplied === 1)).toHaveLength(1)
    const event = await db.paymentEvent.findFirstOrThrow()
    expect(event).toMatchObject({ outcome: 'applied', appliedAt: new Date(at) })
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('paid')
    expect(await db.feeReceipt.count()).toBe(1)
    // A late replay of the same delivery finds it applied and changes nothing.
    const request = new Request('http://127.0.0.1/api/payments/razorpay/webhook', { method: 'POST', ...webhooks[0]! })
    expect((await handleRazorpayWebhook(request, { db, now, gateway: fakeGateway })).status).toBe(200)
    await eventsApplied(db)
    expect(await db.feeReceipt.count()).toBe(1)
  })

  it('records an expired order that is paid after all: by its webhook, or by the next run when that is lost too', async () => {
    const parent = school.parents.sharmaParent
    const { asha, ravi } = school.students
    const byWebhook = await startOrder(parent, [asha.id])
    const byRun = await startOrder(parent, [ravi.id])
    at += minutes(31)
    expect(await reconcile()).toMatchObject({ expired: 2 })

    const { webhooks } = fake.capture(byWebhook.gatewayOrderId!)
    for (const webhook of webhooks) {
      const request = new Request('http://127.0.0.1/api/payments/razorpay/webhook', { method: 'POST', ...webhook })
      expect((await handleRazorpayWebhook(request, { db, now, gateway: fakeGateway })).status).toBe(200)
    }
    await eventsApplied(db)
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: byWebhook.id } })).status).toBe('paid')

    fake.capture(byRun.gatewayOrderId!) // webhooks lost
    at += minutes(5)
    expect(await reconcile()).toMatchObject({ ran: true, checked: 1, recorded: 1 })
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: byRun.id } })).status).toBe('paid')
    expect(await db.feeReceipt.count()).toBe(2)
    expect(await outstanding(parent, asha.id)).toBe(0)
    expect(await outstanding(parent, ravi.id)).toBe(0)
  })

  it('asks about a failed order for a day (the parent may retry it at the gateway), then no more', async () => {
    const parent = school.parents.sharmaParent
    const order = await startOrder(parent, [school.students.asha.id])
    expect((await paymentsAs(parent).confirm({ orderId: order.id })).status).toBe('failed')
    at += minutes(11)
    expect(await reconcile()).toMatchObject({ ran: true, checked: 1, recorded: 0, expired: 0 })
    at += minutes(24 * 60)
    fake.capture(order.gatewayOrderId!)
    expect(await reconcile()).toEqual({ ran: false, reason: 'idle' })
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('failed')
  })

  it('keeps an order open when the gateway does not answer, and records it on the next run', async () => {
    const parent = school.parents.sharmaParent
    const order = await startOrder(parent, [school.students.asha.id])
    fake.capture(order.gatewayOrderId!)
    at += minutes(40)
    fake.failNext()
    expect(await reconcile()).toMatchObject({ ran: true, checked: 1, failedLookups: 1, recorded: 0, expired: 0 })
    expect((await db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('created')
    expect(await reconcile()).toMatchObject({ ran: true, checked: 1, recorded: 1 })
    expect(await db.feeReceipt.count()).toBe(1)
  })

  it('records once when two reconcilers run at the same moment, and only one of them holds the lease', async () => {
    const parent = school.parents.sharmaParent
    const orders = [
      await startOrder(parent, [school.students.asha.id]),
      await startOrder(school.parents.royParent, [school.students.mira.id]),
    ]
    for (const order of orders) fake.capture(order.gatewayOrderId!)
    at += minutes(11)
    const runs = await Promise.all([reconcile(), reconcile(), reconcile()])
    expect(runs.filter((run) => run.ran).length).toBeGreaterThanOrEqual(1)
    expect(runs.reduce((sum, run) => sum + (run.ran ? run.recorded : 0), 0)).toBe(2)
    expect(await db.feeReceipt.count()).toBe(2)
    expect(await db.jobLease.count()).toBe(0) // given back
  })

  it('only reads when there is nothing to do: no lease is taken, nothing is written', async () => {
    const parent = school.parents.sharmaParent
    await startOrder(parent, [school.students.asha.id])
    const before = await written()
    // Too young to ask about yet: an idle run.
    expect(await reconcile()).toEqual({ ran: false, reason: 'idle' })
    expect(await db.jobLease.count()).toBe(0)
    expect(await written()).toEqual(before)
    at += minutes(11)
    expect(await reconcile()).toMatchObject({ ran: true, checked: 1 })
  })

  it('gives the lease to one of many instances asking at once, and to another once given back or expired', async () => {
    const deps = { db, now }
    // An order old enough to ask about, so a run has work and wants the lease.
    await startOrder(school.parents.sharmaParent, [school.students.asha.id])
    at += minutes(11)
    const takers = Array.from({ length: 12 }, (_, i) => `instance-${i}`)
    const taken = await Promise.all(takers.map((holder) => takeLease(deps, reconcileLease, holder, minutes(10))))
    expect(taken.filter(Boolean)).toHaveLength(1)
    const holder = takers[taken.indexOf(true)]!
    expect(await reconcile()).toEqual({ ran: false, reason: 'busy' })
    const again = await Promise.all(takers.map((h) => takeLease(deps, reconcileLease, `${h}-again`, minutes(10))))
    expect(again.filter(Boolean)).toHaveLength(0)
    at += minutes(10) // the holder died: its lease ran out
    const afterExpiry = await Promise.all(takers.map((h) => takeLease(deps, reconcileLease, `${h}-late`, minutes(10))))
    expect(afterExpiry.filter(Boolean)).toHaveLength(1)
    await releaseLease(deps, reconcileLease, holder) // the old holder cannot give back what it lost
    expect(await db.jobLease.count()).toBe(1)
    await releaseLease(deps, reconcileLease, `${takers[afterExpiry.indexOf(true)]!}-late`)
    expect(await reconcile()).toMatchObject({ ran: true })
  })

  it('asks the demo gateway the same way, and does nothing without a gateway', async () => {
    const demo = () => paymentGatewayFromEnv()
    const parent = school.parents.sharmaParent
    const order = await startOrder(parent, [school.students.asha.id], demo)
    const paid = payDemoOrder(demoOrder(order.gatewayOrderId!)!, 'captured', 'card') // webhooks never sent
    at += minutes(11)
    expect(await reconcile(demo)).toMatchObject({ ran: true, checked: 1, recorded: 1 })
    expect(await db.feeReceipt.findFirstOrThrow()).toMatchObject({ gatewayPaymentId: paid.payment.id })
    expect(await reconcile(() => null)).toEqual({ ran: false, reason: 'no-gateway' })
  })
})
