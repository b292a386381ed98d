// The fee ledger's pure rules (docs/fees.md): late fees as of a date, concessions on charges, and allocation of
// a payment to dues oldest first. No database here: the server feeds rows in, the tests feed numbers in.
import { parseDateKey, type DateKey } from './dates'
import type { ConcessionKind, FineKind } from './fees'

/** The figures of a fee line, a term or a whole ledger, in paise: charged - concession + fine - waived = paid + outstanding. */
export type LedgerAmounts = {
  chargedPaise: number
  concessionPaise: number
  finePaise: number
  waivedPaise: number
  paidPaise: number
  outstandingPaise: number
}

// ---------- late fees ----------

export type FineRule = {
  graceDays: number
  fineKind: FineKind | string
  fineAmountPaise: number
  fineCapPaise: number | null
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateKey, to: DateKey): number {
  const a = parseDateKey(from)
  const b = parseDateKey(to)
  if (!a || !b) throw new RangeError(`Not a date: ${a ? to : from}`)
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000)
}

/**
 * The fine of a term as of `asOf`. Nothing until `graceDays` days after the due date; then the flat amount, or
 * the per-day amount for each day past the grace days; never more than the cap. When the term's fees were
 * cleared (`clearedOn`) before `asOf`, the fine stops growing on that day.
 */
export function fineAsOf(rule: FineRule, dueDate: DateKey, asOf: DateKey, clearedOn: DateKey | null = null): number {
  if (rule.fineKind === 'none' || rule.fineAmountPaise <= 0) return 0
  const until = clearedOn !== null && clearedOn < asOf ? clearedOn : asOf
  const late = daysBetween(dueDate, until) - rule.graceDays
  if (late <= 0) return 0
  const fine = rule.fineKind === 'flat' ? rule.fineAmountPaise : rule.fineAmountPaise * late
  return rule.fineCapPaise === null || rule.fineCapPaise === undefined ? fine : Math.min(fine, rule.fineCapPaise)
}

// ---------- concessions ----------

export type ConcessionRule = {
  id: string
  kind: ConcessionKind | string
  percent: number | null
  amountPaise: number | null
  headId: string | null
  /** Only up to what payments left unpaid of each charge (a term before the concession's first term). */
  unpaidOnly?: boolean
}
export type ChargeForConcession = { id: string; termId: string; headId: string; amountPaise: number }

/**
 * The concession on each charge (charge id -> paise). Percent: that share of every matching charge, rounded down
 * to the paisa. Fixed: that amount off each term, taken from the matching charges in the order given (the head
 * order). Several concessions add up, but never beyond a charge's amount; an `unpaidOnly` rule never beyond what
 * is left after the payments on the charge (`paidOf`).
 */
export function concessionsByCharge(
  charges: readonly ChargeForConcession[],
  concessions: readonly ConcessionRule[],
  paidOf: (chargeId: string) => number = () => 0,
): Map<string, number> {
  const result = new Map<string, number>(charges.map((charge) => [charge.id, 0]))
  let unpaidOnly = false
  const room = (charge: ChargeForConcession) =>
    Math.max(0, charge.amountPaise - result.get(charge.id)! - (unpaidOnly ? paidOf(charge.id) : 0))
  for (const concession of concessions) {
    unpaidOnly = concession.unpaidOnly === true
    const matching = charges.filter((charge) => concession.headId === null || charge.headId === concession.headId)
    if (concession.kind === 'percent') {
      for (const charge of matching) {
        const off = Math.min(room(charge), Math.floor((charge.amountPaise * (concession.percent ?? 0)) / 100))
        result.set(charge.id, result.get(charge.id)! + off)
      }
      continue
    }
    const byTerm = new Map<string, ChargeForConcession[]>()
    for (const charge of matching) byTerm.set(charge.termId, [...(byTerm.get(charge.termId) ?? []), charge])
    for (const termCharges of byTerm.values()) {
      let left = concession.amountPaise ?? 0
      for (const charge of termCharges) {
        const off = Math.min(left, room(charge))
        result.set(charge.id, result.get(charge.id)! + off)
        left -= off
      }
    }
  }
  return result
}

// ---------- allocation ----------

/** A dues line: a charge (key = its id) or a term's fine (key = `fine:<termId>`), oldest first. */
export type DuesLine = { key: string; outstandingPaise: number }
export type Allocation = { key: string; amountPaise: number }

export const fineKey = (termId: string) => `fine:${termId}`

export class AllocationError extends Error {}

/** Spreads `amountPaise` over the lines in their order (oldest due first). Refuses more than is due. */
export function allocateOldestFirst(lines: readonly DuesLine[], amountPaise: number): Allocation[] {
  const due = lines.reduce((sum, line) => sum + Math.max(0, line.outstandingPaise), 0)
  if (amountPaise > due) throw new AllocationError('more-than-due')
  const allocations: Allocation[] = []
  let left = amountPaise
  for (const line of lines) {
    if (left === 0) break
    const take = Math.min(left, Math.max(0, line.outstandingPaise))
    if (take > 0) allocations.push({ key: line.key, amountPaise: take })
    left -= take
  }
  return allocations
}

/**
 * Checks an allocation given by the cashier: known lines only, each at most what the line owes, and adding up to
 * the amount paid. Returns the reason when it is wrong.
 */
export function checkAllocations(
  lines: readonly DuesLine[],
  allocations: readonly Allocation[],
  amountPaise: number,
): 'unknown-line' | 'above-line' | 'sum' | null {
  const byKey = new Map(lines.map((line) => [line.key, line.outstandingPaise]))
  const used = new Map<string, number>()
  let sum = 0
  for (const allocation of allocations) {
    const outstanding = byKey.get(allocation.key)
    if (outstanding === undefined) return 'unknown-line'
    const total = (used.get(allocation.key) ?? 0) + allocation.amountPaise
    if (total > outstanding) return 'above-line'
    used.set(allocation.key, total)
    sum += allocation.amountPaise
  }
  return sum === amountPaise ? null : 'sum'
}
