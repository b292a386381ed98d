// Server-only: the admin's fee set-up (years, heads, terms, structure, concessions, enrolments), issuing a
// term's charges and waiving fines. Every change that moves money is audit-logged in the same transaction.
import { TRPCError } from '@trpc/server'
import type { z } from 'zod'
import { writeAuditLog } from '~/server/auth/audit-log'
import { uniqueViolationText } from '~/server/auth/prisma-errors'
import { notifyEachFamily } from '~/server/notifications'
import { formatDateKeyNumeric } from '~/shared/dates'
import { toPaise, toPaiseOrNull } from '~/server/paise'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import {
  classLabel,
  concessionTypeLabels,
  type archiveHeadSchema,
  type createConcessionSchema,
  type createHeadSchema,
  type createTermSchema,
  type setEnrolmentSchema,
  type structureSetSchema,
  type updateHeadSchema,
  type updateTermSchema,
  type waiveFineSchema,
} from '~/shared/fees'
import { fineKey } from '~/shared/fees-ledger'
import {
  badRequest,
  lockStudents,
  lockTermsOf,
  notFound,
  schoolToday,
  transaction,
  yearOrCurrent,
  type FeeActor,
  type FeeDeps,
} from './common'
import { computeLedgers, fineRuleOf, hasNegativeLine, type Db } from './ledger'

type In<T extends z.ZodType> = z.output<T>

// ---------- heads ----------

export async function listHeads(db: Db, includeArchived = false) {
  return db.feeHead.findMany({
    where: includeArchived ? {} : { archived: false },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    select: { id: true, name: true, description: true, sortOrder: true, archived: true },
  })
}

async function headConflict<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (uniqueViolationText(error) !== null)
      throw new TRPCError({ code: 'CONFLICT', message: `A fee head named ${name} already exists.` })
    throw error
  }
}

export async function createHead(db: Db, input: In<typeof createHeadSchema>) {
  const sortOrder =
    input.sortOrder ?? ((await db.feeHead.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? 0) + 10
  return headConflict(input.name, () =>
    db.feeHead.create({
      data: { name: input.name, description: input.description || null, sortOrder },
      select: { id: true, name: true, description: true, sortOrder: true, archived: true },
    }),
  )
}

export async function updateHead(db: Db, input: In<typeof updateHeadSchema>) {
  if (!(await db.feeHead.findUnique({ where: { id: input.id }, select: { id: true } }))) notFound('Fee head not found.')
  return headConflict(input.name, () =>
    db.feeHead.update({
      where: { id: input.id },
      data: {
        name: input.name,
        description: input.description || null,
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
      },
      select: { id: true, name: true, description: true, sortOrder: true, archived: true },
    }),
  )
}

export async function archiveHead(db: Db, input: In<typeof archiveHeadSchema>) {
  const { count } = await db.feeHead.updateMany({ where: { id: input.id }, data: { archived: input.archived } })
  if (count === 0) notFound('Fee head not found.')
  return { id: input.id, archived: input.archived }
}

// ---------- terms ----------

const termSelect = {
  id: true,
  yearId: true,
  name: true,
  dueDate: true,
  sortOrder: true,
  graceDays: true,
  fineKind: true,
  fineAmountPaise: true,
  fineCapPaise: true,
  issuedAt: true,
} as const

export async function listTerms(db: Db, yearId: string | undefined) {
  const year = await yearOrCurrent(db, yearId)
  const terms = (
    await db.feeTerm.findMany({
      where: { yearId: year.id },
      orderBy: [{ dueDate: 'asc' }, { sortOrder: 'asc' }],
      select: termSelect,
    })
  ).map(fineRuleOf)
  const counts = await db.feeCharge.groupBy({
    by: ['termId'],
    where: { termId: { in: terms.map((term) => term.id) } },
    _count: { _all: true },
  })
  const chargeCount = new Map(counts.map((row) => [row.termId, row._count._all]))
  return {
    year: { id: year.id, name: year.name, isCurrent: year.isCurrent },
    terms: terms.map((term) => ({ ...term, chargeCount: chargeCount.get(term.id) ?? 0 })),
  }
}

function checkRule(input: { fineKind: string; fineAmountPaise: number; fineCapPaise?: number | null }) {
  if (input.fineKind !== 'none' && input.fineAmountPaise <= 0)
    badRequest('Give the late fee amount, or choose no late fee.')
}

function termConflict<T>(name: string, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (uniqueViolationText(error) !== null)
      throw new TRPCError({ code: 'CONFLICT', message: `This year already has a term named ${name}.` })
    throw error
  })
}

