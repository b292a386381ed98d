// Server-only: an administrator refunds part or all of an online payment: of its receipt, or of the money kept for
// review on its order (no receipt). The refund is numbered (in the series of the academic year of the day it is
// made) and written (pending) first, in one transaction that locks the receipt or the order, so two refunds of one
// payment can never add up to more than was paid; money kept for review is taken off the order at once. The
// refund's id is the idempotency key of every attempt at the gateway (up to five tries: the gateway makes one
// refund). Once accepted, a receipt's refund gives back the amount on the receipt's allocations (negative
// allocations, latest dues first, owed again); either kind is audited and the family is told in the bell. A refused
// refund is marked failed and changes nothing else (money kept for review goes back onto the order).
import { TRPCError } from '@trpc/server'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { badRequest, notFound } from '~/server/errors'
import { schoolToday, studentNames, transaction, type FeeActor } from '~/server/fees/common'
import { yearForDate } from '~/server/fees/counter'
import { compareKeys, type Db } from '~/server/fees/ledger'
import { notifyEachFamily } from '~/server/notifications'
import { toPaise } from '~/server/paise'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import type { PaymentDeps } from './orders'
import { GatewayError, refundGatewayPayment } from './razorpay'
import { parsePlan } from './record'

export const refundMessages = {
  notOnline: 'Only a payment made online can be refunded here.',
  nothingParked: 'Nothing of this payment is kept for review any more.',
  void: 'This receipt is void: there is nothing to refund.',
  tooMuch: (left: number, pendingPaise = 0) =>
    left > 0
      ? `At most ${formatPaise(left)} of this payment can still be refunded.`
      : pendingPaise > 0
        ? `A refund of ${formatPaise(pendingPaise)} is still pending at the payment gateway: nothing more can be refunded.`
        : 'This payment is fully refunded.',
  unavailable: 'Online payment is not configured, so the gateway cannot be asked for a refund.',
  refused: 'The payment gateway refused the refund. Nothing was refunded.',
  pending: (numberText: string) =>
    `The payment gateway did not answer. Refund ${numberText} is pending: the server asks the gateway again within a few minutes and completes it; do not refund again.`,
}

const refundNumberText = (yearName: string, number: number) => `R${yearName}/${String(number).padStart(4, '0')}`

type RefundRow = { id: string; orderId: string | null; amountPaise: bigint }

/** The next number of the refund series of the academic year the refund's day falls in (like a receipt's). */
async function takeRefundNumber(tx: Db, date: string) {
  const year = await yearForDate(tx, date)
  const { nextRefundNumber } = await tx.academicYear.update({
    where: { id: year.id },
    data: { nextRefundNumber: { increment: 1 } },
    select: { nextRefundNumber: true },
  })
  const number = nextRefundNumber - 1
  return { yearId: year.id, number, numberText: refundNumberText(year.name, number) }
}

/** A refund written pending, numbered in the series of the year of its day: of a receipt, or of an order's kept money. */
async function createPendingRefund(
  tx: Db,
  refund: ({ receiptId: string } | { orderId: string }) & {
    gatewayPaymentId: string
    amountPaise: number
    reason: string
  },
  actor: FeeActor,
  at: Date,
) {
  const numbered = await takeRefundNumber(
    tx,
    schoolToday(() => at),
  )
  const by = { createdById: actor.id, createdByName: displayName(actor), createdAt: at }
  return tx.paymentRefund.create({ data: { ...numbered, ...refund, ...by } })
}

/** A refund the gateway refused: failed, once; money kept for review that it had taken goes back onto the order. */
async function failRefund(deps: Pick<PaymentDeps, 'db'>, refund: RefundRow) {
  await transaction(deps.db, async (tx) => {
    const { count } = await tx.paymentRefund.updateMany({
      where: { id: refund.id, status: 'pending' },
      data: { status: 'failed' },
    })
    if (count === 1 && refund.orderId)
      await tx.paymentOrder.update({
        where: { id: refund.orderId },
        data: { unallocatedPaise: { increment: refund.amountPaise } },
      })
  })
}

