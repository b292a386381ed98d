// Server-only: every fee figure is computed here from the ledger rows (charges, concessions, allocations of
// receipts that are not void, fine waivers) and the term rules; see docs/fees.md for the equation
//   charged - concessions + fines - waivers = collected + outstanding
// Queries are filtered by student and/or term and use the ledger's indexes; receipts are never loaded wholesale.
import type { Prisma, PrismaClient } from '~/server/db'
import { chargeLabel } from '~/shared/fees'
import { sumToPaise, toPaise, toPaiseOrNull } from '~/server/paise'
import {
  concessionsByCharge,
  fineAsOf,
  fineKey,
  type ConcessionRule,
  type DuesLine,
  type LedgerAmounts,
} from '~/shared/fees-ledger'

export type Db = PrismaClient | Prisma.TransactionClient

export type LedgerLine = LedgerAmounts & {
  /** The charge id, or `fine:<termId>` for the term's fine. */
  key: string
  kind: 'charge' | 'fine'
  chargeId: string | null
  headId: string | null
  headName: string
  /** 'term' | 'optional' | 'one_off' for a charge; null for the fine. */
  chargeKind: string | null
  /** A one-off charge's own due date (its late fee follows the term's rule). */
  dueDate: string | null
}

export type LedgerTerm = {
  termId: string
  yearId: string
  name: string
  dueDate: string
  className: string
  /** The day the term's fees (without the fine) were fully paid; null while any is outstanding. */
  clearedOn: string | null
  lines: LedgerLine[]
  totals: LedgerTotals
}

export type LedgerTotals = LedgerAmounts

export type StudentLedger = { studentId: string; terms: LedgerTerm[]; totals: LedgerTotals }

export const zeroTotals = (): LedgerTotals => ({
  chargedPaise: 0,
  concessionPaise: 0,
  finePaise: 0,
  waivedPaise: 0,
  paidPaise: 0,
  outstandingPaise: 0,
})

export function addTotals(into: LedgerTotals, add: LedgerTotals): LedgerTotals {
  into.chargedPaise += add.chargedPaise
  into.concessionPaise += add.concessionPaise
  into.finePaise += add.finePaise
  into.waivedPaise += add.waivedPaise
  into.paidPaise += add.paidPaise
  into.outstandingPaise += add.outstandingPaise
  return into
}

export type LedgerFilter = {
  /** Only these students (omit for every student with charges in the terms). */
  studentIds?: readonly string[]
  /** Only these terms (omit for every term of the students). */
  termIds?: readonly string[]
  /** The school date the fines are computed at. */
  asOf: string
}

type TermOrder = { dueDate: string; sortOrder: number }

/**
 * The concessions that apply to a term: those without a first term, and those whose first term is this one or an
 * earlier one; a concession that starts later applies only when it was granted on what is still unpaid of earlier
 * terms, and then only to that.
 */
function concessionsOnTerm<R extends ConcessionRule & { fromTerm: TermOrder | null; earlierUnpaid: boolean }>(
  rows: readonly R[],
  term: TermOrder,
): ConcessionRule[] {
  return rows.flatMap((row) => {
    const from = row.fromTerm
    if (!from) return [row]
    const onOrAfter =
      compareKeys(term.dueDate, from.dueDate) > 0 || (term.dueDate === from.dueDate && term.sortOrder >= from.sortOrder)
    if (onOrAfter) return [row]
    return row.earlierUnpaid ? [{ ...row, unpaidOnly: true }] : []
  })
}

