// Server-only: voiding a receipt at the counter (a cashier: their own, today, before closing the day; an admin:
// any), and the receipt as the counter shows it, with whether this cashier may void it.
import { badRequest, forbidden, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { toPaise } from '~/server/paise'
import { displayName } from '~/shared/names'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { lockCashier, schoolToday, studentNames, transaction, type FeeActor, type FeeDeps } from './common'
import { queueReceiptMessages } from './family-messages'
import { logError } from '~/server/request-log'
import type { Db } from './ledger'
import { reverseAdvances } from './credit'
import { receiptView } from './receipt-view'

// ---------- void ----------

export const voidMessages = {
  already: 'This receipt is already void.',
  notOwn: 'A cashier can void only their own receipts. Ask an administrator.',
  notToday: 'A cashier can void only receipts of today. Ask an administrator.',
  closed: 'You have closed this day, so its receipts can no longer be voided by you. Ask an administrator.',
}

/** Why `actor` may not void the receipt (one of voidMessages), or null when they may. */
async function voidRefusal(
  db: Db,
  receipt: { cashierId: string; date: string; voidedAt: Date | null },
  actor: FeeActor,
  today: string,
): Promise<string | null> {
  if (receipt.voidedAt) return voidMessages.already
  if (actor.role === 'admin') return null
  if (receipt.cashierId !== actor.id) return voidMessages.notOwn
  if (receipt.date !== today) return voidMessages.notToday
  const closed = await db.feeDayClose.findUnique({
    where: { date_cashierId: { date: receipt.date, cashierId: actor.id } },
    select: { id: true },
  })
  return closed ? voidMessages.closed : null
}

/**
 * Takes a receipt out of the ledger: the receipt is marked void (kept, never deleted) and its allocations with it,
 * so the dues they paid are owed again. The condition makes a second, concurrent reversal a no-op: it returns null
 * then, and the students on the receipt when it reversed it. `extra` marks why (a bounced cheque's status).
 */
export async function reverseReceipt(
  tx: Db,
  receiptId: string,
  mark: {
    at: Date
    actor: FeeActor
    reason: string
    /** The school date, YYYY-MM-DD. */ date: string
    /** A bounced cheque (the refusal of a spent advance says "bounce"). */ bounce?: boolean
  },
  where: { chequeStatus?: string } = {},
  extra: Record<string, string | null> = {},
): Promise<string[] | null> {
  const { count } = await tx.feeReceipt.updateMany({
    where: { id: receiptId, voidedAt: null, ...where },
    data: {
      voidedAt: mark.at,
      voidedById: mark.actor.id,
      voidedByName: displayName(mark.actor),
      voidReason: mark.reason,
      ...extra,
    },
  })
  if (count === 0) return null
  await tx.feeAllocation.updateMany({ where: { receiptId }, data: { voidedAt: mark.at } })
  // An advance the receipt took is taken back with it (refused when that credit has been spent).
  await reverseAdvances(tx, receiptId, mark.actor, mark.date, mark.at, mark.bounce)
  const students = await tx.feeAllocation.findMany({
    where: { receiptId },
    select: { studentId: true },
    distinct: ['studentId'],
  })
  return students.map((row) => row.studentId)
}

export async function voidReceipt(
  { db, now, appOrigin }: FeeDeps & { appOrigin?: string },
  input: { receiptId: string; reason: string },
  actor: FeeActor,
) {
  const today = schoolToday(now)
  const voided = await transaction(db, async (tx) => {
    // As a payment does: a cashier's void and the close of their day never interleave.
    await lockCashier(tx, actor.id)
    const row = await tx.feeReceipt.findUnique({ where: { id: input.receiptId } })
    if (!row) throw notFound('Receipt not found.')
    const receipt = { ...row, totalPaise: toPaise(row.totalPaise) }
    const refusal = await voidRefusal(tx, receipt, actor, today)
    if (refusal === voidMessages.already) throw badRequest(refusal)
    if (refusal) throw forbidden(refusal)
    const at = now()
    const studentIds = await reverseReceipt(tx, receipt.id, { at, actor, reason: input.reason, date: today })
    if (!studentIds) throw badRequest(voidMessages.already)
    await writeAuditLog(tx, {
      actor,
      action: 'fees.receipt_void',
      target: { type: 'fee_receipt', id: receipt.id, label: receipt.numberText },
      details: {
        reason: input.reason,
        totalPaise: receipt.totalPaise,
        date: receipt.date,
        cashier: receipt.cashierName,
      },
      at,
    })
    return {
      id: receipt.id,
      numberText: receipt.numberText,
      totalPaise: receipt.totalPaise,
      date: receipt.date,
      voidedAt: at,
      studentIds,
    }
  })
  // The families told of the payment are told it no longer counts (the reason stays with the office): queued once
  // the void is written (the queue writes in a transaction of its own); a failed write never undoes the void.
  const { date, ...result } = voided
  const names = await studentNames(db, voided.studentIds)
  await queueReceiptMessages(
    { db, now, appOrigin },
    { id: voided.id, numberText: voided.numberText, date: formatDateKeyNumeric(date) },
    'void',
    voided.studentIds.map((studentId) => ({
      studentId,
      name: names.get(studentId) ?? 'your child',
      amount: formatPaise(voided.totalPaise),
    })),
    '',
  ).catch((error: unknown) => logError('[fees] could not queue the cancelled-receipt messages', error))
  return result
}

/**
 * A receipt at the counter: what it shows, and why this cashier may not void it (null when they may), so the
 * screen offers Void only where it would work and says who can instead.
 */
export async function counterReceipt({ db, now }: FeeDeps, id: string, actor: FeeActor) {
  const view = await receiptView(db, id)
  const receipt = { cashierId: view.cashierId, date: view.date, voidedAt: view.void?.at ?? null }
  return { ...view, voidRefusal: await voidRefusal(db, receipt, actor, schoolToday(now)) }
}