/** Refunds still pending some minutes after they were written (their run was cut short): resumed by the reconciler. */
export async function resumePendingRefunds(deps: PaymentDeps, olderThan: Date) {
  const config = deps.gateway()
  if (!config) return 0
  const pending = await deps.db.paymentRefund.findMany({
    where: { status: 'pending', createdAt: { lte: olderThan } },
    orderBy: { createdAt: 'asc' },
    take: 50,
  })
  let resumed = 0
  for (const refund of pending) {
    const actor = await deps.db.user.findUnique({
      where: { id: refund.createdById },
      select: { id: true, email: true, firstName: true, lastName: true },
    })
    try {
      // The same idempotency key as the first attempts: the gateway answers with the refund it already made.
      const made = await refundGatewayPayment(config, {
        paymentId: refund.gatewayPaymentId,
        amountPaise: toPaise(refund.amountPaise),
        idempotencyKey: refund.id,
        notes: { refund: refund.numberText },
      })
      await completeRefund(
        deps,
        refund.id,
        made.id,
        actor ?? { id: refund.createdById, email: null, firstName: refund.createdByName, lastName: '' },
      )
      resumed += 1
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      // Refused outright (not a network or server error): nothing was refunded.
      if (!error.retryable) await failRefund(deps, refund)
    }
  }
  return resumed
}

export async function refundPayment(
  deps: PaymentDeps,
  actor: FeeActor,
  input: { receiptId: string; amountPaise?: number | undefined; reason: string },
) {
  const { db, now } = deps
  const config = deps.gateway()
  const at = now()
  // 1. Numbered and written before the gateway is asked, the receipt's row locked meanwhile.
  const refund = await transaction(db, async (tx) => {
    const locked = await tx.$executeRaw`UPDATE fee_receipts SET mode = mode WHERE id = ${input.receiptId}`
    if (locked === 0) throw notFound('Receipt not found.')
    const receipt = await tx.feeReceipt.findUniqueOrThrow({ where: { id: input.receiptId } })
    if (receipt.mode !== 'online' || !receipt.gatewayPaymentId) throw badRequest(refundMessages.notOnline)
    if (receipt.voidedAt) throw badRequest(refundMessages.void)
    if (!config) throw badRequest(refundMessages.unavailable)
    const taken = await tx.paymentRefund.groupBy({
      by: ['status'],
      where: { receiptId: receipt.id, status: { in: ['pending', 'processed'] } },
      _sum: { amountPaise: true },
    })
    const takenBy = (status: string) => toPaise(taken.find((t) => t.status === status)?._sum.amountPaise ?? 0n)
    const left = toPaise(receipt.totalPaise) - takenBy('pending') - takenBy('processed')
    const amountPaise = input.amountPaise ?? left
    if (amountPaise <= 0 || amountPaise > left) throw badRequest(refundMessages.tooMuch(left, takenBy('pending')))
    const of = { receiptId: receipt.id, gatewayPaymentId: receipt.gatewayPaymentId }
    return createPendingRefund(tx, { ...of, amountPaise, reason: input.reason }, actor, at)
  })
  await askGateway(deps, actor, refund)
  return {
    id: refund.id,
    numberText: refund.numberText,
    amountPaise: toPaise(refund.amountPaise),
    receiptId: refund.receiptId,
  }
}

/**
 * Refunds money kept for review on an online order (it has no receipt, or only part of it went onto one). The
 * order's row is locked and the amount taken off what it keeps for review in the transaction that writes the
 * refund, so a second click, a second administrator or "Apply to dues" at the same moment find it gone.
 */
