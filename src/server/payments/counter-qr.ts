// Server-only: a UPI QR at the counter. The cashier picks a student and an amount (at most what is due); our order
// is written first, then the gateway's single-use QR for exactly that amount, closed by the gateway when the order's
// time is up. A parent at the window pays it from their phone; the gateway's qr_code.credited webhook records the
// payment through the same path as a portal payment (record.ts), on a receipt of the same series whose cashier is
// the one who showed the QR. The counter asks for the order's status every few seconds, and can ask the gateway
// itself when a webhook is late; the reconciler settles what both missed.
import { TRPCError } from '@trpc/server'
import { badRequest, notFound } from '~/server/errors'
import { collectMessages } from '~/server/fees/counter'
import { schoolToday, studentNames, studentNotFoundMessage, type FeeDeps } from '~/server/fees/common'
import { computeLedgers } from '~/server/fees/ledger'
import { toPaise } from '~/server/paise'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import { counterQrAmountMessages, type CounterQrStatus } from '~/shared/payments'
import type { Role } from '~/shared/roles'
import { demoCheckoutPath, demoQrImagePath } from './demo-gateway'
import type { PaymentDeps } from './orders'
import { closeQrCode, createQrCode, GatewayError, qrCodePayments } from './razorpay'
import { recordOnlinePayment, type OrderPlan } from './record'

/** How long a counter QR can be paid: the gateway closes it then. */
export const counterQrLifetimeMs = 15 * 60_000

export const counterQrMessages = {
  unavailable: 'UPI QR is not available: online payments are not set up. Take the payment in another mode.',
  nothingDue: (name: string) => `Nothing is due for ${name}.`,
  tooMuch: (due: number) => counterQrAmountMessages.tooMuch(formatPaise(due)),
  notFound: 'UPI QR not found.',
  gatewayDown: 'The payment gateway did not answer. No QR was made: try again in a minute, or take another mode.',
}

type Cashier = { id: string; role: Role; firstName: string; lastName: string }

async function dueOf(deps: FeeDeps, studentId: string) {
  const ledgers = await computeLedgers(deps.db, { studentIds: [studentId], asOf: schoolToday(deps.now) })
  return (ledgers.get(studentId)?.terms ?? []).reduce(
    (sum, term) => sum + term.lines.reduce((s, line) => s + Math.max(0, line.outstandingPaise), 0),
    0,
  )
}

export async function startCounterQr(
  deps: PaymentDeps,
  cashier: Cashier,
  input: { studentId: string; amountPaise: number },
) {
  const { db, now } = deps
  const config = deps.gateway()
  if (!config) throw badRequest(counterQrMessages.unavailable)
  const name = (await studentNames(db, [input.studentId])).get(input.studentId)
  if (!name) throw notFound(studentNotFoundMessage)
  // A closed day's count stays true: no QR is shown on it (its receipt would land on the counted day).
  const closed = await db.feeDayClose.findUnique({
    where: { date_cashierId: { date: schoolToday(now), cashierId: cashier.id } },
    select: { id: true },
  })
  if (closed) throw badRequest(collectMessages.dayClosed)
  const due = await dueOf(deps, input.studentId)
  if (due === 0) throw badRequest(counterQrMessages.nothingDue(name))
  if (input.amountPaise > due) throw badRequest(counterQrMessages.tooMuch(due))
  const at = now()
  const expiresAt = new Date(at.getTime() + counterQrLifetimeMs)
  const plan: OrderPlan = [{ studentId: input.studentId, termIds: null, amountPaise: input.amountPaise }]
  const order = await db.paymentOrder.create({
    data: {
      source: 'counter',
      amountPaise: input.amountPaise,
      allocations: JSON.stringify(plan),
      userId: cashier.id,
      userName: displayName(cashier),
      expiresAt,
      createdAt: at,
    },
    select: { id: true },
  })
  try {
    const qr = await createQrCode(config, {
      amountPaise: input.amountPaise,
      receipt: order.id,
      closeBy: expiresAt,
      description: `School fees of ${name}`.slice(0, 100),
    })
    await db.paymentOrder.update({ where: { id: order.id }, data: { gatewayOrderId: qr.id, qrImageUrl: qr.image_url } })
  } catch (error) {
    await db.paymentOrder.update({ where: { id: order.id }, data: { status: 'failed' } })
    if (error instanceof GatewayError)
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: counterQrMessages.gatewayDown, cause: error })
    throw error
  }
  return counterQrStatus(deps, cashier, order.id)
}