/** A term's due date lies in its academic year (1 April to 31 March). */
function checkDueDate(year: { name: string; startDate: string; endDate: string }, dueDate: string) {
  if (dueDate < year.startDate || dueDate > year.endDate) {
    badRequest(
      `The due date must fall within the ${year.name} academic year (${formatDateKeyNumeric(year.startDate)} to ${formatDateKeyNumeric(year.endDate)}).`,
    )
  }
}

const ruleBelowPaidMessage =
  'This change would bring some late fees below what has already been paid or waived for them. Void those payments or revoke those waivers first.'

export async function createTerm(db: Db, input: In<typeof createTermSchema>) {
  checkRule(input)
  const year = await yearOrCurrent(db, input.yearId)
  checkDueDate(year, input.dueDate)
  return termConflict(input.name, async () =>
    fineRuleOf(
      await db.feeTerm.create({
        data: {
          yearId: year.id,
          name: input.name,
          dueDate: input.dueDate,
          sortOrder: input.sortOrder ?? 0,
          graceDays: input.graceDays,
          fineKind: input.fineKind,
          fineAmountPaise: input.fineKind === 'none' ? 0 : input.fineAmountPaise,
          fineCapPaise: input.fineCapPaise ?? null,
        },
        select: termSelect,
      }),
    ),
  )
}

export async function updateTerm({ db, now }: FeeDeps, input: In<typeof updateTermSchema>) {
  checkRule(input)
  const existing = await db.feeTerm.findUnique({ where: { id: input.id }, select: { id: true, year: true } })
  if (!existing) notFound('Term not found.')
  checkDueDate(existing.year, input.dueDate)
  return termConflict(input.name, () =>
    transaction(db, async (tx) => {
      // Written first: its row lock makes payments, waivers and concessions of this term (lockTermsOf) wait.
      const term = await tx.feeTerm.update({
        where: { id: input.id },
        data: {
          name: input.name,
          dueDate: input.dueDate,
          ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
          graceDays: input.graceDays,
          fineKind: input.fineKind,
          fineAmountPaise: input.fineKind === 'none' ? 0 : input.fineAmountPaise,
          fineCapPaise: input.fineCapPaise ?? null,
        },
        select: termSelect,
      })
      // A gentler rule (a later due date, more grace days, a smaller fine or cap) may not leave a late fee that was
      // already paid or waived above the new fine: the ledger would owe the student money.
      const finesPaid = await tx.feeAllocation.findMany({
        where: { termId: input.id, kind: 'fine', voidedAt: null },
        select: { studentId: true },
        distinct: ['studentId'],
      })
      const finesWaived = await tx.feeFineWaiver.findMany({
        where: { termId: input.id },
        select: { studentId: true },
        distinct: ['studentId'],
      })
      const studentIds = [...new Set([...finesPaid, ...finesWaived].map((row) => row.studentId))]
      if (studentIds.length > 0) {
        const ledgers = await computeLedgers(tx, { studentIds, termIds: [input.id], asOf: schoolToday(now) })
        if ([...ledgers.values()].some(hasNegativeLine)) badRequest(ruleBelowPaidMessage)
      }
      return fineRuleOf(term)
    }),
  )
}

async function findTerm(db: Db, termId: string) {
  const term = await db.feeTerm.findUnique({ where: { id: termId }, include: { year: true } })
  if (!term) notFound('Term not found.')
  return term
}

// ---------- structure ----------

export async function getStructure(db: Db, input: { yearId?: string; className: string }) {
  const year = await yearOrCurrent(db, input.yearId)
  const terms = await db.feeTerm.findMany({
    where: { yearId: year.id },
    orderBy: [{ dueDate: 'asc' }, { sortOrder: 'asc' }],
    select: { id: true, name: true, dueDate: true, issuedAt: true },
  })
  const cells = (
    await db.feeStructureItem.findMany({
      where: { termId: { in: terms.map((term) => term.id) }, className: input.className },
      select: { termId: true, headId: true, amountPaise: true },
    })
  ).map((cell) => ({ ...cell, amountPaise: toPaise(cell.amountPaise) }))
  const usedHeads = new Set(cells.map((cell) => cell.headId))
  const heads = (await listHeads(db, true)).filter((head) => !head.archived || usedHeads.has(head.id))
  const termTotals = terms.map((term) => ({
    termId: term.id,
    totalPaise: cells.filter((cell) => cell.termId === term.id).reduce((sum, cell) => sum + cell.amountPaise, 0),
  }))
  return {
    year: { id: year.id, name: year.name },
    className: input.className,
    classLabel: classLabel(input.className),
    terms,
    heads,
    cells,
    termTotals,
    totalPaise: termTotals.reduce((sum, term) => sum + term.totalPaise, 0),
  }
}

