// Server-only: the cashier's counter. Search, a student's dues with siblings, collecting a (family) payment with
// a gap-free receipt number taken in the payment's own transaction. Voids: counter-void.ts; the receipt:
// receipt-view.ts.
import { badRequest, forbidden, notFound } from '~/server/errors'
import type { z } from 'zod'
import { containsInsensitive } from '~/server/db'
import { studentContactSelect } from '~/server/auth/user-selects'
import { addDays, formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { displayName } from '~/shared/names'
import { classLabel, isInstrumentMode, type collectSchema } from '~/shared/fees'
import { isStaleInstrument, recordBalanceAfter } from './instruments'
import { queueReceiptMessages } from './family-messages'
import { logError } from '~/server/request-log'
import { AllocationError, allocateOldestFirst, checkAllocations, type Allocation } from '~/shared/fees-ledger'
import {
  lockCashier,
  lockStudents,
  lockTermsOf,
  schoolToday,
  studentNotFoundMessage,
  transaction,
  writeReceipt,
  type FeeActor,
  type ReceiptRow,
  type FeeDeps,
} from './common'
import { computeLedgers, duesLines, hasNegativeLine, lateFeesOwedPaise, type Db, zeroTotals } from './ledger'
import { describeConcessions } from './concessions'
import { creditBalances, studentCredit } from './credit'
import { oneOffCharges } from './one-off'

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
  if (!row) throw notFound(studentNotFoundMessage)
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
  const credits = await creditBalances(db, [studentId, ...siblings])
  return {
    asOf,
    student: profile,
    /** The student's credit (advance) and its movements; each sibling's balance is on the sibling. */
    credit: await studentCredit(db, studentId),
    oneOffs: await oneOffCharges(db, studentId),
    terms: ledger?.terms ?? [],
    lateFeesOwedPaise: lateFeesOwedPaise(ledger?.terms),
    totals: ledger?.totals ?? zeroTotals(),
    concessions: await describeConcessions(db, concessions),
    siblings: siblingProfiles.map((sibling) => ({
      ...sibling,
      outstandingPaise: ledgers.get(sibling.studentId)?.totals.outstandingPaise ?? 0,
      creditPaise: credits.get(sibling.studentId) ?? 0,
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
  nextDay: 'Only an administrator can take a payment into the next day.',
  future: 'A payment cannot be dated in the future.',
  nothingDue: (name: string) => `Nothing is due for ${name}.`,
  aboveDue: (amount: number, due: number, name: string) =>
    `${formatPaise(amount)} is more than the ${formatPaise(due)} due for ${name}.`,
  allocationUnknown: 'The allocation names a fee that is not due. Refresh the student and try again.',
  allocationAboveLine: 'An allocation is more than that fee still owes.',
  allocationSum: (name: string) => `The allocation for ${name} must add up to the amount paid.`,
  dayClosed: 'You have closed this day: its cash is counted. Ask an administrator to record this payment.',
  notFamily:
    'One receipt can cover only brothers and sisters linked to the same guardian; a matching parent phone or e-mail is not enough. Take a separate receipt for each student, or ask an administrator to link them to their guardian under User Management first.',
  noYear: (date: string) =>
    `No academic year covers ${formatDateKeyNumeric(date)}. An administrator adds it under Fees set-up.`,
  staleCheque: 'A cheque or draft dated more than three months before the payment is stale: a bank will not pay it.',
  clearsPaidFine: (date: string) =>
    `Dated ${formatDateKeyNumeric(date)}, this payment would settle the fees before their late fee began, but that late fee has already been paid or waived. Record it on a later date, or void the late-fee payment first.`,
}

type CollectInput = z.output<typeof collectSchema>

/** The academic year a school date falls in: its receipts are numbered in that year. */
export async function yearForDate(db: Db, date: string) {
  const year = await db.academicYear.findFirst({ where: { startDate: { lte: date }, endDate: { gte: date } } })
  if (!year) throw badRequest(collectMessages.noYear(date))
  return year
}

/**
 * One receipt for one or several students. Inside one transaction: the students' rows are locked, their dues
 * are read again as of the payment date, every amount is checked against them, the year's counter row is
 * incremented (its new value is this receipt's number) and the receipt and its allocations are written.
 */
export async function collectPayment(
  { db, now, appOrigin }: FeeDeps & { appOrigin?: string },
  input: CollectInput,
  actor: FeeActor,
) {
  const today = schoolToday(now)
  if (input.nextDay && actor.role !== 'admin') throw forbidden(collectMessages.nextDay)
  // An administrator's choice for a payment after the close: dated and counted the next day.
  const date = input.nextDay ? addDays(today, 1) : (input.date ?? today)
  if (date > today && !input.nextDay) throw badRequest(collectMessages.future)
  if (date !== today && actor.role !== 'admin') throw forbidden(collectMessages.otherDay)
  const instrument = isInstrumentMode(input.mode) ? { bank: input.bank!, date: input.instrumentDate! } : undefined
  if (instrument && isStaleInstrument(instrument.date, date)) throw badRequest(collectMessages.staleCheque)
  const studentIds = input.students.map((s) => s.studentId)
  const profiles = await db.student.findMany({
    where: { userId: { in: studentIds } },
    select: { userId: true, firstName: true, lastName: true },
  })
  if (profiles.length !== studentIds.length) throw notFound(studentNotFoundMessage)
  // A family receipt is shown to every family on it (student and parent views, the PDF, the bell): the students
  // must share a guardian, never merely a phone number.
  if (studentIds.length > 1) {
    const family = new Set(await siblingIds(db, studentIds[0]!))
    if (studentIds.slice(1).some((id) => !family.has(id))) throw badRequest(collectMessages.notFamily)
  }
  const nameOf = new Map(profiles.map((p) => [p.userId, displayName(p)]))
  const year = await yearForDate(db, date)

  const receipt = await transaction(db, async (tx) => {
    // A closed day's count stays true: its cashier takes no more payments on it. Checked under the cashier's lock,
    // so a close running at the same moment either counts this payment or makes it wait and refuses it.
    await lockCashier(tx, actor.id)
    if (
      await tx.feeDayClose.findUnique({
        where: { date_cashierId: { date, cashierId: actor.id } },
        select: { id: true },
      })
    )
      throw badRequest(collectMessages.dayClosed)
    await lockStudents(tx, studentIds)
    await lockTermsOf(tx, studentIds)
    const ledgers = await computeLedgers(tx, { studentIds, asOf: date })
    const rows: ReceiptRow[] = []
    const advances: { studentId: string; amountPaise: number }[] = []
    for (const entry of input.students) {
      const ledger = ledgers.get(entry.studentId)
      const lines = duesLines(ledger)
      const due = lines.reduce((sum, line) => sum + Math.max(0, line.outstandingPaise), 0)
      const name = nameOf.get(entry.studentId)!
      // Above the dues: refused, unless the cashier keeps the excess as the student's credit.
      const toDues = input.keepExcessAsAdvance ? Math.min(entry.amountPaise, due) : entry.amountPaise
      if (toDues < entry.amountPaise)
        advances.push({ studentId: entry.studentId, amountPaise: entry.amountPaise - toDues })
      if (toDues === 0) continue
      if (due === 0) throw badRequest(collectMessages.nothingDue(name))
      if (entry.amountPaise > due && !input.keepExcessAsAdvance)
        throw badRequest(collectMessages.aboveDue(entry.amountPaise, due, name))
      let allocations: Allocation[]
      if (entry.allocations && entry.allocations.length > 0) {
        const problem = checkAllocations(lines, entry.allocations, toDues)
        if (problem === 'unknown-line') throw badRequest(collectMessages.allocationUnknown)
        if (problem === 'above-line') throw badRequest(collectMessages.allocationAboveLine)
        if (problem === 'sum') throw badRequest(collectMessages.allocationSum(name))
        allocations = entry.allocations
      } else {
        try {
          allocations = allocateOldestFirst(lines, toDues)
        } catch (error) {
          if (error instanceof AllocationError) throw badRequest(collectMessages.aboveDue(entry.amountPaise, due, name))
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
    const receipt = await writeReceipt(tx, {
      year,
      date,
      mode: input.mode,
      reference: input.mode === 'cash' ? input.reference || null : input.reference!,
      cashier: { id: actor.id, name: displayName(actor) },
      rows,
      advances,
      now,
      instrument,
    })
    await recordBalanceAfter(tx, receipt.id, studentIds, date)
    // An earlier date clears a term earlier, which can shrink its late fee below what was already paid or waived
    // for it: then the ledger would owe the student money, so the payment is refused (and its number released).
    if (date !== today && [...(await computeLedgers(tx, { studentIds, asOf: today })).values()].some(hasNegativeLine))
      throw badRequest(collectMessages.clearsPaidFine(date))
    return receipt
  })
  // The receipt's message to each family, queued once it is written (the queue writes in a transaction of its own);
  // the worker sends it on the family's channels. A failed write never undoes the payment.
  await queueReceiptMessages(
    { db, now, appOrigin },
    { id: receipt.id, numberText: receipt.numberText, date: formatDateKeyNumeric(date) },
    'paid',
    input.students.map((s) => ({
      studentId: s.studentId,
      name: nameOf.get(s.studentId)!,
      amount: formatPaise(s.amountPaise),
    })),
    'at the school counter',
  ).catch((error: unknown) => logError('[fees] could not queue the receipt messages', error))
  return receipt
}
