// Server-only: the day's settlement for an administrator. The gateway's payments created on a school day (its
// payments list) set against the online receipts: each payment with our receipt, its student(s), amount and the
// gateway's fee; a payment captured with no receipt, and a receipt whose payment the gateway does not show as
// captured that day, are flagged. Each payment shows its refunds (of its receipt or of money kept for review),
// pending ones marked so. Totals: captured, fees, receipted, refunded.
import { TRPCError } from '@trpc/server'
import { badRequest } from '~/server/errors'
import { schoolToday, studentNames } from '~/server/fees/common'
import { toPaise } from '~/server/paise'
import { parseDateKey, zonedParts } from '~/shared/date-key'
import type { PaymentDeps } from './orders'
import { GatewayError, listPayments } from './razorpay'
import { parsePlan } from './record'

export const settlementMessages = {
  unavailable: 'Online payment is not configured, so there is no gateway to settle with.',
  gatewayDown: 'The payment gateway did not answer. Please try again in a minute.',
  future: 'Choose today or an earlier day.',
}

/** The instant a school day starts (midnight on the school's clock). */
function startOfSchoolDay(key: string): Date {
  const { year, month, day } = parseDateKey(key)!
  const guess = Date.UTC(year, month - 1, day)
  const wall = zonedParts(new Date(guess))
  const offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - guess
  return new Date(guess - offset)
}

const nextDay = (key: string) => {
  const { year, month, day } = parseDateKey(key)!
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
}

const refundTotal = (rows: { refunds: { amountPaise: number; status: string }[] }[], status: string) =>
  rows.reduce(
    (sum, row) => sum + row.refunds.filter((r) => r.status === status).reduce((part, r) => part + r.amountPaise, 0),
    0,
  )

/**
 * Whether the Online settlement tab has anything to show: a gateway to settle with (Razorpay or the demo), or money
 * still kept for review from when one was configured.
 */
export async function settlementSetup(deps: PaymentDeps) {
  const gateway = deps.gateway()
  const keptForReview = await deps.db.paymentOrder.count({ where: { unallocatedPaise: { gt: 0 } } })
  return { gateway: gateway?.kind ?? null, keptForReview }
}

export type SettlementFlag = 'captured-not-receipted' | 'receipted-not-captured'

export async function settlementDay(deps: PaymentDeps, input: { date?: string | undefined }) {
  const { db, now } = deps
  const config = deps.gateway()
  if (!config) throw badRequest(settlementMessages.unavailable)
  const today = schoolToday(now)
  const date = input.date ?? today
  if (date > today) throw badRequest(settlementMessages.future)
  const from = startOfSchoolDay(date)
  const to = new Date(startOfSchoolDay(nextDay(date)).getTime() - 1000)
  let payments
  try {
    payments = await listPayments(config, { from, to })
  } catch (error) {
    if (error instanceof GatewayError)
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: settlementMessages.gatewayDown, cause: error })
    throw error
  }
  const paymentIds = payments.map((p) => p.id)
  const receipts = await db.feeReceipt.findMany({
    where: {
      mode: 'online',
      OR: [{ date, voidedAt: null }, { gatewayPaymentId: { in: paymentIds } }],
    },
    select: {
      id: true,
      numberText: true,
      date: true,
      totalPaise: true,
      gatewayPaymentId: true,
      voidedAt: true,
      allocations: { select: { studentId: true }, distinct: ['studentId'] },
    },
  })
  const orders = await db.paymentOrder.findMany({
    where: { gatewayOrderId: { in: payments.map((p) => p.order_id).filter((id): id is string => !!id) } },
    select: { gatewayOrderId: true, allocations: true, status: true },
  })
  const planStudents = new Map(
    orders.map((o) => [o.gatewayOrderId!, parsePlan(o.allocations).map((entry) => entry.studentId)]),
  )
  const receiptByPayment = new Map(receipts.map((r) => [r.gatewayPaymentId, r]))
  const refunds = await db.paymentRefund.findMany({
    where: {
      gatewayPaymentId: { in: [...paymentIds, ...receipts.map((r) => r.gatewayPaymentId ?? '')] },
      status: { in: ['pending', 'processed'] },
    },
    orderBy: { createdAt: 'asc' },
    select: { gatewayPaymentId: true, numberText: true, amountPaise: true, status: true },
  })
  const refundsOf = (gatewayPaymentId: string) =>
    refunds
      .filter((r) => r.gatewayPaymentId === gatewayPaymentId)
      .map((r) => ({
        numberText: r.numberText,
        amountPaise: toPaise(r.amountPaise),
        status: r.status as 'pending' | 'processed',
      }))
  const names = await studentNames(db, [
    ...new Set([
      ...receipts.flatMap((r) => r.allocations.map((a) => a.studentId)),
      ...[...planStudents.values()].flat(),
    ]),
  ])
  const nameList = (ids: string[]) => ids.map((id) => names.get(id) ?? 'Former student').join(', ')
  const settled = (status: string) => status === 'captured' || status === 'refunded'

  const rows = payments
    .sort((a, b) => (a.created_at ?? 0) - (b.created_at ?? 0))
    .map((payment) => {
      const receipt = receiptByPayment.get(payment.id)
      const studentIds = receipt
        ? receipt.allocations.map((a) => a.studentId)
        : (planStudents.get(payment.order_id ?? '') ?? [])
      const flag: SettlementFlag | null =
        settled(payment.status) && !receipt
          ? 'captured-not-receipted'
          : receipt && !settled(payment.status)
            ? 'receipted-not-captured'
            : null
      return {
        gatewayPaymentId: payment.id,
        at: payment.created_at ? new Date(payment.created_at * 1000) : null,
        status: payment.status,
        method: payment.method,
        amountPaise: payment.amount,
        feePaise: typeof payment.fee === 'number' ? payment.fee : null,
        receipt: receipt
          ? { id: receipt.id, numberText: receipt.numberText, totalPaise: toPaise(receipt.totalPaise) }
          : null,
        students: nameList(studentIds),
        refunds: refundsOf(payment.id),
        flag,
      }
    })
  // Receipts of the day whose payment the gateway did not list for that day.
  const listed = new Set(paymentIds)
  const unlisted = receipts
    .filter((r) => r.date === date && !r.voidedAt && !listed.has(r.gatewayPaymentId ?? ''))
    .map((r) => ({
      gatewayPaymentId: r.gatewayPaymentId ?? '',
      at: null,
      status: 'not listed',
      method: null,
      amountPaise: 0,
      feePaise: null,
      receipt: { id: r.id, numberText: r.numberText, totalPaise: toPaise(r.totalPaise) },
      students: nameList(r.allocations.map((a) => a.studentId)),
      refunds: refundsOf(r.gatewayPaymentId ?? ''),
      flag: 'receipted-not-captured' as SettlementFlag,
    }))
  const all = [...rows, ...unlisted]
  const captured = rows.filter((r) => settled(r.status))
  return {
    date,
    rows: all,
    totals: {
      capturedCount: captured.length,
      capturedPaise: captured.reduce((sum, r) => sum + r.amountPaise, 0),
      feePaise: captured.reduce((sum, r) => sum + (r.feePaise ?? 0), 0),
      receiptedPaise: all.reduce((sum, r) => sum + (r.receipt ? r.receipt.totalPaise : 0), 0),
      flagged: all.filter((r) => r.flag).length,
      /** Refunds of the listed payments the gateway confirmed, and those still pending there. */
      refundedPaise: refundTotal(all, 'processed'),
      refundPendingPaise: refundTotal(all, 'pending'),
    },
  }
}
