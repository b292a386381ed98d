// Server-only: everything a receipt shows (the counter, the families' view, the PDF, the bench): its students,
// their lines per term and head, and the concessions on the charges it pays. Authorization is the caller's job.
import { notFound } from '~/server/errors'
import { toPaise } from '~/server/paise'
import { amountInWords } from '~/shared/money'
import { displayName } from '~/shared/names'
import { chargeLabel, classLabel, paymentModeLabels, type PaymentMode } from '~/shared/fees'
import type { ReceiptDocument } from '~/shared/receipt'
import { compareKeys, computeLedgers, type Db } from './ledger'

// ---------- the receipt ----------

/** The balances a receipt recorded, by student id (empty for receipts from before they were recorded). */
export function balancesAfter(json: string | null): Record<string, number> {
  if (!json) return {}
  try {
    return JSON.parse(json) as Record<string, number>
  } catch {
    return {}
  }
}

export type ReceiptView = Omit<ReceiptDocument, 'students' | 'refunds'> & {
  id: string
  yearId: string
  mode: PaymentMode
  createdAt: Date
  cashierId: string
  amountInWords: string
  students: (ReceiptDocument['students'][number] & { studentId: string; amountPaise: number })[]
  /** An online payment's refunds (pending or processed), oldest first. */
  refunds: { numberText: string; amountPaise: number; reason: string; byName: string; at: Date; status: string }[]
  /** What processed refunds gave back (the gateway confirmed them). */
  refundedPaise: number
  /** What refunds still pending at the gateway will give back: not refunded yet, but no longer refundable. */
  refundPendingPaise: number
  /** What an administrator may still refund: an online payment's total less its refunds; 0 for any other receipt. */
  refundablePaise: number
}