/** The ledgers of the students matching the filter, keyed by student id; terms oldest due first. */
export async function computeLedgers(db: Db, filter: LedgerFilter): Promise<Map<string, StudentLedger>> {
  const where = {
    ...(filter.studentIds ? { studentId: { in: [...filter.studentIds] } } : {}),
    ...(filter.termIds ? { termId: { in: [...filter.termIds] } } : {}),
  }
  const charges = (
    await db.feeCharge.findMany({
      where,
      select: {
        id: true,
        studentId: true,
        termId: true,
        headId: true,
        className: true,
        amountPaise: true,
        kind: true,
        reason: true,
        dueDate: true,
        createdAt: true,
      },
    })
  ).map((charge) => ({ ...charge, amountPaise: toPaise(charge.amountPaise) }))
  const result = new Map<string, StudentLedger>()
  if (charges.length === 0) return result

  const termIds = [...new Set(charges.map((charge) => charge.termId))]
  const [terms, heads, allocations, waivers] = await Promise.all([
    db.feeTerm.findMany({ where: { id: { in: termIds } } }).then((rows) => rows.map(fineRuleOf)),
    db.feeHead.findMany({ select: { id: true, name: true, sortOrder: true } }),
    // Summed by the database per dues line: the rows grow with the charges, never with the receipts.
    db.feeAllocation.groupBy({
      by: ['studentId', 'termId', 'chargeId', 'kind'],
      where: { ...where, termId: { in: termIds }, voidedAt: null },
      _sum: { amountPaise: true },
      _max: { date: true },
    }),
    db.feeFineWaiver
      .findMany({
        where: { ...where, termId: { in: termIds } },
        select: { studentId: true, termId: true, amountPaise: true },
      })
      .then((rows) => rows.map((row) => ({ ...row, amountPaise: toPaise(row.amountPaise) }))),
  ])
  const yearIds = [...new Set(terms.map((term) => term.yearId))]
  const concessionRows = await db.feeConcession.findMany({
    // Without a student filter, the year's concessions (a short list) are read whole: a list of every student's
    // id could pass the database's limit on query parameters.
    where: {
      yearId: { in: yearIds },
      revokedAt: null,
      ...(filter.studentIds ? { studentId: { in: [...filter.studentIds] } } : {}),
    },
    orderBy: { createdAt: 'asc' },
    include: { fromTerm: { select: { dueDate: true, sortOrder: true } } },
  })
  const concessions = concessionRows.map((row) => ({ ...row, amountPaise: toPaiseOrNull(row.amountPaise) }))

  const termById = new Map(terms.map((term) => [term.id, term]))
  const headById = new Map(heads.map((head) => [head.id, head]))
  const group = <T extends { studentId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>()
    for (const row of rows) {
      const list = map.get(row.studentId)
      if (list) list.push(row)
      else map.set(row.studentId, [row])
    }
    return map
  }
  const chargesByStudent = group(charges)
  const allocationsByStudent = group(
    allocations.map((row) => ({
      studentId: row.studentId,
      termId: row.termId,
      chargeId: row.chargeId,
      kind: row.kind,
      amountPaise: sumToPaise(row._sum.amountPaise),
      lastDate: row._max.date ?? '',
    })),
  )
  const waiversByStudent = group(waivers)
  const concessionsByStudent = group(concessions)

  for (const [studentId, studentCharges] of chargesByStudent) {
    const sorted = [...studentCharges].sort((a, b) => {
      const ta = termById.get(a.termId)!
      const tb = termById.get(b.termId)!
      return (
        compareKeys(ta.dueDate, tb.dueDate) ||
        ta.sortOrder - tb.sortOrder ||
        (headById.get(a.headId)?.sortOrder ?? 0) - (headById.get(b.headId)?.sortOrder ?? 0) ||
        // One-off charges after the term's fees, by their own due date, then in the order they were added.
        kindOrder(a.kind) - kindOrder(b.kind) ||
        compareKeys(a.dueDate ?? '', b.dueDate ?? '') ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        compareKeys(a.id, b.id)
      )
    })
    const studentConcessions = concessionsByStudent.get(studentId) ?? []
    const studentAllocations = allocationsByStudent.get(studentId) ?? []
    const studentWaivers = waiversByStudent.get(studentId) ?? []
    const ledgerTerms: LedgerTerm[] = []
    const totals = zeroTotals()

    for (const termId of new Set(sorted.map((charge) => charge.termId))) {
      const term = termById.get(termId)!
      const termCharges = sorted.filter((charge) => charge.termId === termId)
      const termAllocations = studentAllocations.filter((row) => row.termId === termId)
      // A one-off charge (a fine, a replacement card) is never reduced by a concession on the fees.
      const concession = concessionsByCharge(
        termCharges.filter((charge) => charge.kind !== 'one_off'),
        concessionsOnTerm(
          studentConcessions.filter((row) => row.yearId === term.yearId),
          term,
        ),
        (chargeId) =>
          termAllocations.filter((row) => row.chargeId === chargeId).reduce((sum, row) => sum + row.amountPaise, 0),
      )
      const lines: LedgerLine[] = termCharges.map((charge) => {
        const paid = termAllocations
          .filter((row) => row.chargeId === charge.id)
          .reduce((sum, row) => sum + row.amountPaise, 0)
        const off = concession.get(charge.id) ?? 0
        return {
          key: charge.id,
          kind: 'charge',
          chargeId: charge.id,
          headId: charge.headId,
          headName: chargeLabel(headById.get(charge.headId)?.name ?? 'Fee', charge.reason),
          chargeKind: charge.kind,
          dueDate: charge.dueDate,
          chargedPaise: charge.amountPaise,
          concessionPaise: off,
          finePaise: 0,
          waivedPaise: 0,
          paidPaise: paid,
          outstandingPaise: charge.amountPaise - off - paid,
        }
      })
      const net = lines.reduce((sum, line) => sum + line.chargedPaise - line.concessionPaise, 0)
      const clearedOn = clearingDate(
        net,
        termAllocations.filter((row) => row.kind === 'charge'),
      )
      // Nothing to pay (a full concession): nothing can be late either.
      const fine = net > 0 ? fineAsOf(term, term.dueDate, filter.asOf, clearedOn) : 0
      const waived = studentWaivers
        .filter((row) => row.termId === termId)
        .reduce((sum, row) => sum + row.amountPaise, 0)
      const finePaid = termAllocations
        .filter((row) => row.kind === 'fine')
        .reduce((sum, row) => sum + row.amountPaise, 0)
      if (fine > 0 || waived > 0 || finePaid > 0) {
        lines.push({
          key: fineKey(termId),
          kind: 'fine',
          chargeId: null,
          headId: null,
          headName: 'Late fee',
          chargeKind: null,
          dueDate: null,
          chargedPaise: 0,
          concessionPaise: 0,
          finePaise: fine,
          waivedPaise: waived,
          paidPaise: finePaid,
          outstandingPaise: fine - waived - finePaid,
        })
      }
      const termTotals = lines.reduce(
        (sum, line) =>
          addTotals(sum, {
            chargedPaise: line.chargedPaise,
            concessionPaise: line.concessionPaise,
            finePaise: line.finePaise,
            waivedPaise: line.waivedPaise,
            paidPaise: line.paidPaise,
            outstandingPaise: line.outstandingPaise,
          }),
        zeroTotals(),
      )
      ledgerTerms.push({
        termId,
        yearId: term.yearId,
        name: term.name,
        dueDate: term.dueDate,
        className: termCharges[0]!.className,
        clearedOn,
        lines,
        totals: termTotals,
      })
      addTotals(totals, termTotals)
    }
    result.set(studentId, { studentId, terms: ledgerTerms, totals })
  }
  return result
}

