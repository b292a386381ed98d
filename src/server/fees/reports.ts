// Server-only: collection, receipts, defaulters and the ledger per class (reminders: reminders.ts; day close:
// day-close.ts). Sums are computed by the database (groupBy/aggregate over indexed columns, SUMs cast to BIGINT)
// or from the ledger of the students concerned; never all receipts.
import { containsInsensitive } from '~/server/db'
import { findPage, slicePage } from '~/server/paging'
import { badRequest, notFound } from '~/server/errors'
import { Prisma } from '~/server/db'
import { classLabel, classOptions, paymentModeLabels, paymentModes, type PaymentMode } from '~/shared/fees'
import { daysBetween, fineAsOf } from '~/shared/fees-ledger'
import { displayName } from '~/shared/names'
import { receiptListOrder, receiptListSelect, schoolToday, yearOrCurrent, type FeeDeps } from './common'
import { sumToPaise, toPaise } from '~/server/paise'
import {
  addTotals,
  computeLedgers,
  fineRuleOf,
  lateFeeOwed,
  lateFeesOwedPaise,
  zeroTotals,
  type Db,
  type LedgerTotals,
  type StudentLedger,
} from './ledger'

const byName = new Intl.Collator('en')
const classOrder = (className: string) => (classOptions as readonly string[]).indexOf(className)

export const modeLabel = (mode: string) => paymentModeLabels[mode as PaymentMode] ?? mode

// ---------- collection of a day ----------

export async function collection({ db, now }: FeeDeps, date: string | undefined) {
  const day = date ?? schoolToday(now)
  const where = { date: day, voidedAt: null }
  const [byMode, byCashier, voided] = await Promise.all([
    db.feeReceipt.groupBy({ by: ['mode'], where, _sum: { totalPaise: true }, _count: { _all: true } }),
    db.feeReceipt.groupBy({
      by: ['cashierId', 'cashierName'],
      where,
      _sum: { totalPaise: true },
      _count: { _all: true },
    }),
    db.feeReceipt.aggregate({
      where: { date: day, voidedAt: { not: null } },
      _sum: { totalPaise: true },
      _count: { _all: true },
    }),
  ])
  // Online payments (cashier "Online") count in the day's total too, as a mode of their own on a day that had any.
  const online = byMode.some((row) => row.mode === 'online') ? (['online'] as const) : []
  const modes = [...paymentModes, ...online].map((mode) => {
    const row = byMode.find((r) => r.mode === mode)
    return { mode, label: modeLabel(mode), totalPaise: sumToPaise(row?._sum.totalPaise), count: row?._count._all ?? 0 }
  })
  return {
    date: day,
    totalPaise: modes.reduce((sum, m) => sum + m.totalPaise, 0),
    count: modes.reduce((sum, m) => sum + m.count, 0),
    byMode: modes,
    byCashier: byCashier
      .map((row) => ({
        cashierId: row.cashierId,
        cashierName: row.cashierName,
        totalPaise: sumToPaise(row._sum.totalPaise),
        count: row._count._all,
      }))
      .sort((a, b) => a.cashierName.localeCompare(b.cashierName)),
    voided: { count: voided._count._all, totalPaise: sumToPaise(voided._sum.totalPaise) },
  }
}

// ---------- receipts by date range ----------

export async function listReceipts(
  db: Db,
  input: {
    from: string
    to: string
    page: number
    pageSize: number
    cashierId?: string
    q?: string
    studentId?: string
  },
) {
  if (input.from > input.to) throw badRequest('The start date must not be after the end date.')
  const searching = !!input.q || !!input.studentId
  const where = {
    ...(searching ? {} : { date: { gte: input.from, lte: input.to } }),
    ...(input.cashierId ? { cashierId: input.cashierId } : {}),
    ...(input.studentId ? { allocations: { some: { studentId: input.studentId } } } : {}),
    ...(input.q ? await receiptSearch(db, input.q) : {}),
  }
  const [sums, found] = await Promise.all([
    db.feeReceipt.aggregate({ where: { ...where, voidedAt: null }, _sum: { totalPaise: true } }),
    findPage(
      input,
      () => db.feeReceipt.count({ where }),
      (window) =>
        db.feeReceipt.findMany({
          where,
          orderBy: receiptListOrder,
          ...window,
          select: { ...receiptListSelect, allocations: { select: { studentId: true }, distinct: ['studentId'] } },
        }),
    ),
  ])
  const names = await studentNames(
    db,
    found.items.flatMap((row) => row.allocations.map((a) => a.studentId)),
  )
  return {
    ...found,
    collectedPaise: sumToPaise(sums._sum.totalPaise),
    items: found.items.map(({ allocations, ...row }) => ({
      ...row,
      totalPaise: toPaise(row.totalPaise),
      modeLabel: modeLabel(row.mode),
      students: allocations.map(
        (a) => names.get(a.studentId) ?? { studentId: a.studentId, name: 'Former student', schoolId: null },
      ),
    })),
  }
}