/** A cashier sees the QRs they showed; an administrator sees every counter QR. */
async function counterOrder(deps: PaymentDeps, cashier: Cashier, orderId: string) {
  const order = await deps.db.paymentOrder.findUnique({ where: { id: orderId } })
  if (!order || order.source !== 'counter' || (cashier.role !== 'admin' && order.userId !== cashier.id))
    throw notFound(counterQrMessages.notFound)
  return order
}

/** What the counter shows: the QR while it can be paid, then the receipt (or why it closed). */
export async function counterQrStatus(deps: PaymentDeps, cashier: Cashier, orderId: string) {
  const order = await counterOrder(deps, cashier, orderId)
  const plan = JSON.parse(order.allocations) as OrderPlan
  const studentId = plan[0]?.studentId ?? ''
  const name = (await studentNames(deps.db, [studentId])).get(studentId) ?? 'Student'
  const receipt = order.receiptId
    ? await deps.db.feeReceipt.findUnique({
        where: { id: order.receiptId },
        select: { id: true, numberText: true, totalPaise: true },
      })
    : null
  const timeUp = order.expiresAt.getTime() <= deps.now().getTime()
  const status: CounterQrStatus =
    order.status === 'paid'
      ? 'paid'
      : order.status === 'review'
        ? 'review'
        : order.status === 'created' && !timeUp && order.gatewayOrderId
          ? 'waiting'
          : 'closed'
  const demo = deps.gateway()?.kind === 'demo'
  return {
    orderId: order.id,
    status,
    studentId,
    studentName: name,
    amountPaise: toPaise(order.amountPaise),
    expiresAt: order.expiresAt,
    // The demo gateway's picture is this site's own: by path, so it loads whatever name the site is reached by.
    imageUrl:
      status !== 'waiting'
        ? null
        : demo && order.gatewayOrderId
          ? `${demoQrImagePath}?id=${encodeURIComponent(order.gatewayOrderId)}`
          : order.qrImageUrl,
    /** The demo gateway's page a phone would open by scanning: shown as a link, as nobody can scan in a demo. */
    demoPayUrl:
      status === 'waiting' && demo && order.gatewayOrderId
        ? `${demoCheckoutPath}?order_id=${encodeURIComponent(order.gatewayOrderId)}`
        : null,
    reviewNote: order.reviewNote,
    receipt: receipt
      ? { id: receipt.id, numberText: receipt.numberText, totalPaise: toPaise(receipt.totalPaise) }
      : null,
  }
}

/** Asks the gateway now (a webhook is late): whatever it captured on the QR is recorded, once. */
export async function checkCounterQr(deps: PaymentDeps, cashier: Cashier, orderId: string) {
  const order = await counterOrder(deps, cashier, orderId)
  const config = deps.gateway()
  if (config && order.gatewayOrderId && !order.gatewayPaymentId) {
    let payments
    try {
      payments = await qrCodePayments(config, order.gatewayOrderId)
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: counterQrMessages.gatewayDown, cause: error })
    }
    for (const payment of payments.filter((p) => p.status === 'captured')) await recordOnlinePayment(deps, payment)
  }
  return counterQrStatus(deps, cashier, orderId)
}

/**
 * The cashier takes the QR down: the gateway closes it, so nobody can pay it any more. A payment that came first is
 * still recorded (the reconciler asks about closed orders for a day).
 */
export async function cancelCounterQr(deps: PaymentDeps, cashier: Cashier, orderId: string) {
  const order = await counterOrder(deps, cashier, orderId)
  const config = deps.gateway()
  if (order.status === 'created') {
    if (config && order.gatewayOrderId) {
      try {
        await closeQrCode(config, order.gatewayOrderId)
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        // The gateway closes it at its time anyway.
      }
    }
    await deps.db.paymentOrder.updateMany({ where: { id: order.id, status: 'created' }, data: { status: 'failed' } })
  }
  return counterQrStatus(deps, cashier, orderId)
}
