// Server-only: concessions (percent or fixed per term, granted and revoked by an admin) and fine waivers. Each
// is checked against the student's ledger in the transaction that writes it, and audit-logged there.
import { badRequest, notFound } from '~/server/errors'
import type { z } from 'zod'
import { writeAuditLog } from '~/server/auth/audit-log'
import { toPaiseOrNull } from '~/server/paise'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import { concessionTypeLabels, type createConcessionSchema, type waiveFineSchema } from '~/shared/fees'
import { fineKey } from '~/shared/fees-ledger'
import {
  lockStudents,
  lockTermsOf,
  schoolToday,
  transaction,
  yearOrCurrent,
  type FeeActor,
  type FeeDeps,
} from './common'
import { computeLedgers, hasNegativeLine, type Db } from './ledger'
import { findTerm } from './setup'

type In<T extends z.ZodType> = z.output<T>

// ---------- concessions ----------

export async function listConcessions(
  db: Db,
  input: { studentId?: string; yearId?: string; includeRevoked?: boolean },
) {
  const rows = await db.feeConcession.findMany({
    where: {
      ...(input.studentId ? { studentId: input.studentId } : {}),
      ...(input.yearId ? { yearId: input.yearId } : {}),
      ...(input.includeRevoked ? {} : { revokedAt: null }),
    },
    orderBy: { createdAt: 'desc' },
    take: 500,
  })
  return describeConcessions(db, rows)
}

type ConcessionRow = Awaited<ReturnType<Db['feeConcession']['findMany']>>[number]

export async function describeConcessions(db: Db, rows: ConcessionRow[]) {
  const students = await db.student.findMany({
    where: { userId: { in: [...new Set(rows.map((row) => row.studentId))] } },
    select: { userId: true, firstName: true, lastName: true, user: { select: { uniqueId: true } } },
  })
  const heads = await db.feeHead.findMany({ select: { id: true, name: true } })
  const fromTermIds = [...new Set(rows.flatMap((row) => (row.fromTermId ? [row.fromTermId] : [])))]
  const terms = fromTermIds.length
    ? await db.feeTerm.findMany({ where: { id: { in: fromTermIds } }, select: { id: true, name: true } })
    : []
  const termName = new Map(terms.map((term) => [term.id, term.name]))
  const studentById = new Map(students.map((student) => [student.userId, student]))
  const headName = new Map(heads.map((head) => [head.id, head.name]))
  return rows.map((row) => {
    const student = studentById.get(row.studentId)
    const amountPaise = toPaiseOrNull(row.amountPaise)
    const fromTermName = row.fromTermId ? (termName.get(row.fromTermId) ?? 'a term') : null
    const from = fromTermName
      ? `, from ${fromTermName} on${row.earlierUnpaid ? ' and on what is unpaid of earlier terms' : ''}`
      : ''
    return {
      id: row.id,
      studentId: row.studentId,
      studentName: student ? displayName(student) : 'Former student',
      schoolId: student?.user.uniqueId ?? null,
      yearId: row.yearId,
      type: row.type,
      typeLabel: concessionTypeLabels[row.type as keyof typeof concessionTypeLabels] ?? row.type,
      kind: row.kind as 'percent' | 'fixed',
      percent: row.percent,
      amountPaise,
      headId: row.headId,
      headName: row.headId ? (headName.get(row.headId) ?? 'Fee head') : null,
      fromTermId: row.fromTermId,
      fromTermName,
      earlierUnpaid: row.earlierUnpaid,
      /** "10% of Tuition", "₹500.00 per term off the whole fee, from Term 3 on" */
      summary: `${row.kind === 'percent' ? `${row.percent}%` : `${formatPaise(amountPaise ?? 0)} per term`} ${row.headId ? `of ${headName.get(row.headId) ?? 'one head'}` : 'off the whole fee'}${from}`,
      reason: row.reason,
      approvedByName: row.approvedByName,
      createdAt: row.createdAt,
      revokedAt: row.revokedAt,
      revokedByName: row.revokedByName,
      revokeReason: row.revokeReason,
    }
  })
}

export const fromTermOtherYearMessage = "The first term must be a term of the concession's year."

const concessionAbovePaidMessage =
  'This concession would bring some fees or late fees below what has already been paid for them. Void or adjust those payments first.'