/** Receipts whose number contains what was typed, or that pay for a student whose name or school ID matches it. */
async function receiptSearch(db: Db, q: string) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 4)
  const students = await db.student.findMany({
    where: {
      OR: [
        {
          AND: words.map((word) => ({
            OR: [{ firstName: containsInsensitive(word) }, { lastName: containsInsensitive(word) }],
          })),
        },
        { user: { uniqueId: containsInsensitive(q) } },
      ],
    },
    select: { userId: true },
    take: 50,
  })
  return {
    OR: [
      { numberText: { contains: q } },
      ...(students.length ? [{ allocations: { some: { studentId: { in: students.map((s) => s.userId) } } } }] : []),
    ],
  }
}

export async function studentNames(db: Db, ids: string[]) {
  const rows = await db.student.findMany({
    where: { userId: { in: [...new Set(ids)] } },
    select: { userId: true, firstName: true, lastName: true, user: { select: { uniqueId: true } } },
  })
  return new Map(
    rows.map((row) => [row.userId, { studentId: row.userId, name: displayName(row), schoolId: row.user.uniqueId }]),
  )
}

// ---------- defaulters ----------

export async function defaulters({ db, now }: FeeDeps, input: { termId: string; className?: string }) {
  const row = await db.feeTerm.findUnique({
    where: { id: input.termId },
    include: { year: { select: { name: true } } },
  })
  if (!row) throw notFound('Term not found.')
  const term = fineRuleOf(row)
  const asOf = schoolToday(now)
  const base = {
    term: { id: term.id, name: term.name, dueDate: term.dueDate, yearName: term.year.name },
    asOf,
    className: input.className ?? null,
  }
  if (asOf <= term.dueDate)
    return {
      ...base,
      pastDue: false,
      items: [],
      totals: { students: 0, duePaise: 0, finePaise: 0, outstandingPaise: 0 },
    }

  const rows = await termBalances(db, term, input.className)
  // Concessions are a short list (and their rule works charge by charge, in head order): the ledger computes
  // them for the few students who have one; everything else above came summed from the database.
  const withConcession = new Set(
    (
      await db.feeConcession.findMany({
        where: { yearId: term.yearId, revokedAt: null },
        select: { studentId: true },
        distinct: ['studentId'],
      })
    ).map((c) => c.studentId),
  )
  const concessionStudents = rows.filter((row) => withConcession.has(row.studentId)).map((row) => row.studentId)
  const concessionLedgers = concessionStudents.length
    ? await computeLedgers(db, { termIds: [term.id], studentIds: concessionStudents, asOf })
    : new Map<string, StudentLedger>()

  const daysLate = Math.max(0, daysBetween(term.dueDate, asOf))
  const items = []
  for (const row of rows) {
    const balance = termBalance(term, asOf, row, concessionLedgers.get(row.studentId)?.totals.concessionPaise ?? 0)
    if (balance.outstandingPaise <= 0) continue
    const hasStudent = row.firstName !== null
    const name = hasStudent ? displayName(row) : 'Former student'
    items.push({
      studentId: row.studentId,
      name,
      schoolId: hasStudent ? row.schoolId : null,
      className: row.className,
      classLabel: classLabel(row.className),
      section: row.section ?? null,
      rollNumber: row.rollNumber === null || row.rollNumber === undefined ? null : Number(row.rollNumber),
      parentName: row.parentName ?? null,
      parentEmail: row.parentEmail ?? null,
      parentPhone: row.parentPhone ?? null,
      studentEmail: hasStudent ? row.email : null,
      duePaise: balance.outstandingPaise - balance.fineOutstandingPaise,
      finePaise: balance.fineOutstandingPaise,
      outstandingPaise: balance.outstandingPaise,
      daysLate,
    })
  }
  items.sort((a, b) => classOrder(a.className) - classOrder(b.className) || byName.compare(a.name, b.name))
  return {
    ...base,
    pastDue: true,
    items,
    totals: {
      students: items.length,
      duePaise: items.reduce((sum, i) => sum + i.duePaise, 0),
      finePaise: items.reduce((sum, i) => sum + i.finePaise, 0),
      outstandingPaise: items.reduce((sum, i) => sum + i.outstandingPaise, 0),
    },
  }
}