export async function refundParkedPayment(
  deps: PaymentDeps,
  actor: FeeActor,
  input: { orderId: string; amountPaise?: number | undefined; reason: string },
) {
  const { db, now } = deps
  const config = deps.gateway()
  const at = now()
  const refund = await transaction(db, async (tx) => {
    const locked = await tx.$executeRaw`UPDATE payment_orders SET status = status WHERE id = ${input.orderId}`
    if (locked === 0) throw notFound('No payment kept for review was found.')
    const order = await tx.paymentOrder.findUniqueOrThrow({ where: { id: input.orderId } })
    const left = toPaise(order.unallocatedPaise)
    if (!order.gatewayPaymentId) throw badRequest(refundMessages.nothingParked)
    if (left <= 0) {
      const pending = await tx.paymentRefund.aggregate({
        where: { orderId: order.id, status: 'pending' },
        _sum: { amountPaise: true },
      })
      const pendingPaise = toPaise(pending._sum.amountPaise ?? 0n)
      throw badRequest(pendingPaise > 0 ? refundMessages.tooMuch(0, pendingPaise) : refundMessages.nothingParked)
    }
    if (!config) throw badRequest(refundMessages.unavailable)
    const amountPaise = input.amountPaise ?? left
    if (amountPaise <= 0 || amountPaise > left) throw badRequest(refundMessages.tooMuch(left))
    await tx.paymentOrder.update({ where: { id: order.id }, data: { unallocatedPaise: left - amountPaise } })
    const of = { orderId: order.id, gatewayPaymentId: order.gatewayPaymentId }
    return createPendingRefund(tx, { ...of, amountPaise, reason: input.reason }, actor, at)
  })
  await askGateway(deps, actor, refund)
  return {
    id: refund.id,
    numberText: refund.numberText,
    amountPaise: toPaise(refund.amountPaise),
    orderId: refund.orderId,
  }
}

/** 2. The gateway, with the refund's id as the idempotency key of every attempt; then 3. completed. */
async function askGateway(
  deps: PaymentDeps,
  actor: FeeActor,
  refund: RefundRow & { numberText: string; gatewayPaymentId: string },
) {
  const config = deps.gateway()!
  let gatewayRefundId: string
  try {
    gatewayRefundId = (
      await refundGatewayPayment(config, {
        paymentId: refund.gatewayPaymentId,
        amountPaise: toPaise(refund.amountPaise),
        idempotencyKey: refund.id,
        notes: { refund: refund.numberText },
      })
    ).id
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    if (error.retryable)
      // It may have been made with the answer lost: it stays pending, and the reconciler asks again with its key.
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: refundMessages.pending(refund.numberText),
        cause: error,
      })
    await failRefund(deps, refund)
    throw new TRPCError({ code: 'BAD_REQUEST', message: refundMessages.refused, cause: error })
  }
  await completeRefund(deps, refund.id, gatewayRefundId, actor)
}

/**
 * A refund the gateway accepted becomes processed, once: the amount comes off the receipt's allocations (latest
 * dues first), the audit log has it and the family is told. A second call (the reconciler resuming a refund whose
 * run was cut short, racing the run itself) finds it processed and does nothing.
 */
