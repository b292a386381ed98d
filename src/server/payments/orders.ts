// Server-only: a parent's online payment. Our order is written first (what it pays for, how much, who, until
// when), then the gateway's; the browser's return is checked against the order id we stored, and the payment is
// recorded from what the gateway says it captured, never from what the browser says.
import { TRPCError } from '@trpc/server'
import { badRequest, notFound } from '~/server/errors'
import { toPaise } from '~/server/paise'
import { familyStudentIds, type FeeViewer } from '~/server/fees/access'
import { schoolToday, studentNames, studentNotFoundMessage, type FeeDeps } from '~/server/fees/common'
import { computeLedgers, type LedgerTerm } from '~/server/fees/ledger'
import { displayName } from '~/shared/names'
import type { PaymentOrderStatus, PayScope } from '~/shared/payments'
import { demoCheckoutPath } from './demo-gateway'
import { createGatewayOrder, orderPayments, verifyPaymentSignature, GatewayError, type GatewayConfig } from './razorpay'
import { parsePlan, recordOnlinePayment, type OrderPlan } from './record'

export type PaymentDeps = FeeDeps & { gateway: () => GatewayConfig | null }
type Payer = FeeViewer & { firstName: string; lastName: string }

/** How long an order stays open for its payment. */
export const orderLifetimeMs = 30 * 60_000

export const paymentMessages = {
  unavailable: 'Online payment is not available at the moment. Please pay at the school counter.',
  nothingDue: (name: string) => `Nothing is due for ${name}.`,
  gatewayDown: 'The payment gateway did not answer. Nothing was charged: please try again in a minute.',
  badReturn: 'This payment could not be verified. If money left your account, the school will see it and confirm it.',
  orderNotFound: 'Payment not found.',
}

const dueOf = (terms: readonly LedgerTerm[]) =>
  terms.reduce((sum, term) => sum + term.lines.reduce((s, line) => s + Math.max(0, line.outstandingPaise), 0), 0)

/** The family's children with what each could pay now: everything due, or the oldest term still due. */
export async function paymentOptions({ db, now, gateway }: PaymentDeps, user: FeeViewer) {
  const ids = await familyStudentIds(db, user)
  const names = await studentNames(db, ids)
  const ledgers = await computeLedgers(db, { studentIds: ids, asOf: schoolToday(now) })
  return {
    available: gateway() !== null,
    children: ids.map((studentId) => {
      const terms = (ledgers.get(studentId)?.terms ?? []).filter((term) => dueOf([term]) > 0)
      const oldest = terms[0]
      return {
        studentId,
        name: names.get(studentId) ?? 'Student',
        duePaise: dueOf(terms),
        oldest: oldest ? { termId: oldest.termId, name: oldest.name, duePaise: dueOf([oldest]) } : null,
      }
    }),
  }
}

