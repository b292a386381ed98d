// Server-only: an administrator refunds part or all of an online payment. The refund is numbered and written
// (pending) first, in one transaction that locks the receipt, so two refunds of one payment queue and can never add
// up to more than was paid; its id is then the idempotency key of every attempt at the gateway (tried up to five
// times: the gateway makes one refund). Once the gateway accepted it, the refund gives back the amount on the
// receipt's allocations (negative allocations, latest dues first, so those dues are owed again), the receipt shows
// it, and the family is told in the bell. A refund the gateway refused is marked failed and changes nothing else.
import { TRPCError } from '@trpc/server'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { badRequest, notFound } from '~/server/errors'
import { schoolToday, studentNames, transaction, type FeeActor } from '~/server/fees/common'
import { compareKeys } from '~/server/fees/ledger'
import { notifyEachFamily } from '~/server/notifications'
import { toPaise } from '~/server/paise'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import type { PaymentDeps } from './orders'
import { GatewayError, refundGatewayPayment } from './razorpay'

export const refundMessages = {
  notOnline: 'Only a payment made online can be refunded here.',
  void: 'This receipt is void: there is nothing to refund.',
  tooMuch: (left: number) =>
    left > 0
      ? `At most ${formatPaise(left)} of this payment can still be refunded.`
      : 'This payment is fully refunded.',
  unavailable: 'Online payment is not configured, so the gateway cannot be asked for a refund.',
  refused: 'The payment gateway refused the refund. Nothing was refunded.',
  pending: (numberText: string) =>
    `The payment gateway did not answer. Refund ${numberText} is pending: the server asks the gateway again within a few minutes and completes it; do not refund again.`,
}

const refundNumberText = (yearName: string, number: number) => `R${yearName}/${String(number).padStart(4, '0')}`

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
      if (!error.retryable)
        await deps.db.paymentRefund.updateMany({
          where: { id: refund.id, status: 'pending' },
          data: { status: 'failed' },
        })
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
    const receipt = await tx.feeReceipt.findUniqueOrThrow({
      where: { id: input.receiptId },
      include: { year: { select: { name: true } } },
    })
    if (receipt.mode !== 'online' || !receipt.gatewayPaymentId) throw badRequest(refundMessages.notOnline)
    if (receipt.voidedAt) throw badRequest(refundMessages.void)
    if (!config) throw badRequest(refundMessages.unavailable)
    const taken = await tx.paymentRefund.aggregate({
      where: { receiptId: receipt.id, status: { in: ['pending', 'processed'] } },
      _sum: { amountPaise: true },
    })
    const left = toPaise(receipt.totalPaise) - toPaise(taken._sum.amountPaise ?? 0n)
    const amountPaise = input.amountPaise ?? left
    if (amountPaise <= 0 || amountPaise > left) throw badRequest(refundMessages.tooMuch(left))
    const year = await tx.academicYear.update({
      where: { id: receipt.yearId },
      data: { nextRefundNumber: { increment: 1 } },
      select: { nextRefundNumber: true },
    })
    const number = year.nextRefundNumber - 1
    return tx.paymentRefund.create({
      data: {
        yearId: receipt.yearId,
        number,
        numberText: refundNumberText(receipt.year.name, number),
        receiptId: receipt.id,
        gatewayPaymentId: receipt.gatewayPaymentId,
        amountPaise,
        reason: input.reason,
        createdById: actor.id,
        createdByName: displayName(actor),
        createdAt: at,
      },
    })
  })
  const amountPaise = toPaise(refund.amountPaise)

  // 2. The gateway, with the refund's id as the idempotency key of every attempt.
  let gatewayRefundId: string
  try {
    gatewayRefundId = (
      await refundGatewayPayment(config!, {
        paymentId: refund.gatewayPaymentId,
        amountPaise,
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
    await db.paymentRefund.update({ where: { id: refund.id }, data: { status: 'failed' } })
    throw new TRPCError({ code: 'BAD_REQUEST', message: refundMessages.refused, cause: error })
  }

  await completeRefund(deps, refund.id, gatewayRefundId, actor)
  return { id: refund.id, numberText: refund.numberText, amountPaise, receiptId: refund.receiptId }
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
  const amountPaise = toPaise(refund.amountPaise)
  // 3. Processed: the amount comes off the receipt's allocations, latest dues first.
  const date = schoolToday(now)
  const perStudent = await transaction(db, async (tx) => {
    await tx.$executeRaw`UPDATE fee_receipts SET mode = mode WHERE id = ${refund.receiptId}`
    // Only the first to get here (the receipt's row is locked) finds it pending.
    const { count } = await tx.paymentRefund.updateMany({
      where: { id: refund.id, status: 'pending' },
      data: { status: 'processed', gatewayRefundId, processedAt: now() },
    })
    if (count === 0) return null
    const allocations = await tx.feeAllocation.findMany({
      where: { receiptId: refund.receiptId, voidedAt: null },
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
          receiptId: refund.receiptId,
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
      target: { type: 'fee_receipt', id: refund.receiptId, label: refund.numberText },
      details: { amountPaise, reason: refund.reason, gatewayRefundId },
      at: now(),
    })
    return perStudent
  })

  if (!perStudent) return
  const receipt = await db.feeReceipt.findUniqueOrThrow({
    where: { id: refund.receiptId },
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
