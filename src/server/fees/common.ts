// Server-only helpers shared by the fee services.
import { badRequest, notFound } from '~/server/errors'
import type { AuditActor } from '~/server/auth/audit-log'
import type { Clock } from '~/server/clock'
import type { Role } from '~/shared/roles'
import { dateKeyOf } from '~/shared/dates'
import { displayName } from '~/shared/names'
import { formatReceiptNumber } from '~/shared/fees'
import type { Db } from './ledger'

export type FeeActor = AuditActor & { role: Role }
export type FeeDeps = { db: Db; now: Clock }

/** Interactive transactions wait their turn on SQLite's single connection: give a busy counter room. */
export const transactionOptions = { maxWait: 20_000, timeout: 20_000 } as const

export const noCurrentYearMessage = 'No academic year is set as current. An administrator sets one under Fees set-up.'
export const studentNotFoundMessage = 'Student not found.'

export function schoolToday(now: Clock): string {
  return dateKeyOf(now())
}

export async function currentYear(db: Db) {
  const year = await db.academicYear.findFirst({ where: { isCurrent: true } })
  if (!year) throw badRequest(noCurrentYearMessage)
  return year
}

/** The given year, or the current one. */
export async function yearOrCurrent(db: Db, yearId: string | undefined) {
  if (!yearId) return currentYear(db)
  const year = await db.academicYear.findUnique({ where: { id: yearId } })
  if (!year) throw notFound('Academic year not found.')
  return year
}

/** A receipt as listed (history, reports), newest first. */
export const receiptListSelect = {
  id: true,
  numberText: true,
  date: true,
  mode: true,
  reference: true,
  totalPaise: true,
  cashierName: true,
  createdAt: true,
  voidedAt: true,
  voidReason: true,
  chequeStatus: true,
} as const
export const receiptListOrder = [{ date: 'desc' as const }, { number: 'desc' as const }]

/** Interactive transaction on the app client, or the given transaction when already inside one. */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  // A Proxy-wrapped client (the app's lazy `db`) answers `in` with false, so look the method up instead.
  const start = (db as { $transaction?: (fn: (tx: Db) => Promise<T>, options: object) => Promise<T> }).$transaction
  if (typeof start === 'function') return start.call(db, work, transactionOptions)
  return work(db)
}

/**
 * Serialises a cashier's payments and voids with the closing of their day: each such transaction first writes the
 * cashier's own row, so on PostgreSQL a close waits for the payments already under way and a payment that starts
 * after a close sees it (SQLite runs one transaction at a time anyway). Taken before any student lock.
 */
export async function lockCashier(tx: Db, cashierId: string) {
  await tx.$executeRaw`UPDATE profiles SET updated_at = updated_at WHERE id = ${cashierId}`
}

/**
 * Serialises money movements per student: the first statement of a transaction writes the students' rows, so
 * on PostgreSQL a second transaction for the same student waits here until the first commits, then reads its
 * result (SQLite runs one transaction at a time anyway). Sorted ids keep two families from deadlocking.
 */
export async function lockStudents(tx: Db, studentIds: readonly string[]) {
  for (const id of [...studentIds].sort()) {
    await tx.$executeRaw`UPDATE students SET updated_at = updated_at WHERE user_id = ${id}`
  }
}

/**
 * Serialises a payment, a waiver or a concession with an edit of a late-fee rule (updateTerm writes the term's row
 * first): locks the rows of the terms the students have charges in, sorted, after their students. A rule edit then
 * either sees what they wrote or they see the new rule, so a paid or waived fine is never left above the fine.
 */
export async function lockTermsOf(tx: Db, studentIds: readonly string[]) {
  const terms = await tx.feeCharge.findMany({
    where: { studentId: { in: [...studentIds] } },
    select: { termId: true },
    distinct: ['termId'],
  })
  for (const id of terms.map((term) => term.termId).sort()) {
    await tx.$executeRaw`UPDATE fee_terms SET sort_order = sort_order WHERE id = ${id}`
  }
}

/** Students' display names by id (for the bell's fee lines, which name the child). */
export async function studentNames(db: Db, studentIds: readonly string[]): Promise<Map<string, string>> {
  if (studentIds.length === 0) return new Map()
  const rows = await db.student.findMany({
    where: { userId: { in: [...studentIds] } },
    select: { userId: true, firstName: true, lastName: true },
  })
  return new Map(rows.map((row) => [row.userId, displayName(row)]))
}

/** One allocation of a receipt being written: a part of it applied to one dues line of a student's term. */
export type ReceiptRow = {
  studentId: string
  termId: string
  chargeId: string | null
  kind: string
  amountPaise: number
}

/**
 * Writes a receipt and its allocations inside the caller's transaction (the counter's, an online payment's), the
 * students already locked and the rows checked against their dues. The year's counter row is incremented here: an
 * atomic increment inside this transaction, so numbers are consecutive and never reused.
 */
export async function writeReceipt(
  tx: Db,
  input: {
    year: { id: string; name: string }
    date: string
    mode: string
    reference: string | null
    cashier: { id: string; name: string }
    rows: readonly ReceiptRow[]
    /** What each student paid above their dues, kept as their credit (an advance). */
    advances?: readonly { studentId: string; amountPaise: number }[]
    now: Clock
    gatewayPaymentId?: string
    /** A cheque's or draft's bank and date: it is then "received" until an administrator marks it cleared or bounced. */
    instrument?: { bank: string; date: string }
  },
) {
  const advances = (input.advances ?? []).filter((row) => row.amountPaise > 0)
  const totalPaise =
    input.rows.reduce((sum, row) => sum + row.amountPaise, 0) + advances.reduce((sum, row) => sum + row.amountPaise, 0)
  const counter = await tx.academicYear.update({
    where: { id: input.year.id },
    data: { nextReceiptNumber: { increment: 1 } },
    select: { nextReceiptNumber: true },
  })
  const number = counter.nextReceiptNumber - 1
  const created = await tx.feeReceipt.create({
    data: {
      yearId: input.year.id,
      number,
      numberText: formatReceiptNumber(input.year.name, number),
      date: input.date,
      mode: input.mode,
      reference: input.reference,
      gatewayPaymentId: input.gatewayPaymentId ?? null,
      ...(input.instrument
        ? { bank: input.instrument.bank, instrumentDate: input.instrument.date, chequeStatus: 'received' }
        : {}),
      totalPaise,
      cashierId: input.cashier.id,
      cashierName: input.cashier.name,
      createdAt: input.now(),
    },
    select: { id: true, numberText: true, number: true, date: true },
  })
  await tx.feeAllocation.createMany({
    data: input.rows.map((row) => ({ ...row, receiptId: created.id, date: input.date })),
  })
  if (advances.length > 0)
    await tx.feeCreditEntry.createMany({
      data: advances.map((row) => ({
        studentId: row.studentId,
        kind: 'advance',
        amountPaise: row.amountPaise,
        receiptId: created.id,
        date: input.date,
        actorId: input.cashier.id,
        actorName: input.cashier.name,
        createdAt: input.now(),
      })),
    })
  return { ...created, totalPaise }
}