/** Everything the receipt shows (print view, PDF, history). Authorization is the caller's job. */
export async function receiptView(db: Db, id: string): Promise<ReceiptView> {
  const receipt = await db.feeReceipt.findUnique({
    where: { id },
    include: {
      allocations: {
        select: {
          studentId: true,
          termId: true,
          kind: true,
          amountPaise: true,
          chargeId: true,
          charge: { select: { className: true, reason: true, head: { select: { name: true, sortOrder: true } } } },
        },
      },
      creditEntries: { where: { kind: 'advance' }, select: { studentId: true, amountPaise: true } },
    },
  })
  if (!receipt) throw notFound('Receipt not found.')
  const totalPaise = toPaise(receipt.totalPaise)
  // A refund's negative allocations give money back; the lines show what was paid.
  const receiptAllocations = receipt.allocations
    .map((a) => ({ ...a, amountPaise: toPaise(a.amountPaise) }))
    .filter((a) => a.amountPaise > 0)
  const refunds = (
    await db.paymentRefund.findMany({
      where: { receiptId: receipt.id, status: { in: ['pending', 'processed'] } },
      orderBy: { number: 'asc' },
    })
  ).map((r) => ({
    numberText: r.numberText,
    amountPaise: toPaise(r.amountPaise),
    reason: r.reason,
    byName: r.createdByName,
    at: r.createdAt,
    status: r.status,
  }))
  const advances = receipt.creditEntries.map((entry) => ({ ...entry, amountPaise: toPaise(entry.amountPaise) }))
  const studentIds = [...new Set([...receiptAllocations.map((a) => a.studentId), ...advances.map((a) => a.studentId)])]
  const termIds = [...new Set(receiptAllocations.map((a) => a.termId))]
  const [students, terms, enrolments] = await Promise.all([
    db.student.findMany({
      where: { userId: { in: studentIds } },
      select: { userId: true, firstName: true, lastName: true, user: { select: { uniqueId: true } } },
    }),
    db.feeTerm.findMany({ where: { id: { in: termIds } }, select: { id: true, name: true, dueDate: true } }),
    db.enrolment.findMany({
      where: { studentId: { in: studentIds }, yearId: receipt.yearId },
      select: { studentId: true, className: true, section: true },
    }),
  ])
  // Concessions on the charges this receipt pays, from the ledger as it stands.
  const ledgers = await computeLedgers(db, { studentIds, termIds, asOf: receipt.date })
  const termById = new Map(terms.map((t) => [t.id, t]))
  const balances = balancesAfter(receipt.balanceAfter)
  const enrolmentOf = new Map(enrolments.map((e) => [e.studentId, e]))
  const studentById = new Map(students.map((s) => [s.userId, s]))
  const view: ReceiptView = {
    id: receipt.id,
    yearId: receipt.yearId,
    numberText: receipt.numberText,
    date: receipt.date,
    mode: receipt.mode as PaymentMode,
    modeLabel: paymentModeLabels[receipt.mode as PaymentMode] ?? receipt.mode,
    reference: receipt.reference,
    cashierId: receipt.cashierId,
    cashierName: receipt.cashierName,
    totalPaise,
    amountInWords: amountInWords(totalPaise),
    createdAt: receipt.createdAt,
    cheque: receipt.chequeStatus
      ? {
          bank: receipt.bank,
          date: receipt.instrumentDate,
          status: receipt.chequeStatus,
          settledOn: receipt.chequeSettledOn,
        }
      : null,
    void: receipt.voidedAt
      ? { reason: receipt.voidReason ?? '', byName: receipt.voidedByName ?? '', at: receipt.voidedAt }
      : null,
    refunds,
    refundedPaise: refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amountPaise, 0),
    refundPendingPaise: refunds.filter((r) => r.status === 'pending').reduce((sum, r) => sum + r.amountPaise, 0),
    refundablePaise:
      receipt.mode === 'online' && receipt.gatewayPaymentId && !receipt.voidedAt
        ? totalPaise - refunds.reduce((sum, r) => sum + r.amountPaise, 0)
        : 0,
    students: studentIds.map((studentId) => {
      const student = studentById.get(studentId)
      const allocations = receiptAllocations
        .filter((a) => a.studentId === studentId)
        .sort(
          (a, b) =>
            compareKeys(termById.get(a.termId)?.dueDate ?? '', termById.get(b.termId)?.dueDate ?? '') ||
            (a.kind === 'fine' ? 1 : 0) - (b.kind === 'fine' ? 1 : 0) ||
            (a.charge?.head.sortOrder ?? 0) - (b.charge?.head.sortOrder ?? 0),
        )
      const enrolment = enrolmentOf.get(studentId)
      const className = enrolment?.className ?? allocations.find((a) => a.charge)?.charge?.className ?? null
      const ledgerLines = new Map(
        (ledgers.get(studentId)?.terms ?? []).flatMap((t) => t.lines.map((l) => [l.key, l] as const)),
      )
      const paidChargeIds = new Set(allocations.map((a) => a.chargeId).filter((c): c is string => c !== null))
      return {
        studentId,
        name: student ? displayName(student) : 'Former student',
        schoolId: student?.user.uniqueId ?? null,
        classLabel: className ? `${classLabel(className)}${enrolment?.section ? ` ${enrolment.section}` : ''}` : null,
        lines: [
          ...allocations.map((a) => ({
            term: termById.get(a.termId)?.name ?? 'Term',
            label: a.kind === 'fine' ? 'Late fee' : chargeLabel(a.charge?.head.name ?? 'Fee', a.charge?.reason),
            amountPaise: a.amountPaise,
          })),
          ...advances
            .filter((a) => a.studentId === studentId)
            .map((a) => ({ term: 'Advance', label: 'Kept as credit', amountPaise: a.amountPaise })),
        ],
        concessionPaise: [...paidChargeIds].reduce(
          (sum, chargeId) => sum + (ledgerLines.get(chargeId)?.concessionPaise ?? 0),
          0,
        ),
        amountPaise:
          allocations.reduce((sum, a) => sum + a.amountPaise, 0) +
          advances.filter((a) => a.studentId === studentId).reduce((sum, a) => sum + a.amountPaise, 0),
        balanceAfterPaise: balances[studentId] ?? null,
      }
    }),
  }
  return view
}
