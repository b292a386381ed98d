// The Movements screen's ledger, filtered (dates it happened, item code, kind, department) and paged, and the CSV
// export of exactly the same rows (POST /api/inventory/movements.csv through src/server/csv-export.ts).
import type { CsvExport } from '~/server/csv-export'
import type { Prisma, PrismaClient } from '~/server/db'
import { findPage } from '~/server/paging'
import { toPaise } from '~/server/paise'
import { dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import { inventoryLimits, movementKindLabels, type MovementKind } from '~/shared/inventory'
import { movementFiltersSchema, type MovementFilters } from '~/shared/inventory-store'
import { paiseToRupeesInput } from '~/shared/money'
import { inventoryRoles } from '~/shared/roles'
import { movementOrder, movementSelect } from './movements'

/** The filters as a query. An unknown item code or department matches nothing (an empty list, not an error). */
export function movementWhere(filters: MovementFilters): Prisma.InventoryMovementWhereInput {
  const occurredOn = {
    ...(filters.from ? { gte: filters.from } : {}),
    ...(filters.to ? { lte: filters.to } : {}),
  }
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.departmentId ? { departmentId: filters.departmentId } : {}),
    ...(filters.item ? { item: { code: filters.item } } : {}),
    ...(filters.from || filters.to ? { occurredOn } : {}),
  }
}

const listSelect = {
  ...movementSelect,
  departmentId: true,
  item: { select: { id: true, code: true, name: true, unit: true, unitCostPaise: true } },
} as const

/** Every movement of every item matching the filters, newest first, a page at a time. */
export async function listMovements(
  db: PrismaClient,
  requestedPage: number,
  filters: MovementFilters,
  pageSize: number = inventoryLimits.pageSize,
) {
  const where = movementWhere(filters)
  return findPage(
    { page: requestedPage, pageSize },
    () => db.inventoryMovement.count({ where }),
    async (window) =>
      (await db.inventoryMovement.findMany({ where, orderBy: movementOrder, ...window, select: listSelect })).map(
        ({ item: { unitCostPaise: _cost, ...item }, ...row }) => ({ ...row, item }),
      ),
  )
}

const exportBatch = 1000

export const movementsCsv: CsvExport<typeof movementFiltersSchema> = {
  roles: inventoryRoles,
  schema: movementFiltersSchema,
  audit: {
    action: 'inventory.movements_export',
    targetType: 'inventory_movement',
    label: (filters) =>
      `Movements${filters.from ? ` from ${filters.from}` : ''}${filters.to ? ` to ${filters.to}` : ''}`,
  },
  fileName: (_filters, { now }) => `inventory-movements-${dateKeyOf(now())}.csv`,
  header: [
    'Date',
    'Item code',
    'Item',
    'Kind',
    'Change',
    'Unit',
    'On hand after',
    'Unit cost (INR)',
    'Party',
    'Reference',
    'Note',
    'Recorded by',
  ],
  async *rows(filters, { db }) {
    const where = movementWhere(filters)
    let cursor: string | undefined
    for (;;) {
      const rows = await db.inventoryMovement.findMany({
        where,
        orderBy: movementOrder,
        take: exportBatch,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        select: listSelect,
      })
      if (rows.length === 0) return
      yield rows.map((row) => [
        formatDateKeyNumeric(row.occurredOn),
        row.item.code,
        row.item.name,
        movementKindLabels[row.kind as MovementKind] ?? row.kind,
        String(row.delta),
        row.item.unit,
        String(row.onHandAfter),
        paiseToRupeesInput(toPaise(row.item.unitCostPaise)),
        row.party ?? '',
        row.reference ?? '',
        row.note ?? '',
        row.recordedByName,
      ])
      if (rows.length < exportBatch) return
      cursor = rows.at(-1)!.id
    }
  },
}
