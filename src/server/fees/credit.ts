// Server-only: a student's credit (advance) and the counter's refunds. The credit is the sum of the student's
// credit entries: + an advance taken on a receipt, - credit applied to dues (when a term is issued), refunded, or
// taken back by the void of the receipt that took it. Every change locks the student's row first and checks the
// balance in the same transaction, so two uses of one credit can never both spend it.
import type { z } from 'zod'
import { badRequest, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { sumToPaise, toPaise } from '~/server/paise'
import { displayName } from '~/shared/names'
import { formatPaise } from '~/shared/money'
import { allocateOldestFirst } from '~/shared/fees-ledger'
import { paymentModeLabels } from '~/shared/fees'
import { formatRefundNumber, type counterRefundSchema, type refundListSchema } from '~/shared/fee-charges'
import { lockStudents, schoolToday, studentNames, transaction, type FeeActor, type FeeDeps } from './common'
import { computeLedgers, duesLines, type Db } from './ledger'

export const creditMessages = {
  notEnough: (left: number) => `The credit is ${formatPaise(left)}: a refund cannot be more than that.`,
  notVoid: 'Only the money of a voided receipt can be refunded this way; void the receipt first.',
  voidTooMuch: (left: number) => `${formatPaise(left)} of this receipt's money is left to refund.`,
  voidNotStudent: 'That receipt was not paid for this student.',
  bounced: 'That receipt is a bounced cheque: the school never received its money, so there is nothing to refund.',
  /**
   * A void or a bounce that would take back more credit than is left: how much and where it went, that nothing
   * was changed, and how the office puts it right (the credit comes back when the family pays that much again
   * as an advance; then the void or bounce goes through).
   */
  advanceUsed: (input: { used: number; name: string; spentOn: string[]; bounce: boolean }) =>
    `${formatPaise(input.used)} of the advance this receipt kept for ${input.name} has already been used` +
    (input.spentOn.length ? ` (${input.spentOn.join('; ')})` : '') +
    `, so the ${input.bounce ? 'bounce' : 'void'} would leave the credit below zero. Nothing was changed. ` +
    `To record it, collect ${formatPaise(input.used)} from the family at the counter with "Keep the excess as credit" ` +
    `(on top of anything they still owe), then ${input.bounce ? 'mark the cheque bounced' : 'void the receipt'} again.`,
}

/** The credit balance of each student (0 when none). */
export async function creditBalances(db: Db, studentIds: readonly string[]): Promise<Map<string, number>> {
  const rows = []
  // In slices: a database limits the values one query may carry (a whole school's issue has thousands).
  for (let start = 0; start < studentIds.length; start += 500) {
    rows.push(
      ...(await db.feeCreditEntry.groupBy({
        by: ['studentId'],
        where: { studentId: { in: studentIds.slice(start, start + 500) } },
        _sum: { amountPaise: true },
      })),
    )
  }
  const map = new Map(studentIds.map((id) => [id, 0]))
  for (const row of rows) map.set(row.studentId, sumToPaise(row._sum.amountPaise))
  return map
}

export async function creditBalance(db: Db, studentId: string) {
  return (await creditBalances(db, [studentId])).get(studentId) ?? 0
}

const kindLabels: Record<string, string> = {
  advance: 'Advance received',
  applied: 'Applied to dues',
  refund: 'Refunded',
  void: 'Receipt voided',
}

/** The movements of a student's credit, newest first, with the receipt, term and refund they belong to. */
export async function creditHistory(db: Db, studentId: string) {
  const rows = await db.feeCreditEntry.findMany({
    where: { studentId },
    orderBy: [{ createdAt: 'desc' }],
    take: 50,
    include: {
      receipt: { select: { id: true, numberText: true } },
      refund: { select: { id: true, numberText: true } },
    },
  })
  const termIds = [...new Set(rows.flatMap((row) => (row.termId ? [row.termId] : [])))]
  const terms = termIds.length
    ? await db.feeTerm.findMany({ where: { id: { in: termIds } }, select: { id: true, name: true } })
    : []
  const termName = new Map(terms.map((term) => [term.id, term.name]))
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    label: kindLabels[row.kind] ?? row.kind,
    amountPaise: toPaise(row.amountPaise),
    date: row.date,
    receipt: row.receipt,
    refund: row.refund,
    termName: row.termId ? (termName.get(row.termId) ?? null) : null,
    by: row.actorName,
  }))
}