/** One page of the defaulters report (the screen): the sums and the count are over every defaulter of the term. */
export async function defaultersPage(
  deps: FeeDeps,
  input: { termId: string; className?: string; page: number; pageSize: number },
) {
  const report = await defaulters(deps, input)
  return { ...report, ...slicePage(report.items, input) }
}

/** One student's sums for one term, added up by the database, with the name and family details to show. */
type TermBalanceRow = {
  studentId: string
  className: string
  chargedPaise: bigint | number
  paidPaise: bigint | number
  finePaidPaise: bigint | number
  waivedPaise: bigint | number
  /** The school date of the last payment towards the term's fees (not the fine) that is not void. */
  lastPaidOn: string | null
  firstName: string | null
  lastName: string | null
  parentName: string | null
  parentEmail: string | null
  parentPhone: string | null
  schoolId: string | null
  email: string | null
  section: string | null
  rollNumber: number | bigint | null
}

/**
 * Per student with charges in the term: charged, paid towards the fees, paid towards the fine, waived and the
 * last payment date, read from the term's indexes (fee_charges by term and class, fee_allocations by term and void,
 * covering) and summed in one GROUP BY, joined with the student's details in the same statement. Plain SQL that SQLite and
 * PostgreSQL read alike; the rows grow with the students, never with the receipts.
 */
async function termBalances(
  db: Db,
  term: { id: string; yearId: string },
  className?: string,
): Promise<TermBalanceRow[]> {
  const classFilter = className ? Prisma.sql`AND class_name = ${className}` : Prisma.empty
  // One pass: the term's charges, payments and waivers as rows of one shape, summed per student (a student of
  // another class has payment rows but no charge row, so no class, and is left out).
  return db.$queryRaw<TermBalanceRow[]>`
    SELECT b.student_id AS "studentId", b.class_name AS "className", b.charged AS "chargedPaise", b.paid AS "paidPaise",
      b.fine_paid AS "finePaidPaise", b.waived AS "waivedPaise", b.last_paid_on AS "lastPaidOn",
      s.first_name AS "firstName", s.last_name AS "lastName", s.parent_name AS "parentName", s.parent_email AS "parentEmail",
      s.parent_phone AS "parentPhone", u.unique_id AS "schoolId", u.email AS "email", e.section AS "section", e.roll_number AS "rollNumber"
    FROM (
      SELECT student_id, MIN(class_name) AS class_name, CAST(SUM(charged) AS BIGINT) AS charged, CAST(SUM(paid) AS BIGINT) AS paid,
        CAST(SUM(fine_paid) AS BIGINT) AS fine_paid, MAX(last_paid_on) AS last_paid_on, CAST(SUM(waived) AS BIGINT) AS waived
      FROM (
        SELECT student_id, class_name, amount_paise AS charged, 0 AS paid, 0 AS fine_paid, NULL AS last_paid_on, 0 AS waived
          FROM fee_charges WHERE term_id = ${term.id} ${classFilter}
        UNION ALL
        SELECT student_id, NULL, 0, CASE WHEN kind = 'charge' THEN amount_paise ELSE 0 END, CASE WHEN kind = 'fine' THEN amount_paise ELSE 0 END,
            CASE WHEN kind = 'charge' AND "date" <> '' THEN "date" END, 0
          FROM fee_allocations WHERE term_id = ${term.id} AND voided_at IS NULL
        UNION ALL
        SELECT student_id, NULL, 0, 0, 0, NULL, amount_paise FROM fee_fine_waivers WHERE term_id = ${term.id}
      ) AS ledger_rows
      GROUP BY student_id
      HAVING MIN(class_name) IS NOT NULL
    ) AS b
      LEFT JOIN students s ON s.user_id = b.student_id
      LEFT JOIN profiles u ON u.id = b.student_id
      LEFT JOIN enrolments e ON e.student_id = b.student_id AND e.year_id = ${term.yearId}`
}

