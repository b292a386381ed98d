// Server-only: the cashier's counter. Search, a student's dues with siblings, collecting a (family) payment with
// a gap-free receipt number taken in the payment's own transaction, voiding, and the receipt as shown/printed.
import { TRPCError } from '@trpc/server'
import type { z } from 'zod'
import { writeAuditLog } from '~/server/auth/audit-log'
import { containsInsensitive } from '~/server/db'
import { studentContactSelect } from '~/server/auth/user-selects'
import { formatDateKeyNumeric } from '~/shared/dates'
import { amountInWords, formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import { classLabel, formatReceiptNumber, paymentModeLabels, type collectSchema, type PaymentMode } from '~/shared/fees'
import { AllocationError, allocateOldestFirst, checkAllocations, type Allocation } from '~/shared/fees-ledger'
import type { ReceiptDocument } from '~/shared/receipt'
import {
  badRequest,
  lockCashier,
  lockStudents,
  lockTermsOf,
  notFound,
  schoolToday,
  studentNotFoundMessage,
  transaction,
  type FeeActor,
  type FeeDeps,
} from './common'
import { toPaise } from '~/server/paise'
import { compareKeys, computeLedgers, duesLines, hasNegativeLine, type Db } from './ledger'
import { describeConcessions } from './setup'

// ---------- search ----------

export type CounterMatch = {
  studentId: string
  name: string
  schoolId: string | null
  className: string | null
  classLabel: string | null
  section: string | null
  parentName: string | null
  parentPhone: string | null
}

/** Up to 10 students whose name, school ID or parent phone contains what was typed. */
export async function searchStudents(db: Db, q: string): Promise<CounterMatch[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 4)
  const digits = q.replace(/\D/g, '')
  const nameMatch = words.map((word) => ({
    OR: [{ firstName: containsInsensitive(word) }, { lastName: containsInsensitive(word) }],
  }))
  // Phones are stored as typed ('+91 94361 22810'): compare digits only, so '9436122810' finds it too.
  const phoneIds =
    digits.length >= 3
      ? (
          await db.$queryRaw<{ user_id: string }[]>`SELECT user_id FROM students
            WHERE REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(parent_phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '') LIKE ${`%${digits}%`}
            LIMIT 10`
        ).map((row) => row.user_id)
      : []
  const rows = await db.student.findMany({
    where: {
      user: { isActive: true },
      OR: [
        { AND: nameMatch },
        { user: { uniqueId: containsInsensitive(q.trim()) } },
        ...(phoneIds.length ? [{ userId: { in: phoneIds } }] : []),
      ],
    },
    select: {
      ...studentContactSelect,
      user: { select: { uniqueId: true } },
      enrolments: { select: { className: true, section: true, year: { select: { isCurrent: true } } } },
    },
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }],
    take: 10,
  })
  return rows.map((row) => {
    const enrolment = row.enrolments.find((e) => e.year.isCurrent) ?? null
    return {
      studentId: row.userId,
      name: displayName(row),
      schoolId: row.user.uniqueId,
      className: enrolment?.className ?? null,
      classLabel: enrolment ? classLabel(enrolment.className) : null,
      section: enrolment?.section ?? null,
      parentName: row.parentName,
      parentPhone: row.parentPhone,
    }
  })
}

// ---------- one student ----------

export async function studentProfile(db: Db, studentId: string) {
  const row = await db.student.findUnique({
    where: { userId: studentId },
    select: {
      ...studentContactSelect,
      parentEmail: true,
      user: { select: { uniqueId: true, isActive: true } },
      enrolments: {
        select: {
          className: true,
          section: true,
          rollNumber: true,
          year: { select: { id: true, name: true, isCurrent: true } },
        },
      },
    },
  })
  if (!row) notFound(studentNotFoundMessage)
  const enrolment = row.enrolments.find((e) => e.year.isCurrent) ?? null
  return {
    studentId: row.userId,
    name: displayName(row),
    firstName: row.firstName,
    lastName: row.lastName,
    schoolId: row.user.uniqueId,
    isActive: row.user.isActive,
    parentName: row.parentName,
    parentPhone: row.parentPhone,
    parentEmail: row.parentEmail,
    className: enrolment?.className ?? null,
    classLabel: enrolment ? classLabel(enrolment.className) : null,
    section: enrolment?.section ?? null,
    rollNumber: enrolment?.rollNumber ?? null,
    yearName: enrolment?.year.name ?? null,
  }
}