/** The credit of a student with its history (counter, statement). */
export async function studentCredit(db: Db, studentId: string) {
  return { balancePaise: await creditBalance(db, studentId), entries: await creditHistory(db, studentId) }
}

/**
 * Applies the credit of the given students to their dues, oldest due first, inside the caller's transaction
 * (a term's issue): each student's row is locked, the balance read, and what is applied written as an 'applied'
 * credit entry with allocations on the dues it paid, dated `date`. Returns what was applied per student.
 */
export async function applyCredit(
  tx: Db,
  input: { studentIds: readonly string[]; termId: string; date: string; actor: FeeActor; at: Date },
) {
  const applied: { studentId: string; amountPaise: number }[] = []
  const balances = await creditBalances(tx, input.studentIds)
  const withCredit = input.studentIds.filter((id) => (balances.get(id) ?? 0) > 0)
  if (withCredit.length === 0) return applied
  await lockStudents(tx, withCredit)
  const ledgers = await computeLedgers(tx, { studentIds: withCredit, asOf: input.date })
  for (const studentId of withCredit) {
    const balance = await creditBalance(tx, studentId)
    const ledger = ledgers.get(studentId)
    const lines = duesLines(ledger).filter((line) => line.outstandingPaise > 0)
    const due = lines.reduce((sum, line) => sum + line.outstandingPaise, 0)
    const amount = Math.min(balance, due)
    if (amount <= 0) continue
    const entry = await tx.feeCreditEntry.create({
      data: {
        studentId,
        kind: 'applied',
        amountPaise: -amount,
        termId: input.termId,
        date: input.date,
        actorId: input.actor.id,
        actorName: displayName(input.actor),
        createdAt: input.at,
      },
    })
    const lineByKey = new Map(
      ledger!.terms.flatMap((term) => term.lines.map((line) => [line.key, { termId: term.termId, line }] as const)),
    )
    await tx.feeAllocation.createMany({
      data: allocateOldestFirst(lines, amount).map((allocation) => {
        const { termId, line } = lineByKey.get(allocation.key)!
        return {
          creditEntryId: entry.id,
          studentId,
          termId,
          chargeId: line.chargeId,
          kind: line.kind,
          amountPaise: allocation.amountPaise,
          date: input.date,
        }
      }),
    })
    applied.push({ studentId, amountPaise: amount })
  }
  if (applied.length > 0) {
    const names = await studentNames(
      tx,
      applied.map((row) => row.studentId),
    )
    await writeAuditLog(tx, {
      actor: input.actor,
      action: 'fees.credit_apply',
      target: { type: 'fee_term', id: input.termId, label: 'Credit applied at issue' },
      details: {
        students: applied.map((row) => ({
          name: names.get(row.studentId) ?? row.studentId,
          amountPaise: row.amountPaise,
        })),
        totalPaise: applied.reduce((sum, row) => sum + row.amountPaise, 0),
      },
      at: input.at,
    })
  }
  return applied
}

/**
 * The void of a receipt takes back the advances it created (inside the void's transaction). Refused when the
 * credit has already been used: the balance would go below zero.
 */
