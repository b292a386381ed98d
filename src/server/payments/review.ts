// Server-only: the online payments kept for review (record.ts parks them: an amount that differs from the order, or
// part of it no longer due when it arrived), for the bursar. Newest first: when it was paid, the family (the payer)
// and the students the order named, the amount kept aside and the note saying why, with its refunds (a refund being
// made keeps the order listed until the gateway confirmed it).
import { writeAuditLog } from '~/server/auth/audit-log'
import type { PrismaClient } from '~/server/db'
import { badRequest, notFound } from '~/server/errors'
import {
  lockStudents,
  lockTermsOf,
  schoolToday,
  studentNames,
  transaction,
  writeReceipt,
  type FeeActor,
  type FeeDeps,
  type ReceiptRow,
} from '~/server/fees/common'
import { yearForDate } from '~/server/fees/counter'
import { computeLedgers } from '~/server/fees/ledger'
import { toPaise } from '~/server/paise'
import { allocateOldestFirst } from '~/shared/fees-ledger'
import { displayName } from '~/shared/names'
import { methodLabels, parsePlan } from './record'

export async function paymentsForReview(db: PrismaClient) {
  // Still kept, or refunded but not yet confirmed by the gateway: the bursar sees that refund is under way.
  const pendingRefunds = await db.paymentRefund.findMany({
    where: { orderId: { not: null }, status: 'pending' },
    select: { orderId: true },
  })
  const orders = await db.paymentOrder.findMany({
    where: {
      OR: [{ unallocatedPaise: { gt: 0 } }, { id: { in: pendingRefunds.map((refund) => refund.orderId!) } }],
    },
    orderBy: [{ paidAt: 'desc' }, { id: 'asc' }],
    take: 200,
  })
  const refunds = await db.paymentRefund.findMany({
    where: { orderId: { in: orders.map((order) => order.id) }, status: { in: ['pending', 'processed'] } },
    orderBy: { createdAt: 'asc' },
    select: { orderId: true, numberText: true, amountPaise: true, status: true, reason: true },
  })
  const plans = new Map(orders.map((order) => [order.id, parsePlan(order.allocations)]))
  const names = await studentNames(db, [...new Set([...plans.values()].flat().map((entry) => entry.studentId))])
  return orders.map((order) => ({
    orderId: order.id,
    paidAt: order.paidAt,
    payerName: order.userName,
    students: plans.get(order.id)!.map((entry) => ({
      studentId: entry.studentId,
      name: names.get(entry.studentId) ?? 'Unknown student',
    })),
    status: order.status,
    amountPaise: toPaise(order.unallocatedPaise),
    gatewayPaymentId: order.gatewayPaymentId,
    note: order.reviewNote,
    /** Refunds of money kept for review on this order (pending or processed), oldest first. */
    refunds: refunds
      .filter((refund) => refund.orderId === order.id)
      .map((refund) => ({
        numberText: refund.numberText,
        amountPaise: toPaise(refund.amountPaise),
        status: refund.status as 'pending' | 'processed',
        reason: refund.reason,
      })),
  }))
}

export const reviewMessages = {
  notFound: 'No payment kept for review was found.',
  nothingLeft: 'Nothing of this payment is kept for review any more.',
  nothingDue: 'The students of this payment owe nothing now: refund it instead.',
}

/**
 * Puts a parked payment on the dues of the students its order named, oldest due first, on a receipt of the normal
 * series; what does not fit stays kept for review. The order's row is locked first, so two clicks apply it once.
 */
export async function applyParkedPayment(deps: FeeDeps, actor: FeeActor, orderId: string) {
  const { db, now } = deps
  return transaction(db, async (tx) => {
    const locked = await tx.$executeRaw`UPDATE payment_orders SET status = status WHERE id = ${orderId}`
    if (locked === 0) throw notFound(reviewMessages.notFound)
    const order = await tx.paymentOrder.findUniqueOrThrow({ where: { id: orderId } })
    const parked = toPaise(order.unallocatedPaise)
    if (!order.gatewayPaymentId || parked <= 0) throw badRequest(reviewMessages.nothingLeft)
    const studentIds = [...new Set(parsePlan(order.allocations).map((entry) => entry.studentId))]
    await lockStudents(tx, studentIds)
    await lockTermsOf(tx, studentIds)
    const date = schoolToday(now)
    const ledgers = await computeLedgers(tx, { studentIds, asOf: date })
    const rows: ReceiptRow[] = []
    let left = parked
    for (const studentId of studentIds) {
      const lines = (ledgers.get(studentId)?.terms ?? []).flatMap((term) =>
        term.lines.map((line) => ({ key: line.key, outstandingPaise: line.outstandingPaise, term, line })),
      )
      const due = lines.reduce((sum, line) => sum + Math.max(0, line.outstandingPaise), 0)
      const take = Math.min(left, due)
      if (take <= 0) continue
      left -= take
      const byKey = new Map(lines.map((line) => [line.key, line]))
      for (const allocation of allocateOldestFirst(lines, take)) {
        const { term, line } = byKey.get(allocation.key)!
        rows.push({
          studentId,
          termId: term.termId,
          chargeId: line.chargeId,
          kind: line.kind,
          amountPaise: allocation.amountPaise,
        })
      }
    }
    if (rows.length === 0) throw badRequest(reviewMessages.nothingDue)
    const year = await yearForDate(tx, date)
    const receipt = await writeReceipt(tx, {
      year,
      date,
      mode: 'online',
      reference: `${methodLabels[order.method ?? ''] ?? order.method ?? 'Online'} ${order.gatewayPaymentId} (kept for review, applied)`,
      cashier: { id: actor.id, name: displayName(actor) },
      rows,
      now,
    })
    const applied = parked - left
    await tx.paymentOrder.update({
      where: { id: order.id },
      data: {
        unallocatedPaise: left,
        status: left > 0 ? order.status : 'paid',
        reviewNote: left > 0 ? order.reviewNote : null,
        ...(order.receiptId ? {} : { receiptId: receipt.id }),
      },
    })
    await writeAuditLog(tx, {
      actor,
      action: 'payments.applyParked',
      target: { type: 'fee_receipt', id: receipt.id, label: receipt.numberText },
      details: { orderId: order.id, gatewayPaymentId: order.gatewayPaymentId, appliedPaise: applied, leftPaise: left },
      at: now(),
    })
    return { receiptId: receipt.id, numberText: receipt.numberText, appliedPaise: applied, leftPaise: left }
  })
}