/**
 * Brothers and sisters: the other active students linked to one of this student's guardians (the guardian link of
 * user management). Only they share a family receipt, whose every copy shows each child's fees.
 */
export async function siblingIds(db: Db, studentId: string): Promise<string[]> {
  const rows = await db.student.findMany({
    where: {
      user: { isActive: true, guardians: { some: { parent: { wards: { some: { studentId } } } } } },
      NOT: { userId: studentId },
    },
    select: { userId: true },
    orderBy: [{ firstName: 'asc' }],
    take: 10,
  })
  return rows.map((row) => row.userId)
}

/**
 * Students who only look like family: the same parent phone or parent e-mail on their records, but no shared
 * guardian. The counter mentions them so the cashier can open their dues; they cannot share a receipt.
 */
async function sameContactIds(
  db: Db,
  student: { studentId: string; parentEmail: string | null; parentPhone: string | null },
  siblings: readonly string[],
): Promise<string[]> {
  const or = [
    ...(student.parentEmail ? [{ parentEmail: student.parentEmail.toLowerCase() }] : []),
    ...(student.parentPhone ? [{ parentPhone: student.parentPhone }] : []),
  ]
  if (or.length === 0) return []
  const rows = await db.student.findMany({
    where: { OR: or, userId: { notIn: [student.studentId, ...siblings] }, user: { isActive: true } },
    select: { userId: true },
    orderBy: [{ firstName: 'asc' }],
    take: 10,
  })
  return rows.map((row) => row.userId)
}

/** Everything the counter shows for a student: profile, dues per term and head with fines as of today, siblings. */
export async function counterStudent({ db, now }: FeeDeps, studentId: string) {
  const profile = await studentProfile(db, studentId)
  const asOf = schoolToday(now)
  const siblings = await siblingIds(db, studentId)
  const lookAlikes = await sameContactIds(db, profile, siblings)
  const ledgers = await computeLedgers(db, { studentIds: [studentId, ...siblings], asOf })
  const siblingProfiles = await Promise.all(siblings.map((id) => studentProfile(db, id)))
  const lookAlikeProfiles = await Promise.all(lookAlikes.map((id) => studentProfile(db, id)))
  const concessions = await db.feeConcession.findMany({
    where: { studentId, revokedAt: null },
    orderBy: { createdAt: 'asc' },
  })
  const ledger = ledgers.get(studentId)
  return {
    asOf,
    student: profile,
    terms: ledger?.terms ?? [],
    totals: ledger?.totals ?? {
      chargedPaise: 0,
      concessionPaise: 0,
      finePaise: 0,
      waivedPaise: 0,
      paidPaise: 0,
      outstandingPaise: 0,
    },
    concessions: await describeConcessions(db, concessions),
    siblings: siblingProfiles.map((sibling) => ({
      ...sibling,
      outstandingPaise: ledgers.get(sibling.studentId)?.totals.outstandingPaise ?? 0,
      terms: ledgers.get(sibling.studentId)?.terms ?? [],
    })),
    /** Same parent phone or e-mail, no shared guardian: shown to open, never offered on a family receipt. */
    sameContact: lookAlikeProfiles.map(({ studentId: id, name, schoolId, classLabel, section, parentPhone }) => ({
      studentId: id,
      name,
      schoolId,
      classLabel,
      section,
      parentPhone,
    })),
  }
}

// ---------- collect ----------