/**
 * The ledger's arithmetic on one student's sums of a term (src/server/fees/ledger.ts): fees after concessions
 * less what was paid, plus the fine as of the date (frozen on the day the fees were cleared) less waivers and
 * fine payments.
 */
function termBalance(
  term: { dueDate: string; graceDays: number; fineKind: string; fineAmountPaise: number; fineCapPaise: number | null },
  asOf: string,
  row: Pick<TermBalanceRow, 'chargedPaise' | 'paidPaise' | 'finePaidPaise' | 'waivedPaise' | 'lastPaidOn'>,
  concessionPaise: number,
) {
  const net = toPaise(row.chargedPaise) - concessionPaise
  const paid = toPaise(row.paidPaise)
  const clearedOn = net > 0 && paid >= net ? row.lastPaidOn || null : null
  const fine = net > 0 ? fineAsOf(term, term.dueDate, asOf, clearedOn) : 0
  const finePaid = toPaise(row.finePaidPaise)
  const waived = toPaise(row.waivedPaise)
  const feesOutstanding = net - paid
  const fineOutstanding = fine > 0 || waived > 0 || finePaid > 0 ? fine - waived - finePaid : 0
  return {
    clearedOn,
    finePaise: fine,
    outstandingPaise: feesOutstanding + fineOutstanding,
    fineOutstandingPaise: lateFeeOwed({ finePaise: fine, waivedPaise: waived, paidPaise: finePaid }),
  }
}

// ---------- the ledger per class ----------

/**
 * Per class and in total, as of today: charged - concessions + fines - waivers = collected + outstanding.
 * One term, or every term of the year (the current year by default).
 */
export async function ledgerSummary({ db, now }: FeeDeps, input: { termId?: string; yearId?: string }) {
  const asOf = schoolToday(now)
  const terms = input.termId
    ? await db.feeTerm.findMany({ where: { id: input.termId }, select: { id: true, name: true, yearId: true } })
    : await db.feeTerm.findMany({
        where: { yearId: (await yearOrCurrent(db, input.yearId)).id },
        select: { id: true, name: true, yearId: true },
      })
  if (input.termId && terms.length === 0) throw notFound('Term not found.')
  const ledgers = terms.length
    ? await computeLedgers(db, { termIds: terms.map((t) => t.id), asOf })
    : new Map<string, StudentLedger>()
  type Row = LedgerTotals & { students: number; lateFeesOwedPaise: number }
  const byClass = new Map<string, Row>()
  const total: Row = { ...zeroTotals(), students: 0, lateFeesOwedPaise: 0 }
  for (const ledger of ledgers.values()) {
    for (const term of ledger.terms) {
      const row = byClass.get(term.className) ?? { ...zeroTotals(), students: 0, lateFeesOwedPaise: 0 }
      addTotals(row, term.totals)
      row.lateFeesOwedPaise += lateFeesOwedPaise([term])
      byClass.set(term.className, row)
    }
    total.students += 1
    addTotals(total, ledger.totals)
    total.lateFeesOwedPaise += lateFeesOwedPaise(ledger.terms)
  }
  for (const [className, row] of byClass) {
    row.students = [...ledgers.values()].filter((l) => l.terms.some((t) => t.className === className)).length
  }
  return {
    asOf,
    terms: terms.map((t) => ({ id: t.id, name: t.name })),
    classes: [...byClass.entries()]
      .sort(([a], [b]) => classOrder(a) - classOrder(b))
      .map(([className, row]) => ({ className, classLabel: classLabel(className), ...row })),
    total,
  }
}