/** Sets one cell (0 removes it). Issued charges keep their amounts: they were copied when the term was issued. */
export async function setStructureCell(db: Db, input: In<typeof structureSetSchema>) {
  await findTerm(db, input.termId)
  const head = await db.feeHead.findUnique({ where: { id: input.headId } })
  if (!head) notFound('Fee head not found.')
  const key = { termId_className_headId: { termId: input.termId, className: input.className, headId: input.headId } }
  if (input.amountPaise === 0) {
    await db.feeStructureItem.deleteMany({
      where: { termId: input.termId, className: input.className, headId: input.headId },
    })
    return { ...input }
  }
  if (head.archived) badRequest('This fee head is archived. Restore it before adding it to a structure.')
  await db.feeStructureItem.upsert({
    where: key,
    create: { termId: input.termId, className: input.className, headId: input.headId, amountPaise: input.amountPaise },
    update: { amountPaise: input.amountPaise },
  })
  return { ...input }
}

// ---------- enrolments ----------

export async function setEnrolment({ db, now }: FeeDeps, input: In<typeof setEnrolmentSchema>, actor: FeeActor | null) {
  const year = await yearOrCurrent(db, input.yearId)
  const student = await db.student.findUnique({
    where: { userId: input.studentId },
    select: { userId: true, firstName: true, lastName: true },
  })
  if (!student) notFound('Student not found.')
  const data = { className: input.className, section: input.section || null, rollNumber: input.rollNumber ?? null }
  const enrolment = await db.enrolment.upsert({
    where: { studentId_yearId: { studentId: input.studentId, yearId: year.id } },
    create: { studentId: input.studentId, yearId: year.id, ...data, createdAt: now() },
    update: data,
    select: { id: true, studentId: true, yearId: true, className: true, section: true, rollNumber: true },
  })
  if (actor) {
    await writeAuditLog(db, {
      actor,
      action: 'fees.enrolment_set',
      target: { type: 'student', id: input.studentId, label: displayName(student) },
      details: { year: year.name, className: input.className, section: data.section, rollNumber: data.rollNumber },
      at: now(),
    })
  }
  return { ...enrolment, yearName: year.name }
}

export async function listEnrolments(db: Db, input: { yearId?: string; className?: string }) {
  const year = await yearOrCurrent(db, input.yearId)
  const rows = await db.enrolment.findMany({
    where: { yearId: year.id, ...(input.className ? { className: input.className } : {}) },
    select: {
      studentId: true,
      className: true,
      section: true,
      rollNumber: true,
      student: { select: { firstName: true, lastName: true, user: { select: { uniqueId: true } } } },
    },
    orderBy: [{ className: 'asc' }, { section: 'asc' }, { rollNumber: 'asc' }],
    take: 2000,
  })
  return {
    year: { id: year.id, name: year.name },
    items: rows.map((row) => ({
      studentId: row.studentId,
      name: displayName(row.student),
      schoolId: row.student.user.uniqueId,
      className: row.className,
      section: row.section,
      rollNumber: row.rollNumber,
    })),
  }
}

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
  const studentById = new Map(students.map((student) => [student.userId, student]))
  const headName = new Map(heads.map((head) => [head.id, head.name]))
  return rows.map((row) => {
    const student = studentById.get(row.studentId)
    const amountPaise = toPaiseOrNull(row.amountPaise)
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
      /** "10% of Tuition", "₹500.00 per term off the whole fee" */
      summary: `${row.kind === 'percent' ? `${row.percent}%` : `${formatPaise(amountPaise ?? 0)} per term`} ${row.headId ? `of ${headName.get(row.headId) ?? 'one head'}` : 'off the whole fee'}`,
      reason: row.reason,
      approvedByName: row.approvedByName,
      createdAt: row.createdAt,
      revokedAt: row.revokedAt,
      revokedByName: row.revokedByName,
      revokeReason: row.revokeReason,
    }
  })
}

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
  if (!student) notFound('Student not found.')
  if (input.headId && !(await db.feeHead.findUnique({ where: { id: input.headId }, select: { id: true } })))
    notFound('Fee head not found.')
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
    if (hasNegativeLine(ledger)) badRequest(concessionAbovePaidMessage)
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
    if (!row) notFound('Concession not found.')
    if (row.revokedAt) badRequest('This concession was already revoked.')
    const { count } = await tx.feeConcession.updateMany({
      where: { id: input.id, revokedAt: null },
      data: { revokedAt: now(), revokedById: actor.id, revokedByName: displayName(actor), revokeReason: input.reason },
    })
    if (count === 0) badRequest('This concession was already revoked.')
    // The student's name at the time, so the audit log reads "revoked a fee concession of Aoli Jamir" (issue 16 item 6).
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