export async function reverseAdvances(
  tx: Db,
  receiptId: string,
  actor: FeeActor,
  date: string,
  at: Date,
  bounce = false,
) {
  const advances = await tx.feeCreditEntry.findMany({ where: { receiptId, kind: 'advance' } })
  if (advances.length === 0) return
  await lockStudents(
    tx,
    advances.map((row) => row.studentId),
  )
  for (const advance of advances) {
    const amount = toPaise(advance.amountPaise)
    const balance = await creditBalance(tx, advance.studentId)
    if (balance < amount)
      throw badRequest(
        creditMessages.advanceUsed({
          used: amount - balance,
          bounce,
          ...(await whereCreditWent(tx, advance.studentId, advance.createdAt)),
        }),
      )
    await tx.feeCreditEntry.create({
      data: {
        studentId: advance.studentId,
        kind: 'void',
        amountPaise: -amount,
        receiptId,
        date,
        actorId: actor.id,
        actorName: displayName(actor),
        createdAt: at,
      },
    })
  }
}

/** The student's name and what spent their credit since an advance: the terms it paid, the refunds it made. */
async function whereCreditWent(tx: Db, studentId: string, since: Date) {
  const [names, spent] = await Promise.all([
    studentNames(tx, [studentId]),
    tx.feeCreditEntry.findMany({
      where: { studentId, kind: { in: ['applied', 'refund'] }, createdAt: { gte: since } },
      orderBy: { createdAt: 'asc' },
      select: { kind: true, amountPaise: true, termId: true, date: true, refund: { select: { numberText: true } } },
    }),
  ])
  const termIds = spent.flatMap((row) => (row.termId ? [row.termId] : []))
  const terms = termIds.length
    ? await tx.feeTerm.findMany({ where: { id: { in: termIds } }, select: { id: true, name: true } })
    : []
  const termName = new Map(terms.map((term) => [term.id, term.name]))
  return {
    name: names.get(studentId) ?? 'this student',
    spentOn: spent.map((row) =>
      row.kind === 'applied'
        ? `${formatPaise(-toPaise(row.amountPaise))} applied to ${termName.get(row.termId ?? '') ?? 'a term'} when it was issued`
        : `${formatPaise(-toPaise(row.amountPaise))} refunded as ${row.refund?.numberText ?? 'a refund'}`,
    ),
  }
}

type RefundInput = z.output<typeof counterRefundSchema>

/**
 * A refund at the counter, approved by the administrator who records it: of the student's credit (its balance
 * checked under the student's lock) or of a voided receipt's money (the receipt's row locked; all refunds of it
 * never pass its total). Numbered in the year's one refund series.
 */
