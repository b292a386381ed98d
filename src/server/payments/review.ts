// Server-only: the online payments kept for review (record.ts parks them: an amount that differs from the order, or
// part of it no longer due when it arrived), for the bursar. Newest first: when it was paid, the family (the payer)
// and the students the order named, the amount kept aside and the note saying why.
import type { PrismaClient } from '~/server/db'
import { studentNames } from '~/server/fees/common'
import { toPaise } from '~/server/paise'
import { parsePlan } from './record'

export async function paymentsForReview(db: PrismaClient) {
  const orders = await db.paymentOrder.findMany({
    where: { unallocatedPaise: { gt: 0 } },
    orderBy: [{ paidAt: 'desc' }, { id: 'asc' }],
    take: 200,
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
  }))
}
