// Server-only: a captured online payment becomes a receipt of the fee ledger, exactly once. Whoever comes first
// (the browser's return, a webhook, a replay of one) records it; the others find it done. The order's row is locked
// first, so concurrent recorders queue and each re-reads the order; the unique gateway payment id on the order and
// on the receipt make a second record impossible even so.
import { Prisma } from '~/server/db'
import { notifyEachFamily } from '~/server/notifications'
import { toPaise } from '~/server/paise'
import {
  lockStudents,
  lockTermsOf,
  schoolToday,
  transaction,
  writeReceipt,
  type FeeDeps,
  type ReceiptRow,
} from '~/server/fees/common'
import { yearForDate } from '~/server/fees/counter'
import { computeLedgers } from '~/server/fees/ledger'
import { studentNames } from '~/server/fees/common'
import { queueReceiptMessages } from '~/server/fees/family-messages'
import { logError } from '~/server/request-log'
import { formatDateKeyNumeric } from '~/shared/dates'
import { allocateOldestFirst } from '~/shared/fees-ledger'
import { formatPaise } from '~/shared/money'
import type { GatewayPayment } from './razorpay'

/** What an order pays for, per student: every due term (termIds null) or the named terms. */
export type OrderPlan = { studentId: string; termIds: string[] | null; amountPaise: number }[]

export function parsePlan(text: string): OrderPlan {
  return JSON.parse(text) as OrderPlan
}

export const onlineCashier = { id: 'online', name: 'Online' } as const

export const methodLabels: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
}

export type RecordOutcome =
  | { outcome: 'recorded'; orderId: string; receiptId: string | null }
  | { outcome: 'already'; orderId: string }
  | { outcome: 'review'; orderId: string | null; note: string }
  | { outcome: 'unknown'; note: string }
  | { outcome: 'ignored'; note: string }

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'

