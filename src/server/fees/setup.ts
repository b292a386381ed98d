// Server-only: the admin's fee set-up: heads, terms and their late-fee rules, the structure and enrolments.
// Years are in years.ts, concessions and waivers in concessions.ts, issuing a term in issue.ts.
import { badRequest, conflict, notFound } from '~/server/errors'
import type { z } from 'zod'
import { writeAuditLog } from '~/server/auth/audit-log'
import { uniqueViolationText } from '~/server/auth/prisma-errors'
import { formatDateKeyNumeric } from '~/shared/dates'
import { toPaise } from '~/server/paise'
import { displayName } from '~/shared/names'
import {
  classLabel,
  type archiveHeadSchema,
  type createHeadSchema,
  type createTermSchema,
  type setEnrolmentSchema,
  type structureSetSchema,
  type updateHeadSchema,
  type updateTermSchema,
} from '~/shared/fees'
import { schoolToday, transaction, yearOrCurrent, type FeeActor, type FeeDeps } from './common'
import { computeLedgers, fineRuleOf, hasNegativeLine, type Db } from './ledger'

type In<T extends z.ZodType> = z.output<T>

// ---------- heads ----------

export async function listHeads(db: Db, includeArchived = false) {
  return db.feeHead.findMany({
    where: includeArchived ? {} : { archived: false },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    select: { id: true, name: true, description: true, sortOrder: true, archived: true, optional: true },
  })
}

async function headConflict<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (uniqueViolationText(error) !== null) throw conflict(`A fee head named ${name} already exists.`)
    throw error
  }
}

export async function createHead(db: Db, input: In<typeof createHeadSchema>) {
  const sortOrder =
    input.sortOrder ?? ((await db.feeHead.aggregate({ _max: { sortOrder: true } }))._max.sortOrder ?? 0) + 10
  return headConflict(input.name, () =>
    db.feeHead.create({
      data: { name: input.name, description: input.description || null, sortOrder, optional: input.optional ?? false },
      select: { id: true, name: true, description: true, sortOrder: true, archived: true, optional: true },
    }),
  )
}

export async function updateHead(db: Db, input: In<typeof updateHeadSchema>) {
  if (!(await db.feeHead.findUnique({ where: { id: input.id }, select: { id: true } })))
    throw notFound('Fee head not found.')
  return headConflict(input.name, () =>
    db.feeHead.update({
      where: { id: input.id },
      data: {
        name: input.name,
        description: input.description || null,
        ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
        ...(input.optional !== undefined ? { optional: input.optional } : {}),
      },
      select: { id: true, name: true, description: true, sortOrder: true, archived: true, optional: true },
    }),
  )
}

export async function archiveHead(db: Db, input: In<typeof archiveHeadSchema>) {
  const { count } = await db.feeHead.updateMany({ where: { id: input.id }, data: { archived: input.archived } })
  if (count === 0) throw notFound('Fee head not found.')
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
    throw badRequest('Give the late fee amount, or choose no late fee.')
}

function termConflict<T>(name: string, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (uniqueViolationText(error) !== null) throw conflict(`This year already has a term named ${name}.`)
    throw error
  })
}

/** A term's due date lies in its academic year (1 April to 31 March). */
function checkDueDate(year: { name: string; startDate: string; endDate: string }, dueDate: string) {
  if (dueDate < year.startDate || dueDate > year.endDate) {
    throw badRequest(
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
  if (!existing) throw notFound('Term not found.')
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
        if ([...ledgers.values()].some(hasNegativeLine)) throw badRequest(ruleBelowPaidMessage)
      }
      return fineRuleOf(term)
    }),
  )
}

export async function findTerm(db: Db, termId: string) {
  const term = await db.feeTerm.findUnique({ where: { id: termId }, include: { year: true } })
  if (!term) throw notFound('Term not found.')
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
  if (!head) throw notFound('Fee head not found.')
  const key = { termId_className_headId: { termId: input.termId, className: input.className, headId: input.headId } }
  if (input.amountPaise === 0) {
    await db.feeStructureItem.deleteMany({
      where: { termId: input.termId, className: input.className, headId: input.headId },
    })
    return { ...input }
  }
  if (head.archived) throw badRequest('This fee head is archived. Restore it before adding it to a structure.')
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
  if (!student) throw notFound('Student not found.')
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
