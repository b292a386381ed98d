// Server-only: optional fee heads (transport, hostel, a club) charged only to the students assigned to them: ordinary
// charges of a term in the ledger, paid, fined (by the term's late rule), reported and reconciled like the rest.
// One-off charges added to one student are in one-off.ts.
import type { z } from 'zod'
import { badRequest, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { toPaise, toPaiseOrNull } from '~/server/paise'
import { csvToRecords } from '~/shared/csv'
import { parseRupeesToPaise, moneyLimits } from '~/shared/money'
import { displayName } from '~/shared/names'
import { classLabel } from '~/shared/fees'
import { type assignOptionalSchema, type importOptionalSchema, type optionalListSchema } from '~/shared/fee-charges'
import {
  lockStudents,
  lockTermsOf,
  studentNames,
  transaction,
  yearOrCurrent,
  type FeeActor,
  type FeeDeps,
} from './common'
import type { Db } from './ledger'

export type PendingCharge = {
  studentId: string
  termId: string
  headId: string
  className: string
  amountPaise: number
  kind: 'term' | 'optional'
}

type Assignment = { headId: string; amountPaise: number | null }

export const optionalMessages = {
  notOptional: 'That fee head is not optional. Mark it optional under Heads first.',
  notEnrolled: (name: string, year: string) => `${name} is not enrolled in ${year}.`,
  noAmount: (head: string, className: string) =>
    `${head} has no amount for ${classLabel(className)} in the structure: give the amount for this student.`,
  importErrors: 'Some rows have problems: nothing was saved. Fix them and run the check again.',
  termYear: 'The due date must lie inside the academic year of the term.',
  archivedHead: 'That fee head is archived.',
  oneOffPaid: 'Part of this charge has been paid: void that payment first, or give a concession.',
  notOneOff: 'Only a one-off charge can be removed.',
}

/** The optional heads each student of a year takes, by student id. */
export async function optionalAssignmentsOf(db: Db, yearId: string): Promise<Map<string, Assignment[]>> {
  const rows = await db.feeOptionalAssignment.findMany({
    where: { yearId, head: { archived: false, optional: true } },
    select: { studentId: true, headId: true, amountPaise: true },
  })
  const map = new Map<string, Assignment[]>()
  for (const row of rows) {
    const list = map.get(row.studentId) ?? []
    list.push({ headId: row.headId, amountPaise: toPaiseOrNull(row.amountPaise) })
    map.set(row.studentId, list)
  }
  return map
}

/** The per-term amount of an assignment: its own, else the structure's for the class; null when neither. */
export function optionalAmount(
  assignment: Assignment,
  classItems: readonly { headId: string; amountPaise: number }[],
): number | null {
  if (assignment.amountPaise !== null) return assignment.amountPaise
  const item = classItems.find((row) => row.headId === assignment.headId)
  return item && item.amountPaise > 0 ? item.amountPaise : null
}

// ---------- assignments ----------

export async function listAssignments(db: Db, input: z.output<typeof optionalListSchema>) {
  const year = await yearOrCurrent(db, input.yearId)
  const rows = await db.feeOptionalAssignment.findMany({
    where: { yearId: year.id, ...(input.headId ? { headId: input.headId } : {}) },
    orderBy: [{ createdAt: 'asc' }],
    include: { head: { select: { name: true } } },
    take: 1000,
  })
  const students = await db.student.findMany({
    where: { userId: { in: [...new Set(rows.map((row) => row.studentId))] } },
    select: {
      userId: true,
      firstName: true,
      lastName: true,
      user: { select: { uniqueId: true } },
      enrolments: { where: { yearId: year.id }, select: { className: true, section: true } },
    },
  })
  const byId = new Map(students.map((row) => [row.userId, row]))
  return {
    year: { id: year.id, name: year.name },
    items: rows.map((row) => {
      const student = byId.get(row.studentId)
      const enrolment = student?.enrolments[0]
      return {
        id: row.id,
        studentId: row.studentId,
        name: student ? displayName(student) : 'Former student',
        schoolId: student?.user.uniqueId ?? null,
        classLabel: enrolment
          ? `${classLabel(enrolment.className)}${enrolment.section ? ` ${enrolment.section}` : ''}`
          : null,
        headId: row.headId,
        headName: row.head.name,
        amountPaise: toPaiseOrNull(row.amountPaise),
        note: row.note,
      }
    }),
  }
}

async function optionalHead(db: Db, headId: string) {
  const head = await db.feeHead.findUnique({ where: { id: headId } })
  if (!head) throw notFound('Fee head not found.')
  if (!head.optional) throw badRequest(optionalMessages.notOptional)
  if (head.archived) throw badRequest(optionalMessages.archivedHead)
  return head
}

/**
 * Charges an assignment to the already-issued terms of its year the student was issued in and that do not have
 * it yet. Returns the number of charges written.
 */
async function chargeIssuedTerms(
  tx: Db,
  input: { studentId: string; headId: string; yearId: string; amountPaise: number | null },
  at: Date,
): Promise<number> {
  const terms = await tx.feeTerm.findMany({
    where: { yearId: input.yearId, issuedAt: { not: null } },
    select: { id: true },
  })
  let written = 0
  for (const term of terms) {
    const issued = await tx.feeCharge.findFirst({
      where: { studentId: input.studentId, termId: term.id, kind: 'term' },
      select: { className: true },
    })
    if (!issued) continue
    const existing = await tx.feeCharge.findFirst({
      where: { studentId: input.studentId, termId: term.id, headId: input.headId, slot: '' },
      select: { id: true },
    })
    if (existing) continue
    let amount = input.amountPaise
    if (amount === null) {
      const item = await tx.feeStructureItem.findUnique({
        where: { termId_className_headId: { termId: term.id, className: issued.className, headId: input.headId } },
        select: { amountPaise: true },
      })
      amount = item && toPaise(item.amountPaise) > 0 ? toPaise(item.amountPaise) : null
    }
    if (amount === null) continue
    await tx.feeCharge.create({
      data: {
        studentId: input.studentId,
        termId: term.id,
        headId: input.headId,
        className: issued.className,
        amountPaise: amount,
        kind: 'optional',
        createdAt: at,
      },
    })
    written += 1
  }
  return written
}

type AssignInput = z.output<typeof assignOptionalSchema>

async function assignOne(tx: Db, input: AssignInput & { yearId: string }, actor: FeeActor, at: Date) {
  const data = {
    amountPaise: input.amountPaise ?? null,
    note: input.note || null,
  }
  const existing = await tx.feeOptionalAssignment.findUnique({
    where: { studentId_headId_yearId: { studentId: input.studentId, headId: input.headId, yearId: input.yearId } },
    select: { id: true },
  })
  const row = existing
    ? await tx.feeOptionalAssignment.update({ where: { id: existing.id }, data })
    : await tx.feeOptionalAssignment.create({
        data: {
          ...data,
          studentId: input.studentId,
          headId: input.headId,
          yearId: input.yearId,
          createdById: actor.id,
          createdByName: displayName(actor),
          createdAt: at,
        },
      })
  const charged = input.chargeIssuedTerms
    ? await chargeIssuedTerms(tx, { ...input, amountPaise: input.amountPaise ?? null }, at)
    : 0
  return { id: row.id, updated: !!existing, charged }
}

export async function assignOptional({ db, now }: FeeDeps, input: AssignInput, actor: FeeActor) {
  const year = await yearOrCurrent(db, input.yearId)
  const head = await optionalHead(db, input.headId)
  const enrolment = await db.enrolment.findUnique({
    where: { studentId_yearId: { studentId: input.studentId, yearId: year.id } },
    select: { className: true, student: { select: { firstName: true, lastName: true } } },
  })
  if (!enrolment) {
    const names = await studentNames(db, [input.studentId])
    throw badRequest(optionalMessages.notEnrolled(names.get(input.studentId) ?? 'The student', year.name))
  }
  const name = displayName(enrolment.student)
  return transaction(db, async (tx) => {
    await lockStudents(tx, [input.studentId])
    await lockTermsOf(tx, [input.studentId])
    const at = now()
    const result = await assignOne(tx, { ...input, yearId: year.id }, actor, at)
    await writeAuditLog(tx, {
      actor,
      action: 'fees.optional_assign',
      target: { type: 'student', id: input.studentId, label: name },
      details: {
        head: head.name,
        year: year.name,
        amountPaise: input.amountPaise ?? null,
        note: input.note ?? null,
        issuedTermsCharged: result.charged,
      },
      at,
    })
    return result
  })
}

/** Ends an assignment: later issues no longer charge it; charges already issued stay (a concession can undo one). */
export async function unassignOptional({ db, now }: FeeDeps, id: string, actor: FeeActor) {
  const row = await db.feeOptionalAssignment.findUnique({ where: { id }, include: { head: true } })
  if (!row) throw notFound('Assignment not found.')
  const names = await studentNames(db, [row.studentId])
  return transaction(db, async (tx) => {
    await tx.feeOptionalAssignment.delete({ where: { id } })
    await writeAuditLog(tx, {
      actor,
      action: 'fees.optional_unassign',
      target: { type: 'student', id: row.studentId, label: names.get(row.studentId) ?? row.studentId },
      details: { head: row.head.name },
      at: now(),
    })
    return { id }
  })
}

type ImportRow = {
  line: number
  schoolId: string
  name: string | null
  classLabel: string | null
  amountPaise: number | null
  note: string | null
  status: 'new' | 'update' | 'error'
  message: string | null
}

/**
 * Assigns an optional head to the students of a CSV (school_id, amount, note). A dry run reports each row; the
 * real run saves every row in one transaction, and nothing when any row has a problem.
 */
export async function importOptional(
  { db, now }: FeeDeps,
  input: z.output<typeof importOptionalSchema>,
  actor: FeeActor,
) {
  const year = await yearOrCurrent(db, input.yearId)
  const head = await optionalHead(db, input.headId)
  const { columns, records } = csvToRecords(input.csv)
  if (!columns.includes('school_id'))
    throw badRequest('The CSV needs a school_id column (and optionally amount and note).')
  if (records.length > 2000) throw badRequest('At most 2,000 rows at a time.')
  const ids = [...new Set(records.map((record) => record.school_id ?? '').filter(Boolean))]
  const users = await db.user.findMany({
    where: { uniqueId: { in: ids } },
    select: {
      uniqueId: true,
      student: {
        select: {
          userId: true,
          firstName: true,
          lastName: true,
          enrolments: { where: { yearId: year.id }, select: { className: true, section: true } },
        },
      },
    },
  })
  const byId = new Map(users.map((user) => [user.uniqueId ?? '', user.student]))
  const assigned = new Set(
    (
      await db.feeOptionalAssignment.findMany({
        where: { yearId: year.id, headId: head.id },
        select: { studentId: true },
      })
    ).map((row) => row.studentId),
  )
  const seen = new Set<string>()
  const rows: (ImportRow & { studentId: string | null })[] = records.map((record, index) => {
    const schoolId = (record.school_id ?? '').trim()
    const student = byId.get(schoolId) ?? null
    const enrolment = student?.enrolments[0] ?? null
    const base = {
      line: index + 2,
      schoolId,
      studentId: student?.userId ?? null,
      name: student ? displayName(student) : null,
      classLabel: enrolment
        ? `${classLabel(enrolment.className)}${enrolment.section ? ` ${enrolment.section}` : ''}`
        : null,
      amountPaise: null as number | null,
      note: (record.note ?? '').trim().slice(0, 80) || null,
    }
    const error = (message: string) => ({ ...base, status: 'error' as const, message })
    if (!schoolId) return error('No school ID.')
    if (!student) return error('No student has this school ID.')
    if (!enrolment) return error(`Not enrolled in ${year.name}.`)
    if (seen.has(student.userId)) return error('This student appears twice in the file.')
    seen.add(student.userId)
    const amountText = (record.amount ?? '').trim()
    if (amountText) {
      const parsed = parseRupeesToPaise(amountText)
      if (!parsed.ok) return error(parsed.message)
      if (parsed.paise <= 0 || parsed.paise > moneyLimits.fee)
        return error('The amount must be from ₹0.01 to the fee limit.')
      base.amountPaise = parsed.paise
    }
    return { ...base, status: assigned.has(student.userId) ? ('update' as const) : ('new' as const), message: null }
  })
  const summary = {
    head: head.name,
    year: year.name,
    rows: rows.map(({ studentId: _id, ...row }) => row),
    newCount: rows.filter((row) => row.status === 'new').length,
    updateCount: rows.filter((row) => row.status === 'update').length,
    errorCount: rows.filter((row) => row.status === 'error').length,
    saved: false,
    charged: 0,
  }
  if (input.dryRun) return summary
  if (summary.errorCount > 0) throw badRequest(optionalMessages.importErrors)
  return transaction(db, async (tx) => {
    const studentIds = rows.map((row) => row.studentId!)
    await lockStudents(tx, studentIds)
    await lockTermsOf(tx, studentIds)
    const at = now()
    let charged = 0
    for (const row of rows) {
      const result = await assignOne(
        tx,
        {
          studentId: row.studentId!,
          headId: head.id,
          yearId: year.id,
          amountPaise: row.amountPaise ?? undefined,
          note: row.note ?? undefined,
          chargeIssuedTerms: input.chargeIssuedTerms,
        },
        actor,
        at,
      )
      charged += result.charged
    }
    await writeAuditLog(tx, {
      actor,
      action: 'fees.optional_import',
      target: { type: 'fee_head', id: head.id, label: head.name },
      details: { year: year.name, new: summary.newCount, updated: summary.updateCount, issuedTermsCharged: charged },
      at,
    })
    return { ...summary, saved: true, charged }
  })
}