export async function recordOnlinePayment(deps: FeeDeps, payment: GatewayPayment): Promise<RecordOutcome> {
  const { db, now } = deps
  if (payment.status !== 'captured') return { outcome: 'ignored', note: `payment ${payment.status}` }
  if (!payment.order_id) return { outcome: 'unknown', note: 'A payment without an order' }
  const order = await db.paymentOrder.findUnique({
    where: { gatewayOrderId: payment.order_id },
    select: { id: true, gatewayPaymentId: true },
  })
  if (!order) return { outcome: 'unknown', note: `No order of ours is ${payment.order_id}` }
  if (order.gatewayPaymentId === payment.id) return { outcome: 'already', orderId: order.id }
  try {
    const result = await transaction(db, async (tx): Promise<RecordOutcome & { tell?: Map<string, number> }> => {
      // Every recorder of this order waits here for the one before it to commit, then reads what it wrote.
      await tx.$executeRaw`UPDATE payment_orders SET status = status WHERE id = ${order.id}`
      const current = await tx.paymentOrder.findUniqueOrThrow({ where: { id: order.id } })
      if (current.gatewayPaymentId === payment.id) return { outcome: 'already', orderId: current.id }
      if (current.gatewayPaymentId !== null)
        return {
          outcome: 'review',
          orderId: current.id,
          note: `A second payment (${payment.id}, ${formatPaise(payment.amount)}) for an order already paid by ${current.gatewayPaymentId}`,
        }
      const paid = { gatewayPaymentId: payment.id, method: payment.method, paidAt: now() }
      const ordered = toPaise(current.amountPaise)
      if (payment.amount !== ordered || payment.currency !== 'INR') {
        const note = `Received ${formatPaise(payment.amount)} ${payment.currency} for an order of ${formatPaise(ordered)}: kept for review, not put on the dues.`
        await tx.paymentOrder.update({
          where: { id: current.id },
          data: { ...paid, status: 'review', unallocatedPaise: payment.amount, reviewNote: note },
        })
        return { outcome: 'review', orderId: current.id, note }
      }
      const plan = parsePlan(current.allocations)
      const studentIds = plan.map((entry) => entry.studentId)
      await lockStudents(tx, studentIds)
      await lockTermsOf(tx, studentIds)
      const date = schoolToday(now)
      const ledgers = await computeLedgers(tx, { studentIds, asOf: date })
      const rows: ReceiptRow[] = []
      const perStudent = new Map<string, number>()
      let unallocated = 0
      for (const entry of plan) {
        // What the order named, oldest due first; dues that shrank since take what still fits.
        const terms = (ledgers.get(entry.studentId)?.terms ?? []).filter(
          (term) => !entry.termIds || entry.termIds.includes(term.termId),
        )
        const lines = terms.flatMap((term) =>
          term.lines.map((line) => ({ key: line.key, outstandingPaise: line.outstandingPaise, term, line })),
        )
        const due = lines.reduce((sum, line) => sum + Math.max(0, line.outstandingPaise), 0)
        const take = Math.min(entry.amountPaise, due)
        unallocated += entry.amountPaise - take
        const byKey = new Map(lines.map((line) => [line.key, line]))
        for (const allocation of allocateOldestFirst(lines, take)) {
          const { term, line } = byKey.get(allocation.key)!
          rows.push({
            studentId: entry.studentId,
            termId: term.termId,
            chargeId: line.chargeId,
            kind: line.kind,
            amountPaise: allocation.amountPaise,
          })
        }
        if (take > 0) perStudent.set(entry.studentId, take)
      }
      const note =
        unallocated > 0
          ? `${formatPaise(unallocated)} of ${formatPaise(ordered)} was no longer due when the payment arrived: kept for review (refund it or apply it by hand).`
          : null
      let receiptId: string | null = null
      if (rows.length > 0) {
        const year = await yearForDate(tx, date)
        const receipt = await writeReceipt(tx, {
          year,
          date,
          mode: 'online',
          reference: `${methodLabels[payment.method] ?? payment.method} ${payment.id} / ${payment.order_id}`,
          // A counter QR's receipt is the cashier's who showed it; a portal payment's is the online cashier's.
          cashier: current.source === 'counter' ? { id: current.userId, name: current.userName } : onlineCashier,
          rows,
          now,
          gatewayPaymentId: payment.id,
        })
        receiptId = receipt.id
      }
      await tx.paymentOrder.update({
        where: { id: current.id },
        data: {
          ...paid,
          status: receiptId ? 'paid' : 'review',
          receiptId,
          unallocatedPaise: unallocated,
          reviewNote: note,
        },
      })
      return { outcome: 'recorded', orderId: current.id, receiptId, tell: perStudent }
    })
    if (result.outcome === 'recorded' && result.receiptId && result.tell)
      await tellFamilies(deps, result.receiptId, result.tell)
    const { tell: _tell, ...outcome } = result as RecordOutcome & { tell?: unknown }
    return outcome as RecordOutcome
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'already', orderId: order.id }
    throw error
  }
}

/**
 * The receipt in the bell of each child on it and their guardians, as the counter's receipts are, and its message
 * queued for each family (the worker sends it on the family's channels).
 */
async function tellFamilies({ db, now }: FeeDeps, receiptId: string, amounts: Map<string, number>) {
  const receipt = await db.feeReceipt.findUniqueOrThrow({
    where: { id: receiptId },
    select: { numberText: true, totalPaise: true, date: true },
  })
  const names = await studentNames(db, [...amounts.keys()])
  await queueReceiptMessages(
    { db, now },
    { id: receiptId, numberText: receipt.numberText, date: formatDateKeyNumeric(receipt.date) },
    'paid',
    [...amounts].map(([studentId, amount]) => ({
      studentId,
      name: names.get(studentId) ?? 'your child',
      amount: formatPaise(amount),
    })),
    'online',
  ).catch((error: unknown) => logError('[payments] could not queue the receipt messages', error))
  await notifyEachFamily(
    db,
    [...amounts].map(([studentId, amount]) => {
      const name = names.get(studentId) ?? 'your child'
      return {
        studentId,
        notification: {
          kind: 'fee_receipt' as const,
          title: `Fee receipt ${receipt.numberText} for ${name}`,
          body: `${formatPaise(amount)} for ${name} paid online${amounts.size > 1 ? ` (receipt total ${formatPaise(toPaise(receipt.totalPaise))})` : ''}.`,
          link: `/fee-portal/student-dashboard?child=${studentId}`,
        },
      }
    }),
    now(),
  )
}