/**
 * The day a term's fees (after concessions) were fully paid, or null while some is outstanding. Amounts above
 * what is due are refused, so the payment that completes a term is its last one: the latest allocation date of
 * the term's fees that are not void (a void of that payment reopens the term and the fine runs again).
 */
function clearingDate(net: number, allocations: { amountPaise: number; lastDate: string }[]): string | null {
  if (net <= 0) return null
  const paid = allocations.reduce((sum, row) => sum + row.amountPaise, 0)
  if (paid < net) return null
  return allocations.reduce((latest, row) => (row.lastDate > latest ? row.lastDate : latest), '') || null
}

/** A term row with its late-fee rule in numbers (the paise columns are BIGINT). */
export function fineRuleOf<T extends { fineAmountPaise: bigint | number; fineCapPaise: bigint | number | null }>(
  term: T,
): Omit<T, 'fineAmountPaise' | 'fineCapPaise'> & { fineAmountPaise: number; fineCapPaise: number | null } {
  return { ...term, fineAmountPaise: toPaise(term.fineAmountPaise), fineCapPaise: toPaiseOrNull(term.fineCapPaise) }
}

const kindOrder = (kind: string) => (kind === 'one_off' ? 1 : 0)

/** Plain code-unit order: right for YYYY-MM-DD keys, and far cheaper than a locale-aware comparison. */
export const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The late fees still owed: each term's fine less its waivers and the payments towards it, never below zero (a
 * fine paid or waived in full owes nothing). The one figure behind every "includes late fees" on every screen,
 * never the fines ever charged.
 */
export function lateFeeOwed(fine: Pick<LedgerAmounts, 'finePaise' | 'waivedPaise' | 'paidPaise'>): number {
  return Math.max(0, fine.finePaise - fine.waivedPaise - fine.paidPaise)
}

/** The late fees still owed over a ledger's terms (lateFeeOwed of each term's fine line). */
export function lateFeesOwedPaise(terms: readonly LedgerTerm[] | undefined): number {
  return (terms ?? []).reduce(
    (sum, term) => sum + term.lines.reduce((owed, line) => owed + (line.kind === 'fine' ? lateFeeOwed(line) : 0), 0),
    0,
  )
}

/** True when some line of the ledger owes the student money (paid or waived beyond what it charges). */
export function hasNegativeLine(ledger: StudentLedger | undefined) {
  return ledger?.terms.some((term) => term.lines.some((line) => line.outstandingPaise < 0)) ?? false
}

/** The dues lines of a ledger, oldest first, for allocation. */
export function duesLines(ledger: StudentLedger | undefined): DuesLine[] {
  return (ledger?.terms ?? []).flatMap((term) =>
    term.lines.map((line) => ({ key: line.key, outstandingPaise: line.outstandingPaise })),
  )
}
