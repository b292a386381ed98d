// Server-only: one-off charges added to one student (a lost ID card, a library fine, an exam re-sit): an ordinary
// charge of a term in the ledger, with its own reason and due date, paid, fined (by the term's late rule), reported
// and reconciled like the rest; concessions never reduce it. Optional heads are in optional.ts.
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { badRequest, conflict, notFound } from '~/server/errors'
import { writeAuditLog } from '~/server/auth/audit-log'
import { notifyEachFamily } from '~/server/notifications'
import { toPaise } from '~/server/paise'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import { chargeLabel } from '~/shared/fees'
import { type oneOffChargeSchema, type removeOneOffSchema } from '~/shared/fee-charges'
import {
  lockStudents,
  lockTermsOf,
  schoolToday,
  studentNames,
  transaction,
  type FeeActor,
  type FeeDeps,
} from './common'
import { computeLedgers, hasNegativeLine, type Db } from './ledger'
import { optionalMessages } from './optional'

/** A student's one-off charges, newest first (the counter lists them with who added them). */
export async function oneOffCharges(db: Db, studentId: string) {
  const rows = await db.feeCharge.findMany({
    where: { studentId, kind: 'one_off' },
    orderBy: { createdAt: 'desc' },
    take: 50,
    select: {
      id: true,
      amountPaise: true,
      reason: true,
      dueDate: true,
      createdByName: true,
      createdAt: true,
      head: { select: { name: true } },
      term: { select: { name: true, year: { select: { name: true } } } },
    },
  })
  return rows.map((row) => ({
    id: row.id,
    label: chargeLabel(row.head.name, row.reason),
    termName: `${row.term.name} ${row.term.year.name}`,
    amountPaise: toPaise(row.amountPaise),
    dueDate: row.dueDate,
    byName: row.createdByName,
    createdAt: row.createdAt,
  }))
}

/**
 * Adds a one-off charge to one student in a term of a year they are enrolled in: its own row (a term may hold
 * several of one head), with the reason and due date; its late fee is the term's. The family hears in the bell.
 */
export async function addOneOffCharge(
  { db, now }: FeeDeps,
  input: z.output<typeof oneOffChargeSchema>,
  actor: FeeActor,
) {
  const term = await db.feeTerm.findUnique({ where: { id: input.termId }, include: { year: true } })
  if (!term) throw notFound('Term not found.')
  if (input.dueDate < term.year.startDate || input.dueDate > term.year.endDate)
    throw badRequest(optionalMessages.termYear)
  const head = await db.feeHead.findUnique({ where: { id: input.headId } })
  if (!head) throw notFound('Fee head not found.')
  if (head.archived) throw badRequest(optionalMessages.archivedHead)
  const enrolment = await db.enrolment.findUnique({
    where: { studentId_yearId: { studentId: input.studentId, yearId: term.yearId } },
    select: { className: true, student: { select: { firstName: true, lastName: true } } },
  })
  if (!enrolment) {
    const names = await studentNames(db, [input.studentId])
    throw badRequest(optionalMessages.notEnrolled(names.get(input.studentId) ?? 'The student', term.year.name))
  }
  const name = displayName(enrolment.student)
  const label = chargeLabel(head.name, input.reason)
  return transaction(db, async (tx) => {
    await lockStudents(tx, [input.studentId])
    await lockTermsOf(tx, [input.studentId])
    const at = now()
    const id = randomUUID()
    const charge = await tx.feeCharge.create({
      data: {
        id,
        slot: id,
        studentId: input.studentId,
        termId: term.id,
        headId: head.id,
        className: enrolment.className,
        amountPaise: input.amountPaise,
        kind: 'one_off',
        reason: input.reason,
        dueDate: input.dueDate,
        createdById: actor.id,
        createdByName: displayName(actor),
        createdAt: at,
      },
      select: { id: true },
    })
    await writeAuditLog(tx, {
      actor,
      action: 'fees.charge_add',
      target: { type: 'student', id: input.studentId, label: name },
      details: {
        charge: label,
        term: `${term.year.name} ${term.name}`,
        amountPaise: input.amountPaise,
        dueDate: input.dueDate,
      },
      at,
    })
    await notifyEachFamily(
      tx,
      [
        {
          studentId: input.studentId,
          notification: {
            kind: 'fee_due' as const,
            title: `${name}: ${label}`,
            body: `${formatPaise(input.amountPaise)} added to ${term.name} ${term.year.name}, due by ${formatDateKeyNumeric(input.dueDate)}.`,
            link: `/fee-portal/student-dashboard?child=${input.studentId}`,
          },
        },
      ],
      at,
    )
    return { id: charge.id, label, amountPaise: input.amountPaise, asOf: schoolToday(now) }
  })
}

/** Removes a one-off charge added by mistake, while nothing has been paid on it (audit-logged with a reason). */
export async function removeOneOffCharge(
  { db, now }: FeeDeps,
  input: z.output<typeof removeOneOffSchema>,
  actor: FeeActor,
) {
  const charge = await db.feeCharge.findUnique({ where: { id: input.chargeId }, include: { head: true } })
  if (!charge) throw notFound('Charge not found.')
  if (charge.kind !== 'one_off') throw badRequest(optionalMessages.notOneOff)
  return transaction(db, async (tx) => {
    await lockStudents(tx, [charge.studentId])
    await lockTermsOf(tx, [charge.studentId])
    // Any allocation, even of a voided receipt, keeps the row: the receipt's history names it.
    if (await tx.feeAllocation.findFirst({ where: { chargeId: charge.id }, select: { id: true } }))
      throw conflict(optionalMessages.oneOffPaid)
    await tx.feeCharge.delete({ where: { id: charge.id } })
    // Without it the term may count as paid earlier, so its late fee could fall below what was paid for it.
    if (
      hasNegativeLine(
        (await computeLedgers(tx, { studentIds: [charge.studentId], asOf: schoolToday(now) })).get(charge.studentId),
      )
    )
      throw conflict(
        'Removing this charge would leave a late fee already paid above the late fee owed. Give a concession instead.',
      )
    const names = await studentNames(tx, [charge.studentId])
    await writeAuditLog(tx, {
      actor,
      action: 'fees.charge_remove',
      target: { type: 'student', id: charge.studentId, label: names.get(charge.studentId) ?? charge.studentId },
      details: {
        charge: chargeLabel(charge.head.name, charge.reason),
        amountPaise: toPaise(charge.amountPaise),
        reason: input.reason,
      },
      at: now(),
    })
    return { id: charge.id }
  })
}