export const collectMessages = {
  otherDay: 'Only an administrator can record a payment on another day.',
  future: 'A payment cannot be dated in the future.',
  nothingDue: (name: string) => `Nothing is due for ${name}.`,
  aboveDue: (amount: number, due: number, name: string) =>
    `${formatPaise(amount)} is more than the ${formatPaise(due)} due for ${name}.`,
  allocationUnknown: 'The allocation names a fee that is not due. Refresh the student and try again.',
  allocationAboveLine: 'An allocation is more than that fee still owes.',
  allocationSum: (name: string) => `The allocation for ${name} must add up to the amount paid.`,
  dayClosed: 'You have closed this day: its cash is counted. Ask an administrator to record this payment.',
  notFamily:
    'One receipt can cover only brothers and sisters linked to the same guardian; a matching parent phone or e-mail is not enough. Take a separate receipt for each student, or link them to their guardian under Users first.',
  noYear: (date: string) =>
    `No academic year covers ${formatDateKeyNumeric(date)}. An administrator adds it under Fees set-up.`,
  clearsPaidFine: (date: string) =>
    `Dated ${formatDateKeyNumeric(date)}, this payment would settle the fees before their late fee began, but that late fee has already been paid or waived. Record it on a later date, or void the late-fee payment first.`,
}

type CollectInput = z.output<typeof collectSchema>

/** The academic year a school date falls in: its receipts are numbered in that year. */
async function yearForDate(db: Db, date: string) {
  const year = await db.academicYear.findFirst({ where: { startDate: { lte: date }, endDate: { gte: date } } })
  if (!year) badRequest(collectMessages.noYear(date))
  return year
}

/**
 * One receipt for one or several students. Inside one transaction: the students' rows are locked, their dues
 * are read again as of the payment date, every amount is checked against them, the year's counter row is
 * incremented (its new value is this receipt's number) and the receipt and its allocations are written.
 */
