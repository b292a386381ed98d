// Server-only: the student and parent view. A student sees themself; a parent sees the students whose parent
// e-mail is theirs. Every read goes through access.ts, so another family's student or receipt is "not found".
import { notFound } from '~/server/errors'
import { toPaise } from '~/server/paise'
import { paymentModeLabels, type PaymentMode } from '~/shared/fees'
import { assertCanSeeStudent, canReadReceipt, familyStudentIds, isCounterStaff, type FeeViewer } from './access'
import { receiptListOrder, receiptListSelect, schoolToday, type FeeDeps } from './common'
import type { ReceiptDocument } from '~/shared/receipt'
import { studentProfile } from './counter'
import { receiptView } from './receipt-view'
import { computeLedgers, lateFeesOwedPaise, type Db, zeroTotals } from './ledger'
import { describeConcessions } from './concessions'
import { getStructure } from './setup'
import { studentCredit } from './credit'

export async function children(db: Db, user: FeeViewer) {
  const ids = await familyStudentIds(db, user)
  const profiles = await Promise.all(ids.map((id) => studentProfile(db, id)))
  return profiles.map((p) => ({
    studentId: p.studentId,
    name: p.name,
    schoolId: p.schoolId,
    className: p.className,
    classLabel: p.classLabel,
    section: p.section,
  }))
}

export async function statement({ db, now }: FeeDeps, user: FeeViewer, studentId: string) {
  await assertCanSeeStudent(db, user, studentId)
  const asOf = schoolToday(now)
  const student = await studentProfile(db, studentId)
  const ledger = (await computeLedgers(db, { studentIds: [studentId], asOf })).get(studentId)
  const currentYear = await db.academicYear.findFirst({ where: { isCurrent: true }, select: { id: true } })
  const structure =
    student.className && currentYear
      ? withoutEmptyTerms(await getStructure(db, { yearId: currentYear.id, className: student.className }))
      : null
  const concessions = await db.feeConcession.findMany({
    where: { studentId, revokedAt: null },
    orderBy: { createdAt: 'asc' },
  })
  const receipts = await db.feeReceipt.findMany({
    where: {
      OR: [{ allocations: { some: { studentId } } }, { creditEntries: { some: { studentId, kind: 'advance' } } }],
    },
    orderBy: receiptListOrder,
    take: 200,
    select: {
      ...receiptListSelect,
      allocations: { where: { studentId }, select: { amountPaise: true } },
      creditEntries: { where: { studentId, kind: 'advance' }, select: { amountPaise: true } },
    },
  })
  const credit = await studentCredit(db, studentId)
  const refunds = await db.feeRefund.findMany({
    where: { studentId },
    orderBy: { createdAt: 'desc' },
    select: { id: true, numberText: true, date: true, amountPaise: true, mode: true, source: true },
  })
  return {
    asOf,
    student,
    structure,
    terms: ledger?.terms ?? [],
    lateFeesOwedPaise: lateFeesOwedPaise(ledger?.terms),
    totals: ledger?.totals ?? zeroTotals(),
    concessions: (await describeConcessions(db, concessions)).map(({ approvedByName: _approver, ...rest }) => rest),
    // A void shows as void, with its date; why and by whom stays with the office (forFamily below).
    /** The student's credit (advance) and how it moved. */
    credit,
    refunds: refunds.map((refund) => ({
      ...refund,
      amountPaise: toPaise(refund.amountPaise),
      modeLabel: paymentModeLabels[refund.mode as PaymentMode] ?? refund.mode,
    })),
    payments: receipts.map(({ allocations, creditEntries, voidReason: _reason, ...receipt }) => ({
      ...receipt,
      totalPaise: toPaise(receipt.totalPaise),
      modeLabel: paymentModeLabels[receipt.mode as PaymentMode] ?? receipt.mode,
      /** This student's part of the receipt (a family receipt may cover siblings too). */
      amountPaise:
        allocations.reduce((sum, a) => sum + Math.max(0, toPaise(a.amountPaise)), 0) +
        creditEntries.reduce((sum, a) => sum + toPaise(a.amountPaise), 0),
      /** What an online refund gave back of this student's part (its negative allocations). */
      refundedPaise: allocations.reduce((sum, a) => sum - Math.min(0, toPaise(a.amountPaise)), 0),
    })),
  }
}

/** The family's structure shows only the terms with fees for the class (no column of ₹0.00). */
function withoutEmptyTerms(structure: Awaited<ReturnType<typeof getStructure>>) {
  const used = new Set(structure.cells.map((cell) => cell.termId))
  return {
    ...structure,
    terms: structure.terms.filter((term) => used.has(term.id)),
    termTotals: structure.termTotals.filter((total) => used.has(total.termId)),
  }
}

/** A receipt for its family (or staff); others get NOT_FOUND. */
export async function familyReceipt(db: Db, user: FeeViewer, id: string) {
  if (!(await canReadReceipt(db, user, { id }))) throw notFound('Receipt not found.')
  return forViewer(user, await receiptView(db, id))
}

/**
 * The rule for a voided receipt: the family sees that it was voided and when (on screen, in the PDF, in the bell);
 * the reason and who voided it stay with the office, which may name a family's mistake or a bounced cheque.
 */
export function forViewer<T extends { void: ReceiptDocument['void'] }>(user: FeeViewer, receipt: T): T {
  if (isCounterStaff(user) || !receipt.void) return receipt
  return { ...receipt, void: { reason: null, byName: null, at: receipt.void.at } }
}
