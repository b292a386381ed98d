// Server-only: a cashier's day close: the cash counted against what their receipts of the day expect per mode.
// After it, that cashier takes no more payments and voids nothing of that day (lockCashier orders the two), until
// an administrator reopens the day.
import { badRequest, conflict, forbidden } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { sumToPaise, toPaise } from '~/server/paise'
import { paymentModes } from '~/shared/fees'
import type { CashCount } from '~/shared/cash-count'
import { displayName } from '~/shared/names'
import { lockCashier, schoolToday, transaction, type FeeActor, type FeeDeps } from './common'
import type { Db } from './ledger'
import { modeLabel } from './reports'

// ---------- day close ----------

export const dayCloseMessages = {
  notClosed: 'This day is not closed.',
}

async function expectedByMode(db: Db, date: string, cashierId: string) {
  const rows = await db.feeReceipt.groupBy({
    by: ['mode'],
    where: { date, cashierId, voidedAt: null },
    _sum: { totalPaise: true },
    _count: { _all: true },
  })
  return paymentModes.map((mode) => {
    const row = rows.find((r) => r.mode === mode)
    return {
      mode,
      label: modeLabel(mode),
      expectedPaise: sumToPaise(row?._sum.totalPaise),
      count: row?._count._all ?? 0,
    }
  })
}

export async function getDayClose({ db, now }: FeeDeps, input: { date?: string; cashierId?: string }, actor: FeeActor) {
  const date = input.date ?? schoolToday(now)
  const cashierId = input.cashierId ?? actor.id
  if (cashierId !== actor.id && actor.role !== 'admin') throw forbidden('A cashier can see only their own day close.')
  const [expected, closed, cashier] = await Promise.all([
    expectedByMode(db, date, cashierId),
    db.feeDayClose.findUnique({ where: { date_cashierId: { date, cashierId } } }),
    db.user.findUnique({ where: { id: cashierId }, select: { firstName: true, lastName: true, email: true } }),
  ])
  const expectedCash = expected.find((e) => e.mode === 'cash')!.expectedPaise
  return {
    date,
    cashierId,
    cashierName: closed?.cashierName ?? (cashier ? displayName(cashier) : 'Former cashier'),
    expected,
    expectedTotalPaise: expected.reduce((sum, e) => sum + e.expectedPaise, 0),
    expectedCashPaise: expectedCash,
    closed: closed
      ? {
          countedCashPaise: toPaise(closed.countedCashPaise),
          differencePaise:
            toPaise(closed.countedCashPaise) - (JSON.parse(closed.expected) as Record<string, number>).cash!,
          expectedAtClose: JSON.parse(closed.expected) as Record<string, number>,
          note: closed.note,
          cashCount: closed.cashNotes ? (JSON.parse(closed.cashNotes) as CashCount) : null,
          closedAt: closed.closedAt,
        }
      : null,
  }
}

export async function closeDay(
  { db, now }: FeeDeps,
  input: { date?: string; countedCashPaise: number; cashCount?: CashCount; note?: string },
  actor: FeeActor,
) {
  const today = schoolToday(now)
  const date = input.date ?? today
  if (date > today) throw badRequest('A day cannot be closed before it has started.')
  try {
    return await transaction(db, async (tx) => {
      // Waits for this cashier's payments and voids under way, so the snapshot counts every one of them.
      await lockCashier(tx, actor.id)
      const expected = await expectedByMode(tx, date, actor.id)
      const snapshot = Object.fromEntries(expected.map((e) => [e.mode, e.expectedPaise]))
      const row = await tx.feeDayClose.create({
        data: {
          date,
          cashierId: actor.id,
          cashierName: displayName(actor),
          countedCashPaise: input.countedCashPaise,
          cashNotes: input.cashCount ? JSON.stringify(input.cashCount) : null,
          expected: JSON.stringify(snapshot),
          note: input.note || null,
          closedAt: now(),
        },
      })
      await writeAuditLog(tx, {
        actor,
        action: 'fees.day_close',
        target: { type: 'fee_day', id: row.id, label: `${date} ${displayName(actor)}` },
        details: {
          date,
          countedCashPaise: input.countedCashPaise,
          cashCount: input.cashCount ?? null,
          expected: snapshot,
          differencePaise: input.countedCashPaise - snapshot.cash!,
        },
        at: now(),
      })
      return {
        id: row.id,
        date,
        countedCashPaise: input.countedCashPaise,
        expectedCashPaise: snapshot.cash!,
        differencePaise: input.countedCashPaise - snapshot.cash!,
      }
    })
  } catch (error) {
    if (isUniqueViolationOn(error, 'date', 'cashier_id', 'cashierId', 'fee_day_closes'))
      throw conflict('You have already closed this day.')
    throw error
  }
}

/** The day closes of a date (today by default), for an administrator: who closed, when, with what counted. */
export async function listDayCloses({ db, now }: FeeDeps, input: { date?: string }) {
  const date = input.date ?? schoolToday(now)
  const rows = await db.feeDayClose.findMany({ where: { date }, orderBy: { closedAt: 'asc' } })
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    cashierId: row.cashierId,
    cashierName: row.cashierName,
    countedCashPaise: toPaise(row.countedCashPaise),
    note: row.note,
    closedAt: row.closedAt,
  }))
}

/**
 * An administrator reopens a cashier's closed day (a parent came after the count): the close is removed, with
 * its count and the reason kept in the audit log, and the cashier collects and closes again. Under the cashier's
 * lock, so a payment or a close of that cashier in progress is ordered with it.
 */
export async function reopenDay(
  { db, now }: FeeDeps,
  input: { date: string; cashierId: string; reason: string },
  actor: FeeActor,
) {
  return transaction(db, async (tx) => {
    await lockCashier(tx, input.cashierId)
    const row = await tx.feeDayClose.findUnique({
      where: { date_cashierId: { date: input.date, cashierId: input.cashierId } },
    })
    if (!row) throw badRequest(dayCloseMessages.notClosed)
    await tx.feeDayClose.delete({ where: { id: row.id } })
    await writeAuditLog(tx, {
      actor,
      action: 'fees.day_reopen',
      target: { type: 'fee_day', id: row.id, label: `${row.date} ${row.cashierName}` },
      details: {
        date: row.date,
        cashierName: row.cashierName,
        countedCashPaise: toPaise(row.countedCashPaise),
        expected: JSON.parse(row.expected) as Record<string, number>,
        closedAt: row.closedAt.toISOString(),
        reason: input.reason,
      },
      at: now(),
    })
    return { date: row.date, cashierId: row.cashierId }
  })
}