export async function collectPayment({ db, now }: FeeDeps, input: CollectInput, actor: FeeActor) {
  const today = schoolToday(now)
  const date = input.date ?? today
  if (date > today) badRequest(collectMessages.future)
  if (date !== today && actor.role !== 'admin')
    throw new TRPCError({ code: 'FORBIDDEN', message: collectMessages.otherDay })
  const studentIds = input.students.map((s) => s.studentId)
  const profiles = await db.student.findMany({
    where: { userId: { in: studentIds } },
    select: { userId: true, firstName: true, lastName: true },
  })
  if (profiles.length !== studentIds.length) notFound(studentNotFoundMessage)
  // A family receipt is shown to every family on it (student and parent views, the PDF, the bell): the students
  // must share a guardian, never merely a phone number.
  if (studentIds.length > 1) {
    const family = new Set(await siblingIds(db, studentIds[0]!))
    if (studentIds.slice(1).some((id) => !family.has(id))) badRequest(collectMessages.notFamily)
  }
  const nameOf = new Map(profiles.map((p) => [p.userId, displayName(p)]))
  const year = await yearForDate(db, date)

  return transaction(db, async (tx) => {
    // A closed day's count stays true: its cashier takes no more payments on it. Checked under the cashier's lock,
    // so a close running at the same moment either counts this payment or makes it wait and refuses it.
    await lockCashier(tx, actor.id)
    if (
      await tx.feeDayClose.findUnique({
        where: { date_cashierId: { date, cashierId: actor.id } },
        select: { id: true },
      })
    )
      badRequest(collectMessages.dayClosed)
    await lockStudents(tx, studentIds)
    await lockTermsOf(tx, studentIds)
    const ledgers = await computeLedgers(tx, { studentIds, asOf: date })
    const rows: { studentId: string; termId: string; chargeId: string | null; kind: string; amountPaise: number }[] = []
    for (const entry of input.students) {
      const ledger = ledgers.get(entry.studentId)
      const lines = duesLines(ledger)
      const due = lines.reduce((sum, line) => sum + Math.max(0, line.outstandingPaise), 0)
      const name = nameOf.get(entry.studentId)!
      if (due === 0) badRequest(collectMessages.nothingDue(name))
      if (entry.amountPaise > due) badRequest(collectMessages.aboveDue(entry.amountPaise, due, name))
      let allocations: Allocation[]
      if (entry.allocations && entry.allocations.length > 0) {
        const problem = checkAllocations(lines, entry.allocations, entry.amountPaise)
        if (problem === 'unknown-line') badRequest(collectMessages.allocationUnknown)
        if (problem === 'above-line') badRequest(collectMessages.allocationAboveLine)
        if (problem === 'sum') badRequest(collectMessages.allocationSum(name))
        allocations = entry.allocations
      } else {
        try {
          allocations = allocateOldestFirst(lines, entry.amountPaise)
        } catch (error) {
          if (error instanceof AllocationError) badRequest(collectMessages.aboveDue(entry.amountPaise, due, name))
          throw error
        }
      }
      const lineByKey = new Map(
        ledger!.terms.flatMap((term) => term.lines.map((line) => [line.key, { termId: term.termId, line }] as const)),
      )
      for (const allocation of allocations) {
        const { termId, line } = lineByKey.get(allocation.key)!
        rows.push({
          studentId: entry.studentId,
          termId,
          chargeId: line.chargeId,
          kind: line.kind,
          amountPaise: allocation.amountPaise,
        })
      }
    }
    const totalPaise = rows.reduce((sum, row) => sum + row.amountPaise, 0)
    // The counter row: an atomic increment inside this transaction, so numbers are consecutive and never reused.
    const counter = await tx.academicYear.update({
      where: { id: year.id },
      data: { nextReceiptNumber: { increment: 1 } },
      select: { nextReceiptNumber: true },
    })
    const number = counter.nextReceiptNumber - 1
    const created = await tx.feeReceipt.create({
      data: {
        yearId: year.id,
        number,
        numberText: formatReceiptNumber(year.name, number),
        date,
        mode: input.mode,
        reference: input.mode === 'cash' ? input.reference || null : input.reference!,
        totalPaise,
        cashierId: actor.id,
        cashierName: displayName(actor),
        createdAt: now(),
      },
      select: { id: true, numberText: true, number: true, date: true },
    })
    const receipt = { ...created, totalPaise }
    await tx.feeAllocation.createMany({ data: rows.map((row) => ({ ...row, receiptId: receipt.id, date })) })
    // An earlier date clears a term earlier, which can shrink its late fee below what was already paid or waived
    // for it: then the ledger would owe the student money, so the payment is refused (and its number released).
    if (date !== today && [...(await computeLedgers(tx, { studentIds, asOf: today })).values()].some(hasNegativeLine))
      badRequest(collectMessages.clearsPaidFine(date))
    return receipt
  })
}

// ---------- void ----------

export const voidMessages = {
  already: 'This receipt is already void.',
  notOwn: 'A cashier can void only their own receipts. Ask an administrator.',
  notToday: 'A cashier can void only receipts of today. Ask an administrator.',
  closed: 'You have closed this day, so its receipts can no longer be voided by you. Ask an administrator.',
}

/** Why `actor` may not void the receipt (one of voidMessages), or null when they may. */
async function voidRefusal(
  db: Db,
  receipt: { cashierId: string; date: string; voidedAt: Date | null },
  actor: FeeActor,
  today: string,
): Promise<string | null> {
  if (receipt.voidedAt) return voidMessages.already
  if (actor.role === 'admin') return null
  if (receipt.cashierId !== actor.id) return voidMessages.notOwn
  if (receipt.date !== today) return voidMessages.notToday
  const closed = await db.feeDayClose.findUnique({
    where: { date_cashierId: { date: receipt.date, cashierId: actor.id } },
    select: { id: true },
  })
  return closed ? voidMessages.closed : null
}