// ---------- issuing a term ----------

async function pendingCharges(db: Db, termId: string) {
  const term = await findTerm(db, termId)
  const enrolments = await db.enrolment.findMany({
    where: { yearId: term.yearId, student: { user: { isActive: true } } },
    select: { studentId: true, className: true },
  })
  const charged = await db.feeCharge.findMany({
    where: { termId },
    distinct: ['studentId'],
    select: { studentId: true },
  })
  const already = new Set(charged.map((row) => row.studentId))
  const items = (
    await db.feeStructureItem.findMany({
      where: { termId, head: { archived: false } },
      select: { className: true, headId: true, amountPaise: true },
    })
  ).map((item) => ({ ...item, amountPaise: toPaise(item.amountPaise) }))
  const byClass = new Map<string, typeof items>()
  for (const item of items) byClass.set(item.className, [...(byClass.get(item.className) ?? []), item])
  const charges: { studentId: string; termId: string; headId: string; className: string; amountPaise: number }[] = []
  const students = new Set<string>()
  const classesWithoutStructure = new Set<string>()
  let skipped = 0
  for (const enrolment of enrolments) {
    if (already.has(enrolment.studentId)) continue
    const classItems = byClass.get(enrolment.className) ?? []
    if (classItems.length === 0) {
      skipped += 1
      classesWithoutStructure.add(enrolment.className)
      continue
    }
    students.add(enrolment.studentId)
    for (const item of classItems)
      charges.push({
        studentId: enrolment.studentId,
        termId,
        headId: item.headId,
        className: enrolment.className,
        amountPaise: item.amountPaise,
      })
  }
  return {
    term,
    charges,
    preview: {
      termId,
      termName: term.name,
      students: students.size,
      charges: charges.length,
      totalPaise: charges.reduce((sum, charge) => sum + charge.amountPaise, 0),
      alreadyIssued: already.size,
      skippedWithoutStructure: skipped,
      classesWithoutStructure: [...classesWithoutStructure].map(classLabel),
    },
  }
}

/** "Term 2 fees are due": one bell line per student charged in this issue, with their gross amount and due date. */
function dueNotifications(
  term: { name: string; dueDate: string; year: { name: string } },
  charges: readonly { studentId: string; amountPaise: number }[],
) {
  const totals = new Map<string, number>()
  for (const charge of charges) totals.set(charge.studentId, (totals.get(charge.studentId) ?? 0) + charge.amountPaise)
  return [...totals].map(([studentId, totalPaise]) => ({
    studentId,
    notification: {
      kind: 'fee_due' as const,
      title: `${term.name} fees due by ${formatDateKeyNumeric(term.dueDate)}`,
      body: `${formatPaise(totalPaise)} for ${term.name} ${term.year.name}, before any concession. See the fee portal for what is due.`,
      link: `/fee-portal/student-dashboard?child=${studentId}`,
    },
  }))
}

export async function issuePreview(db: Db, termId: string) {
  return (await pendingCharges(db, termId)).preview
}

/** Adds charges for enrolled students who have none in the term yet; issuing again adds only the newcomers. */
export async function issueTerm({ db, now }: FeeDeps, termId: string, actor: FeeActor) {
  try {
    return await transaction(db, async (tx) => {
      const { term, charges, preview } = await pendingCharges(tx, termId)
      if (charges.length > 0)
        await tx.feeCharge.createMany({ data: charges.map((charge) => ({ ...charge, createdAt: now() })) })
      if (!term.issuedAt) await tx.feeTerm.update({ where: { id: termId }, data: { issuedAt: now() } })
      // Each newly charged student and their guardians hear once (issuing again reaches only the newcomers).
      await notifyEachFamily(tx, dueNotifications(term, charges), now())
      await writeAuditLog(tx, {
        actor,
        action: 'fees.term_issue',
        target: { type: 'fee_term', id: termId, label: `${term.year.name} ${term.name}` },
        details: { students: preview.students, charges: preview.charges, totalPaise: preview.totalPaise },
        at: now(),
      })
      return preview
    })
  } catch (error) {
    if (uniqueViolationText(error) !== null)
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This term is being issued by someone else right now. Refresh and try again.',
      })
    throw error
  }
}

// ---------- fine waivers ----------

export async function waiveFine({ db, now }: FeeDeps, input: In<typeof waiveFineSchema>, actor: FeeActor) {
  const student = await db.student.findUnique({
    where: { userId: input.studentId },
    select: { firstName: true, lastName: true },
  })
  if (!student) notFound('Student not found.')
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
      badRequest(
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