export async function startPayment(
  deps: PaymentDeps,
  user: Payer,
  input: { students: { studentId: string; scope: PayScope }[] },
) {
  const { db, now } = deps
  const config = deps.gateway()
  if (!config) throw badRequest(paymentMessages.unavailable)
  const family = new Set(await familyStudentIds(db, user))
  const wanted = new Map(input.students.map((s) => [s.studentId, s.scope]))
  if ([...wanted.keys()].some((id) => !family.has(id))) throw notFound(studentNotFoundMessage)
  const names = await studentNames(db, [...wanted.keys()])
  const ledgers = await computeLedgers(db, { studentIds: [...wanted.keys()], asOf: schoolToday(now) })
  const plan: OrderPlan = [...wanted].map(([studentId, scope]) => {
    const terms = (ledgers.get(studentId)?.terms ?? []).filter((term) => dueOf([term]) > 0)
    const chosen = scope === 'oldest' ? terms.slice(0, 1) : terms
    const amountPaise = dueOf(chosen)
    if (amountPaise === 0) throw badRequest(paymentMessages.nothingDue(names.get(studentId) ?? 'this child'))
    return { studentId, termIds: scope === 'oldest' ? chosen.map((t) => t.termId) : null, amountPaise }
  })
  const amountPaise = plan.reduce((sum, entry) => sum + entry.amountPaise, 0)
  const at = now()
  const order = await db.paymentOrder.create({
    data: {
      amountPaise,
      allocations: JSON.stringify(plan),
      userId: user.id,
      userName: displayName(user),
      expiresAt: new Date(at.getTime() + orderLifetimeMs),
      createdAt: at,
    },
    select: { id: true },
  })
  let gatewayOrderId: string
  try {
    gatewayOrderId = (await createGatewayOrder(config, { amountPaise, receipt: order.id })).id
  } catch (error) {
    await db.paymentOrder.update({ where: { id: order.id }, data: { status: 'failed' } })
    if (error instanceof GatewayError)
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: paymentMessages.gatewayDown, cause: error })
    throw error
  }
  await db.paymentOrder.update({ where: { id: order.id }, data: { gatewayOrderId } })
  const returnPath = `/fee-portal/student-dashboard?payment=${order.id}`
  return {
    orderId: order.id,
    amountPaise,
    checkout:
      config.kind === 'demo'
        ? {
            kind: 'redirect' as const,
            url: `${demoCheckoutPath}?order_id=${encodeURIComponent(gatewayOrderId)}&return=${encodeURIComponent(returnPath)}`,
          }
        : { kind: 'razorpay' as const, keyId: config.keyId, gatewayOrderId, amountPaise, returnPath },
  }
}

async function ownOrder(deps: PaymentDeps, user: FeeViewer, orderId: string) {
  const order = await deps.db.paymentOrder.findUnique({ where: { id: orderId } })
  if (!order || order.userId !== user.id) throw notFound(paymentMessages.orderNotFound)
  return order
}

/**
 * The browser is back from the gateway. With a payment id and signature: the signature is checked against the
 * gateway order id we stored, then the gateway is asked what it captured, and that is recorded (or found recorded
 * by a webhook). Without them (a failure, a closed checkout): an order still open is marked failed.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  user: FeeViewer,
  input: { orderId: string; paymentId?: string | undefined; signature?: string | undefined },
) {
  const order = await ownOrder(deps, user, input.orderId)
  const config = deps.gateway()
  if (input.paymentId && input.signature) {
    if (
      !config ||
      !order.gatewayOrderId ||
      !verifyPaymentSignature(config.keySecret, order.gatewayOrderId, input.paymentId, input.signature)
    )
      throw badRequest(paymentMessages.badReturn)
    if (order.gatewayPaymentId !== input.paymentId) {
      let payments
      try {
        payments = await orderPayments(config, order.gatewayOrderId)
      } catch (error) {
        // The webhook still records it; the page asks again.
        if (error instanceof GatewayError) return paymentStatus(deps, user, input.orderId)
        throw error
      }
      const payment = payments.find((p) => p.id === input.paymentId && p.order_id === order.gatewayOrderId)
      if (payment) await recordOnlinePayment(deps, payment)
    }
  } else {
    await deps.db.paymentOrder.updateMany({ where: { id: order.id, status: 'created' }, data: { status: 'failed' } })
  }
  return paymentStatus(deps, user, input.orderId)
}

/** An order as its payer sees it: status, amount, the receipt once paid. */
export async function paymentStatus(deps: PaymentDeps, user: FeeViewer, orderId: string) {
  const order = await ownOrder(deps, user, orderId)
  const receipt = order.receiptId
    ? await deps.db.feeReceipt.findUnique({
        where: { id: order.receiptId },
        select: { id: true, numberText: true, totalPaise: true },
      })
    : null
  const open = order.status === 'created' && order.expiresAt.getTime() <= deps.now().getTime()
  const names = await studentNames(
    deps.db,
    parsePlan(order.allocations).map((entry) => entry.studentId),
  )
  return {
    orderId: order.id,
    status: (open ? 'expired' : order.status) as PaymentOrderStatus,
    amountPaise: toPaise(order.amountPaise),
    studentNames: [...names.values()],
    receipt: receipt
      ? { id: receipt.id, numberText: receipt.numberText, totalPaise: toPaise(receipt.totalPaise) }
      : null,
  }
}
