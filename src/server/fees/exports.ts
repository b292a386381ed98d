// The cashier dashboard's CSV exports, served by POST /api/fees/receipts.csv, /api/fees/defaulters.csv and
// /api/fees/defaulter-families.csv through
// the shared export handler (src/server/csv-export.ts): counter staff only, audit-logged, every row (no cap).
import { badRequest } from '~/server/errors'
import type { CsvExport } from '~/server/csv-export'
import { toPaise } from '~/server/paise'
import { formatDateKeyNumeric } from '~/shared/dates'
import {
  defaulterFamiliesExportSchema,
  defaultersSchema,
  paymentModeLabels,
  receiptExportSchema,
  type PaymentMode,
} from '~/shared/fees'
import { paiseToRupeesInput } from '~/shared/money'
import { receiptListOrder, receiptListSelect, schoolToday } from './common'
import { defaulters, studentNames } from './reports'
import { familyDefaulters } from './family-defaulters'

const counterStaff = ['admin', 'cashier'] as const

/** Receipts are read this many at a time, oldest last like the report, by a cursor (no growing offset). */
const receiptBatch = 1000

const kebab = (text: string) => text.replace(/[^0-9A-Za-z]+/g, '-').replace(/^-|-$/g, '')

export const receiptsCsv: CsvExport<typeof receiptExportSchema> = {
  roles: counterStaff,
  schema: receiptExportSchema,
  audit: {
    action: 'fees.receipts_export',
    targetType: 'fee_receipt',
    label: (input) => `Receipts ${input.from} to ${input.to}`,
  },
  fileName: (input) => `receipts-${input.from}-to-${input.to}.csv`,
  header: ['Receipt', 'Date', 'Students', 'Mode', 'Reference', 'Amount (INR)', 'Cashier', 'Status', 'Void reason'],
  async *rows(input, { db }) {
    if (input.from > input.to) throw badRequest('The start date must not be after the end date.')
    const where = {
      date: { gte: input.from, lte: input.to },
      ...(input.cashierId ? { cashierId: input.cashierId } : {}),
    }
    let cursor: string | undefined
    for (;;) {
      const rows = await db.feeReceipt.findMany({
        where,
        orderBy: receiptListOrder,
        take: receiptBatch,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        select: { ...receiptListSelect, allocations: { select: { studentId: true }, distinct: ['studentId'] } },
      })
      if (rows.length === 0) return
      const names = await studentNames(
        db,
        rows.flatMap((row) => row.allocations.map((a) => a.studentId)),
      )
      yield rows.map((row) => [
        row.numberText,
        formatDateKeyNumeric(row.date),
        row.allocations
          .map((a) => names.get(a.studentId) ?? { name: 'Former student', schoolId: null })
          .map((s) => (s.schoolId ? `${s.name} (${s.schoolId})` : s.name))
          .join('; '),
        paymentModeLabels[row.mode as PaymentMode] ?? row.mode,
        row.reference ?? '',
        paiseToRupeesInput(toPaise(row.totalPaise)),
        row.cashierName,
        row.voidedAt ? 'VOID' : 'Valid',
        row.voidReason ?? '',
      ])
      if (rows.length < receiptBatch) return
      cursor = rows.at(-1)!.id
    }
  },
}

export const defaultersCsv: CsvExport<typeof defaultersSchema> = {
  roles: counterStaff,
  schema: defaultersSchema,
  audit: {
    action: 'fees.defaulters_export',
    targetType: 'fee_term',
    label: (input) => `Defaulters${input.className ? ` ${input.className}` : ''}`,
  },
  async fileName(input, { db }) {
    const term = await db.feeTerm.findUnique({
      where: { id: input.termId },
      select: { name: true, year: { select: { name: true } } },
    })
    return `defaulters-${kebab(`${term?.year.name ?? ''}-${term?.name ?? 'term'}${input.className ? `-${input.className}` : ''}`)}.csv`
  },
  header: [
    'Class',
    'Section',
    'Roll',
    'Student',
    'School ID',
    'Parent',
    'Parent phone',
    'Parent e-mail',
    'Fees due (INR)',
    'Late fee (INR)',
    'Outstanding (INR)',
    'Days late',
  ],
  async *rows(input, deps) {
    // One row per student who owes (the report is summed per student by the database, never per receipt).
    const report = await defaulters(deps, input)
    yield report.items.map((item) => [
      item.classLabel,
      item.section ?? '',
      item.rollNumber ? String(item.rollNumber) : '',
      item.name,
      item.schoolId ?? '',
      item.parentName ?? '',
      item.parentPhone ?? '',
      item.parentEmail ?? '',
      paiseToRupeesInput(item.duePaise),
      paiseToRupeesInput(item.finePaise),
      paiseToRupeesInput(item.outstandingPaise),
      String(item.daysLate),
    ])
  },
}

export const defaulterFamiliesCsv: CsvExport<typeof defaulterFamiliesExportSchema> = {
  roles: counterStaff,
  schema: defaulterFamiliesExportSchema,
  audit: { action: 'fees.defaulters_export', targetType: 'fee_term', label: () => 'Defaulters by family' },
  fileName: (_input, { now }) => `defaulters-by-family-${schoolToday(now)}.csv`,
  header: [
    'Family',
    'Phone',
    'E-mail',
    'Family outstanding (INR)',
    'Student',
    'School ID',
    'Class',
    'Terms owed',
    'Late fees (INR)',
    'Outstanding (INR)',
  ],
  async *rows(_input, deps) {
    // One row per child, the family's details and total repeated on each, families in the report's order.
    const report = await familyDefaulters(deps)
    yield report.items.flatMap((family) =>
      family.children.map((child) => [
        family.label,
        family.phone ?? '',
        family.email ?? '',
        paiseToRupeesInput(family.outstandingPaise),
        child.name,
        child.schoolId ?? '',
        child.classLabel,
        child.terms.map((t) => `${t.yearName} ${t.name}`).join('; '),
        paiseToRupeesInput(child.lateFeesPaise),
        paiseToRupeesInput(child.outstandingPaise),
      ]),
    )
  },
}
