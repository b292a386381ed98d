// CSV export of the filtered list and CSV import of items. An import is first a dry run that reports, row by row,
// what would be created or rejected and why; the confirm step re-checks everything and writes all valid rows in
// one transaction (an opening on_hand becomes a "receive" movement, so on hand stays the sum of the ledger).
import { badRequest, conflict } from '~/server/errors'
import Papa from 'papaparse'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import type { PrismaClient } from '~/server/db'
import { dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import {
  categoryLabels,
  conditionLabels,
  csvColumns,
  inventoryCategories,
  inventoryConditions,
  inventoryLimits,
  itemFormSchema,
  parseWholeNumber,
  type ItemFormValues,
  type ListSearch,
} from '~/shared/inventory'
import { normalizeColumn, toCsv } from '~/shared/csv'
import { toPaise } from '~/server/paise'
import { paiseToRupeesInput } from '~/shared/money'
import { displayName } from '~/shared/names'
import { ledgerId } from './movements'
import {
  itemColumns,
  itemSelect,
  listOrderBy,
  listWhere,
  nextItemCode,
  searchTextOf,
  type InventoryDeps,
} from './items'

const exportLimit = 20_000

export async function exportItemsCsv(db: PrismaClient, search: ListSearch, now: Date) {
  const rows = await db.inventoryItem.findMany({
    where: listWhere(db, search),
    orderBy: listOrderBy(search),
    take: exportLimit,
    select: itemSelect,
  })
  const data = rows.map((row) => [
    row.code,
    row.name,
    row.category,
    row.description ?? '',
    row.unit,
    row.location ?? '',
    row.condition,
    String(row.reorderLevel),
    paiseToRupeesInput(toPaise(row.unitCostPaise)),
    row.supplier ?? '',
    // DD/MM/YYYY like every date the school shows; the import reads it back (and YYYY-MM-DD).
    row.purchaseDate ? formatDateKeyNumeric(row.purchaseDate) : '',
    row.warrantyEnd ? formatDateKeyNumeric(row.warrantyEnd) : '',
    row.notes ?? '',
    String(row.onHand),
  ])
  const csv = toCsv([csvColumns, ...data])
  return { fileName: `inventory-${dateKeyOf(now)}.csv`, csv, rowCount: rows.length }
}

/** "Needs repair" or "needs-repair" -> needs_repair; "Lab equipment" -> lab: people type labels, not keys. */
function normaliseChoice<T extends string>(value: string, keys: readonly T[], labels: Record<T, string>): string {
  const text = value.trim().toLowerCase()
  const key = text.replace(/[\s-]+/g, '_')
  if ((keys as readonly string[]).includes(key)) return key
  const byLabel = keys.find((candidate) => labels[candidate].toLowerCase() === text)
  return byLabel ?? value.trim()
}

export type ImportRowReport = {
  /** The line of the file (the header is line 1). */
  line: number
  code: string
  name: string
  status: 'create' | 'reject'
  errors: string[]
  openingStock: number
}

type CheckedRow = ImportRowReport & { values?: ItemFormValues }

function cell(row: Record<string, string>, column: string): string {
  return (row[column] ?? '').trim()
}

/** The file's rows keyed by normalised column names, and the rows Papa Parse found malformed (by index). */
export function parseImportCsv(csv: string): { rows: Record<string, string>[]; malformed: Map<number, string> } {
  const result = Papa.parse<Record<string, unknown>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalizeColumn,
  })
  const fields = result.meta.fields ?? []
  const missing = ['name', 'category'].filter((column) => !fields.includes(column))
  if (missing.length) {
    throw badRequest(
      `The first line must name the columns; ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing. Download the template to see them.`,
    )
  }
  if (result.data.length === 0) throw badRequest('The file has no rows under its header line.')
  if (result.data.length > inventoryLimits.importRows) {
    throw badRequest(`The file has ${result.data.length} rows; import at most ${inventoryLimits.importRows} at a time.`)
  }
  const malformed = new Map<number, string>()
  for (const error of result.errors) {
    if (error.row === undefined || malformed.has(error.row)) continue
    malformed.set(
      error.row,
      error.code === 'TooFewFields' || error.code === 'TooManyFields'
        ? `The line has ${error.code === 'TooFewFields' ? 'fewer' : 'more'} cells than the header (${fields.length}).`
        : 'The line is malformed (check its quotes).',
    )
  }
  const rows = result.data.map((row) =>
    Object.fromEntries(Object.entries(row).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  )
  return { rows, malformed }
}