export async function voidReceipt({ db, now }: FeeDeps, input: { receiptId: string; reason: string }, actor: FeeActor) {
  const today = schoolToday(now)
  return transaction(db, async (tx) => {
    // As a payment does: a cashier's void and the close of their day never interleave.
    await lockCashier(tx, actor.id)
    const row = await tx.feeReceipt.findUnique({ where: { id: input.receiptId } })
    if (!row) notFound('Receipt not found.')
    const receipt = { ...row, totalPaise: toPaise(row.totalPaise) }
    const refusal = await voidRefusal(tx, receipt, actor, today)
    if (refusal === voidMessages.already) badRequest(refusal)
    if (refusal) throw new TRPCError({ code: 'FORBIDDEN', message: refusal })
    const at = now()
    // The condition makes a second, concurrent void a no-op that is reported as such.
    const { count } = await tx.feeReceipt.updateMany({
      where: { id: receipt.id, voidedAt: null },
      data: { voidedAt: at, voidedById: actor.id, voidedByName: displayName(actor), voidReason: input.reason },
    })
    if (count === 0) badRequest(voidMessages.already)
    await tx.feeAllocation.updateMany({ where: { receiptId: receipt.id }, data: { voidedAt: at } })
    const students = await tx.feeAllocation.findMany({
      where: { receiptId: receipt.id },
      select: { studentId: true },
      distinct: ['studentId'],
    })
    await writeAuditLog(tx, {
      actor,
      action: 'fees.receipt_void',
      target: { type: 'fee_receipt', id: receipt.id, label: receipt.numberText },
      details: {
        reason: input.reason,
        totalPaise: receipt.totalPaise,
        date: receipt.date,
        cashier: receipt.cashierName,
      },
      at,
    })
    return {
      id: receipt.id,
      numberText: receipt.numberText,
      totalPaise: receipt.totalPaise,
      voidedAt: at,
      studentIds: students.map((row) => row.studentId),
    }
  })
}

// ---------- the receipt ----------

export type ReceiptView = Omit<ReceiptDocument, 'students'> & {
  id: string
  yearId: string
  mode: PaymentMode
  createdAt: Date
  cashierId: string
  amountInWords: string
  students: (ReceiptDocument['students'][number] & { studentId: string; amountPaise: number })[]
}

/**
 * A receipt at the counter: what it shows, and why this cashier may not void it (null when they may), so the
 * screen offers Void only where it would work and says who can instead.
 */
export async function counterReceipt({ db, now }: FeeDeps, id: string, actor: FeeActor) {
  const view = await receiptView(db, id)
  const receipt = { cashierId: view.cashierId, date: view.date, voidedAt: view.void?.at ?? null }
  return { ...view, voidRefusal: await voidRefusal(db, receipt, actor, schoolToday(now)) }
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
          charge: { select: { className: true, head: { select: { name: true, sortOrder: true } } } },
        },
      },
    },
  })
  if (!receipt) notFound('Receipt not found.')
  const totalPaise = toPaise(receipt.totalPaise)
  const receiptAllocations = receipt.allocations.map((a) => ({ ...a, amountPaise: toPaise(a.amountPaise) }))
  const studentIds = [...new Set(receiptAllocations.map((a) => a.studentId))]
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
    void: receipt.voidedAt
      ? { reason: receipt.voidReason ?? '', byName: receipt.voidedByName ?? '', at: receipt.voidedAt }
      : null,
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
        lines: allocations.map((a) => ({
          term: termById.get(a.termId)?.name ?? 'Term',
          label: a.kind === 'fine' ? 'Late fee' : (a.charge?.head.name ?? 'Fee'),
          amountPaise: a.amountPaise,
        })),
        concessionPaise: [...paidChargeIds].reduce(
          (sum, chargeId) => sum + (ledgerLines.get(chargeId)?.concessionPaise ?? 0),
          0,
        ),
        amountPaise: allocations.reduce((sum, a) => sum + a.amountPaise, 0),
      }
    }),
  }
  return view
}