export async function createConcession(
  { db, now }: FeeDeps,
  input: In<typeof createConcessionSchema>,
  actor: FeeActor,
) {
  const year = await yearOrCurrent(db, input.yearId)
  const student = await db.student.findUnique({
    where: { userId: input.studentId },
    select: { userId: true, firstName: true, lastName: true },
  })
  if (!student) throw notFound('Student not found.')
  if (input.headId && !(await db.feeHead.findUnique({ where: { id: input.headId }, select: { id: true } })))
    throw notFound('Fee head not found.')
  const fromTerm = input.fromTermId
    ? await db.feeTerm.findUnique({ where: { id: input.fromTermId }, select: { id: true, yearId: true, name: true } })
    : null
  if (input.fromTermId && !fromTerm) throw notFound('Fee term not found.')
  if (fromTerm && fromTerm.yearId !== year.id) throw badRequest(fromTermOtherYearMessage)
  const created = await transaction(db, async (tx) => {
    // Against a payment at the same moment: the check below must see it, or it must see this concession.
    await lockStudents(tx, [input.studentId])
    await lockTermsOf(tx, [input.studentId])
    const row = await tx.feeConcession.create({
      data: {
        studentId: input.studentId,
        yearId: year.id,
        type: input.type,
        kind: input.kind,
        percent: input.kind === 'percent' ? input.percent! : null,
        amountPaise: input.kind === 'fixed' ? input.amountPaise! : null,
        headId: input.headId ?? null,
        fromTermId: fromTerm?.id ?? null,
        earlierUnpaid: fromTerm !== null && input.earlierUnpaid === true,
        reason: input.reason,
        approvedById: actor.id,
        approvedByName: displayName(actor),
        createdAt: now(),
      },
    })
    // A concession may not turn money already paid into an overpayment.
    const ledger = (await computeLedgers(tx, { studentIds: [input.studentId], asOf: schoolToday(now) })).get(
      input.studentId,
    )
    if (hasNegativeLine(ledger)) throw badRequest(concessionAbovePaidMessage)
    await writeAuditLog(tx, {
      actor,
      action: 'fees.concession_create',
      target: { type: 'student', id: input.studentId, label: displayName(student) },
      details: {
        concessionId: row.id,
        year: year.name,
        type: input.type,
        kind: input.kind,
        percent: row.percent,
        amountPaise: toPaiseOrNull(row.amountPaise),
        headId: row.headId,
        fromTerm: fromTerm?.name ?? null,
        earlierUnpaid: row.earlierUnpaid,
        reason: input.reason,
      },
      at: now(),
    })
    return row
  })
  return (await describeConcessions(db, [created]))[0]!
}

export async function revokeConcession({ db, now }: FeeDeps, input: { id: string; reason: string }, actor: FeeActor) {
  return transaction(db, async (tx) => {
    const row = await tx.feeConcession.findUnique({ where: { id: input.id } })
    if (!row) throw notFound('Concession not found.')
    if (row.revokedAt) throw badRequest('This concession was already revoked.')
    const { count } = await tx.feeConcession.updateMany({
      where: { id: input.id, revokedAt: null },
      data: { revokedAt: now(), revokedById: actor.id, revokedByName: displayName(actor), revokeReason: input.reason },
    })
    if (count === 0) throw badRequest('This concession was already revoked.')
    // The student's name at the time, so the audit log reads "revoked a fee concession of Aoli Jamir".
    const student = await tx.user.findUnique({
      where: { id: row.studentId },
      select: { firstName: true, lastName: true, email: true },
    })
    await writeAuditLog(tx, {
      actor,
      action: 'fees.concession_revoke',
      target: { type: 'student', id: row.studentId, label: student ? displayName(student) : null },
      details: { concessionId: row.id, reason: input.reason },
      at: now(),
    })
    return { id: row.id, revoked: true }
  })
}

// ---------- fine waivers ----------

export async function waiveFine({ db, now }: FeeDeps, input: In<typeof waiveFineSchema>, actor: FeeActor) {
  const student = await db.student.findUnique({
    where: { userId: input.studentId },
    select: { firstName: true, lastName: true },
  })
  if (!student) throw notFound('Student not found.')
  const term = await findTerm(db, input.termId)
  return transaction(db, async (tx) => {
    await lockStudents(tx, [input.studentId])
    await lockTermsOf(tx, [input.studentId])
    const ledger = (
      await computeLedgers(tx, { studentIds: [input.studentId], termIds: [input.termId], asOf: schoolToday(now) })
    ).get(input.studentId)
    const fineLine = ledger?.terms[0]?.lines.find((line) => line.key === fineKey(input.termId))
    const outstanding = Math.max(0, fineLine?.outstandingPaise ?? 0)
    if (input.amountPaise > outstanding) {
      throw badRequest(
        outstanding === 0
          ? 'There is no late fee to waive for this term.'
          : `The waiver is more than the ${formatPaise(outstanding)} late fee outstanding.`,
      )
    }
    const waiver = await tx.feeFineWaiver.create({
      data: {
        studentId: input.studentId,
        termId: input.termId,
        amountPaise: input.amountPaise,
        reason: input.reason,
        createdById: actor.id,
        createdByName: displayName(actor),
        createdAt: now(),
      },
    })
    await writeAuditLog(tx, {
      actor,
      action: 'fees.fine_waive',
      target: { type: 'student', id: input.studentId, label: displayName(student) },
      details: { term: `${term.year.name} ${term.name}`, amountPaise: input.amountPaise, reason: input.reason },
      at: now(),
    })
    return { id: waiver.id, amountPaise: input.amountPaise }
  })
}
