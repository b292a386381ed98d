// Server-only: the fee figures of /dashboard (docs/product.md, Dashboard): a student's or each child's
// outstanding dues and next due date, and a cashier's collection today. All from the ledger.
import type { Clock } from '~/server/clock'
import { sumToPaise } from '~/server/paise'
import { schoolToday } from './common'
import { computeLedgers, lateFeesOwedPaise, type Db, type StudentLedger } from './ledger'

export type DuesSummary = {
  outstandingPaise: number
  /** Late fees still owed, included in the outstanding amount (lateFeesOwedPaise of the ledger). */
  lateFeesOwedPaise: number
  /** The earliest term with something outstanding. */
  nextDue: { termName: string; dueDate: string; outstandingPaise: number; overdue: boolean } | null
}

/** Dues per student as of today (students without charges get zeros). */
export async function duesSummaries(
  db: Db,
  now: Clock,
  studentIds: readonly string[],
): Promise<Map<string, DuesSummary>> {
  const asOf = schoolToday(now)
  const ledgers: Map<string, StudentLedger> = studentIds.length
    ? await computeLedgers(db, { studentIds, asOf })
    : new Map()
  return new Map(
    studentIds.map((id) => {
      const ledger = ledgers.get(id)
      const open = ledger?.terms.find((term) => term.totals.outstandingPaise > 0)
      return [
        id,
        {
          outstandingPaise: ledger?.totals.outstandingPaise ?? 0,
          lateFeesOwedPaise: lateFeesOwedPaise(ledger?.terms),
          nextDue: open
            ? {
                termName: open.name,
                dueDate: open.dueDate,
                outstandingPaise: open.totals.outstandingPaise,
                overdue: open.dueDate < asOf,
              }
            : null,
        },
      ]
    }),
  )
}

/** Today's collection: the whole counter and the caller's own receipts (voids excluded). */
export async function collectionToday(db: Db, now: Clock, cashierId: string) {
  const date = schoolToday(now)
  const [all, mine] = await Promise.all([
    db.feeReceipt.aggregate({ where: { date, voidedAt: null }, _sum: { totalPaise: true }, _count: { _all: true } }),
    db.feeReceipt.aggregate({
      where: { date, voidedAt: null, cashierId },
      _sum: { totalPaise: true },
      _count: { _all: true },
    }),
  ])
  return {
    date,
    totalPaise: sumToPaise(all._sum.totalPaise),
    count: all._count._all,
    mine: { totalPaise: sumToPaise(mine._sum.totalPaise), count: mine._count._all },
  }
}