export async function createCounterRefund({ db, now }: FeeDeps, input: RefundInput, actor: FeeActor) {
  const date = schoolToday(now)
  const year = await db.academicYear.findFirst({ where: { startDate: { lte: date }, endDate: { gte: date } } })
  if (!year) throw badRequest('No academic year covers today. An administrator adds it under Fees set-up.')
  const student = await db.student.findUnique({
    where: { userId: input.studentId },
    select: { userId: true, firstName: true, lastName: true },
  })
  if (!student) throw notFound('Student not found.')
  return transaction(db, async (tx) => {
    // The student's lock alone (a refund changes no dues): the same first lock as a payment and a term's issue.
    await lockStudents(tx, [input.studentId])
    if (input.source === 'credit') {
      const balance = await creditBalance(tx, input.studentId)
      if (input.amountPaise > balance) throw badRequest(creditMessages.notEnough(balance))
    } else {
      await tx.$executeRaw`UPDATE fee_receipts SET cashier_name = cashier_name WHERE id = ${input.receiptId!}`
      const receipt = await tx.feeReceipt.findUnique({
        where: { id: input.receiptId! },
        select: {
          id: true,
          voidedAt: true,
          totalPaise: true,
          chequeStatus: true,
          allocations: { where: { studentId: input.studentId }, select: { id: true }, take: 1 },
          creditEntries: { where: { studentId: input.studentId }, select: { id: true }, take: 1 },
        },
      })
      if (!receipt) throw notFound('Receipt not found.')
      if (!receipt.voidedAt) throw badRequest(creditMessages.notVoid)
      if (receipt.chequeStatus === 'bounced') throw badRequest(creditMessages.bounced)
      if (receipt.allocations.length === 0 && receipt.creditEntries.length === 0)
        throw badRequest(creditMessages.voidNotStudent)
      const taken = await tx.feeRefund.aggregate({ where: { receiptId: receipt.id }, _sum: { amountPaise: true } })
      const left = toPaise(receipt.totalPaise) - sumToPaise(taken._sum.amountPaise)
      if (input.amountPaise > left) throw badRequest(creditMessages.voidTooMuch(left))
    }
    const counter = await tx.academicYear.update({
      where: { id: year.id },
      data: { nextRefundNumber: { increment: 1 } },
      select: { nextRefundNumber: true },
    })
    const number = counter.nextRefundNumber - 1
    const at = now()
    const refund = await tx.feeRefund.create({
      data: {
        yearId: year.id,
        number,
        numberText: formatRefundNumber(year.name, number),
        studentId: input.studentId,
        source: input.source,
        receiptId: input.source === 'void' ? input.receiptId! : null,
        amountPaise: input.amountPaise,
        date,
        mode: input.mode,
        reference: input.mode === 'cash' ? input.reference || null : input.reference!,
        reason: input.reason,
        approvedById: actor.id,
        approvedByName: displayName(actor),
        createdAt: at,
      },
      select: { id: true, numberText: true, date: true },
    })
    if (input.source === 'credit')
      await tx.feeCreditEntry.create({
        data: {
          studentId: input.studentId,
          kind: 'refund',
          amountPaise: -input.amountPaise,
          refundId: refund.id,
          date,
          actorId: actor.id,
          actorName: displayName(actor),
          createdAt: at,
        },
      })
    await writeAuditLog(tx, {
      actor,
      action: 'fees.refund',
      target: { type: 'fee_refund', id: refund.id, label: refund.numberText },
      details: {
        student: displayName(student),
        source: input.source,
        amountPaise: input.amountPaise,
        mode: input.mode,
        reference: input.reference ?? null,
        reason: input.reason,
      },
      at,
    })
    return { ...refund, amountPaise: input.amountPaise }
  })
}

/** The counter's refunds of a date range, newest first, with their total. */
export async function listCounterRefunds(db: Db, input: z.output<typeof refundListSchema>) {
  const rows = await db.feeRefund.findMany({
    where: { date: { gte: input.from, lte: input.to } },
    orderBy: [{ date: 'desc' }, { number: 'desc' }],
    take: 500,
    include: { receipt: { select: { numberText: true } } },
  })
  const names = await studentNames(db, [...new Set(rows.map((row) => row.studentId))])
  const items = rows.map((row) => ({
    id: row.id,
    numberText: row.numberText,
    date: row.date,
    studentId: row.studentId,
    studentName: names.get(row.studentId) ?? 'Former student',
    source: row.source,
    receiptNumber: row.receipt?.numberText ?? null,
    amountPaise: toPaise(row.amountPaise),
    modeLabel: paymentModeLabels[row.mode as keyof typeof paymentModeLabels] ?? row.mode,
    reference: row.reference,
    reason: row.reason,
    approvedByName: row.approvedByName,
  }))
  return { items, totalPaise: items.reduce((sum, row) => sum + row.amountPaise, 0) }
}

/** Every student holding credit, with the total held (the bursar's "credit held" figure). */
export async function creditHeld(db: Db) {
  const rows = await db.feeCreditEntry.groupBy({ by: ['studentId'], _sum: { amountPaise: true } })
  const held = rows
    .map((row) => ({ studentId: row.studentId, balancePaise: sumToPaise(row._sum.amountPaise) }))
    .filter((row) => row.balancePaise !== 0)
  const names = await studentNames(
    db,
    held.map((row) => row.studentId),
  )
  const items = held
    .map((row) => ({ ...row, name: names.get(row.studentId) ?? 'Former student' }))
    .sort((a, b) => a.name.localeCompare(b.name))
  return { items, totalPaise: items.reduce((sum, row) => sum + row.balancePaise, 0) }
}