async function checkRows(db: PrismaClient, csv: string): Promise<CheckedRow[]> {
  const { rows, malformed } = parseImportCsv(csv)
  const seen = new Map<string, number>()
  const checked: CheckedRow[] = rows.map((row, index) => {
    const line = index + 2
    const values = {
      code: cell(row, 'code').toUpperCase(),
      name: cell(row, 'name'),
      category: normaliseChoice(cell(row, 'category'), inventoryCategories, categoryLabels),
      description: cell(row, 'description'),
      unit: cell(row, 'unit') || 'pcs',
      location: cell(row, 'location'),
      condition: normaliseChoice(cell(row, 'condition') || 'good', inventoryConditions, conditionLabels),
      reorderLevel: cell(row, 'reorder_level') || '0',
      unitCost: cell(row, 'unit_cost'),
      supplier: cell(row, 'supplier'),
      purchaseDate: cell(row, 'purchase_date'),
      warrantyEnd: cell(row, 'warranty_end'),
      notes: cell(row, 'notes'),
    }
    const errors: string[] = []
    const broken = malformed.get(index)
    if (broken) errors.push(broken)
    const parsed = itemFormSchema.safeParse(values)
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issue.message))
    const stockText = cell(row, 'on_hand')
    const openingStock = stockText === '' ? 0 : parseWholeNumber(stockText)
    if (openingStock === null) errors.push('On hand must be a whole number, 0 or more.')
    else if (openingStock > inventoryLimits.quantity)
      errors.push(`On hand must be at most ${inventoryLimits.quantity.toLocaleString('en-IN')}.`)
    if (values.code) {
      const earlier = seen.get(values.code)
      if (earlier) errors.push(`The code ${values.code} is also on line ${earlier}.`)
      else seen.set(values.code, line)
    }
    return {
      line,
      code: values.code,
      name: values.name,
      status: errors.length ? 'reject' : 'create',
      errors,
      openingStock: openingStock ?? 0,
      values: parsed.success && !broken ? parsed.data : undefined,
    }
  })
  const codes = checked.filter((row) => row.code).map((row) => row.code)
  if (codes.length) {
    const taken = new Set(
      (await db.inventoryItem.findMany({ where: { code: { in: codes } }, select: { code: true } })).map(
        (item) => item.code,
      ),
    )
    for (const row of checked) {
      if (row.code && taken.has(row.code)) {
        row.errors.push(`The code ${row.code} is already used by another item.`)
        row.status = 'reject'
      }
    }
  }
  return checked
}

export async function importItems({ db, now }: InventoryDeps, actor: AuditActor, csv: string, dryRun: boolean) {
  const checked = await checkRows(db, csv)
  const report = checked.map(({ values: _values, ...row }) => row)
  const valid = checked.filter((row) => row.status === 'create' && row.values)
  const summary = { rows: report, createCount: valid.length, rejectCount: report.length - valid.length }
  if (dryRun) return { ...summary, dryRun: true, created: 0 }
  if (valid.length === 0) throw badRequest('No row of the file is valid, so nothing was imported.')

  const at = now()
  const today = dateKeyOf(at)
  try {
    await db.$transaction(
      async (tx) => {
        for (const row of valid) {
          const values = row.values!
          const code = values.code || (await nextItemCode(tx, values.category))
          const columns = itemColumns(values)
          const item = await tx.inventoryItem.create({
            data: {
              ...columns,
              code,
              searchText: searchTextOf({ code, name: columns.name, supplier: columns.supplier }),
              onHand: row.openingStock,
              movementCount: row.openingStock > 0 ? 1 : 0,
              createdAt: at,
            },
            select: { id: true },
          })
          if (row.openingStock > 0) {
            await tx.inventoryMovement.create({
              data: {
                id: ledgerId(),
                itemId: item.id,
                kind: 'receive',
                delta: row.openingStock,
                onHandAfter: row.openingStock,
                occurredOn: today,
                reference: 'CSV import',
                note: 'Opening stock',
                recordedById: actor.id,
                recordedByName: displayName(actor),
                createdAt: at,
              },
            })
          }
        }
        await writeAuditLog(tx, {
          actor,
          action: 'inventory.import',
          target: { type: 'inventory_item', label: `${valid.length} items` },
          details: { created: valid.length, rejected: summary.rejectCount },
          at,
        })
      },
      { timeout: 60_000 },
    )
  } catch (error) {
    if (isUniqueViolationOn(error, 'code')) {
      throw conflict(
        'Another item took one of these codes meanwhile. Nothing was imported; please check the file again.',
      )
    }
    throw error
  }
  return { ...summary, dryRun: false, created: valid.length }
}