export async function completeRefund(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  refundId: string,
  gatewayRefundId: string,
  actor: AuditActor,
) {
  const { db, now } = deps
  const refund = await db.paymentRefund.findUniqueOrThrow({ where: { id: refundId } })
  if (!refund.receiptId) return completeParkedRefund(deps, refund, gatewayRefundId, actor)
  const receiptId = refund.receiptId
  const amountPaise = toPaise(refund.amountPaise)
  // 3. Processed: the amount comes off the receipt's allocations, latest dues first.
  const date = schoolToday(now)
  const perStudent = await transaction(db, async (tx) => {
    await tx.$executeRaw`UPDATE fee_receipts SET mode = mode WHERE id = ${receiptId}`
    // Only the first to get here (the receipt's row is locked) finds it pending.
    const { count } = await tx.paymentRefund.updateMany({
      where: { id: refund.id, status: 'pending' },
      data: { status: 'processed', gatewayRefundId, processedAt: now() },
    })
    if (count === 0) return null
    const allocations = await tx.feeAllocation.findMany({
      where: { receiptId, voidedAt: null },
      select: {
        studentId: true,
        termId: true,
        chargeId: true,
        kind: true,
        amountPaise: true,
        charge: { select: { head: { select: { sortOrder: true } } } },
      },
    })
    const terms = await tx.feeTerm.findMany({
      where: { id: { in: [...new Set(allocations.map((a) => a.termId))] } },
      select: { id: true, dueDate: true },
    })
    const dueDate = new Map(terms.map((term) => [term.id, term.dueDate]))
    const lineKey = (a: { studentId: string; termId: string; chargeId: string | null; kind: string }) =>
      `${a.studentId}:${a.termId}:${a.chargeId ?? 'fine'}:${a.kind}`
    const net = new Map<string, (typeof allocations)[number] & { left: number }>()
    for (const a of allocations) {
      const line = net.get(lineKey(a))
      if (line) line.left += toPaise(a.amountPaise)
      else net.set(lineKey(a), { ...a, left: toPaise(a.amountPaise) })
    }
    const latestFirst = [...net.values()].sort(
      (a, b) =>
        compareKeys(dueDate.get(b.termId) ?? '', dueDate.get(a.termId) ?? '') ||
        (b.kind === 'fine' ? 1 : 0) - (a.kind === 'fine' ? 1 : 0) ||
        (b.charge?.head.sortOrder ?? 0) - (a.charge?.head.sortOrder ?? 0) ||
        compareKeys(b.studentId, a.studentId),
    )
    let toGiveBack = amountPaise
    const perStudent = new Map<string, number>()
    for (const line of latestFirst) {
      if (toGiveBack === 0) break
      const take = Math.min(line.left, toGiveBack)
      if (take <= 0) continue
      toGiveBack -= take
      perStudent.set(line.studentId, (perStudent.get(line.studentId) ?? 0) + take)
      await tx.feeAllocation.create({
        data: {
          receiptId,
          studentId: line.studentId,
          termId: line.termId,
          chargeId: line.chargeId,
          kind: line.kind,
          amountPaise: -take,
          date,
        },
      })
    }
    await writeAuditLog(tx, {
      actor,
      action: 'payments.refund',
      target: { type: 'fee_receipt', id: receiptId, label: refund.numberText },
      details: { amountPaise, reason: refund.reason, gatewayRefundId },
      at: now(),
    })
    return perStudent
  })

  if (!perStudent) return
  const receipt = await db.feeReceipt.findUniqueOrThrow({
    where: { id: receiptId },
    select: { numberText: true },
  })
  const names = await studentNames(db, [...perStudent.keys()])
  await notifyEachFamily(
    db,
    [...perStudent].map(([studentId, amount]) => {
      const name = names.get(studentId) ?? 'your child'
      return {
        studentId,
        notification: {
          kind: 'fee_receipt' as const,
          title: `Refund ${refund.numberText} for ${name}`,
          body: `The school refunded ${formatPaise(amount)} of receipt ${receipt.numberText} for ${name} to the account it was paid from: those fees are due again.`,
          link: `/fee-portal/student-dashboard?child=${studentId}`,
        },
      }
    }),
    now(),
  )
}

/** Processed, once: money kept for review touches no dues; the audit log has it and the order's families are told. */
async function completeParkedRefund(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  refund: { id: string; orderId: string | null; numberText: string; amountPaise: bigint; reason: string },
  gatewayRefundId: string,
  actor: AuditActor,
) {
  const { db, now } = deps
  const amountPaise = toPaise(refund.amountPaise)
  const order = await transaction(db, async (tx) => {
    await tx.$executeRaw`UPDATE payment_orders SET status = status WHERE id = ${refund.orderId}`
    const { count } = await tx.paymentRefund.updateMany({
      where: { id: refund.id, status: 'pending' },
      data: { status: 'processed', gatewayRefundId, processedAt: now() },
    })
    if (count === 0) return null
    const order = await tx.paymentOrder.findUniqueOrThrow({
      where: { id: refund.orderId! },
      select: { id: true, allocations: true, gatewayPaymentId: true },
    })
    await writeAuditLog(tx, {
      actor,
      action: 'payments.refundParked',
      target: { type: 'payment_order', id: order.id, label: refund.numberText },
      details: { amountPaise, reason: refund.reason, gatewayRefundId, gatewayPaymentId: order.gatewayPaymentId },
      at: now(),
    })
    return order
  })
  if (!order) return
  const studentIds = [...new Set(parsePlan(order.allocations).map((entry) => entry.studentId))]
  const notification = {
    kind: 'fee_receipt' as const,
    title: `Refund ${refund.numberText} of an online payment`,
    body: `The school refunded ${formatPaise(amountPaise)} of online payment ${order.gatewayPaymentId ?? ''} to the account it was paid from. It had not been put on any fees, so nothing is due again.`,
    link: `/fee-portal/student-dashboard${studentIds[0] ? `?child=${studentIds[0]}` : ''}`,
  }
  await notifyEachFamily(
    db,
    studentIds.map((studentId) => ({ studentId, notification })),
    now(),
  )
}
