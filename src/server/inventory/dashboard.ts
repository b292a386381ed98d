// /inventory/dashboard's figures, from the active (not archived) items. The totals come from one pass over the
// items (a GROUP BY that runs the same on SQLite and PostgreSQL), so the page stays fast with thousands of items.
import type { PrismaClient } from '~/server/db'
import { attentionConditions, inventoryCategories, type InventoryCategory } from '~/shared/inventory'
import { lowStockWhere } from './items'
import { movementSelect } from './movements'

const listSize = 8

type CategoryTotals = {
  category: string
  items: bigint | number
  units: bigint | number | null
  value: bigint | number | null
  low: bigint | number | null
  attention: bigint | number | null
}

export async function inventoryDashboard(db: PrismaClient) {
  const active = { archived: false }
  const rowSelect = {
    id: true,
    code: true,
    name: true,
    unit: true,
    onHand: true,
    reorderLevel: true,
    condition: true,
    location: true,
  } as const
  const [needsRepair, damaged] = attentionConditions

  const totals = await db.$queryRaw<CategoryTotals[]>`
    SELECT category,
      COUNT(*) AS items,
      SUM(on_hand) AS units,
      SUM(on_hand * unit_cost_paise) AS value,
      SUM(CASE WHEN reorder_level > 0 AND on_hand <= reorder_level THEN 1 ELSE 0 END) AS low,
      SUM(CASE WHEN "condition" IN (${needsRepair}, ${damaged}) THEN 1 ELSE 0 END) AS attention
    FROM inventory_items WHERE archived = ${false} GROUP BY category`
  const sum = (key: 'items' | 'units' | 'low' | 'attention') =>
    totals.reduce((total, row) => total + Number(row[key] ?? 0), 0)
  const lowStockCount = sum('low')
  const attentionCount = sum('attention')

  // The latest to fall low first: the one that just crossed is the news.
  const lowStock = lowStockCount
    ? await db.inventoryItem.findMany({
        where: { ...active, ...lowStockWhere(db) },
        orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
        take: listSize,
        select: rowSelect,
      })
    : []
  const attention = attentionCount
    ? await db.inventoryItem.findMany({
        where: { ...active, condition: { in: [...attentionConditions] } },
        orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
        take: listSize,
        select: rowSelect,
      })
    : []
  const latestMovements = await db.inventoryMovement.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: listSize,
    select: { ...movementSelect, item: { select: { id: true, code: true, name: true, unit: true } } },
  })

  const valueOf = new Map(totals.map((row) => [row.category, Number(row.value ?? 0)]))
  const valueByCategory = inventoryCategories
    .map((category: InventoryCategory) => ({ category, valuePaise: valueOf.get(category) ?? 0 }))
    .filter((row) => row.valuePaise > 0)
  return {
    itemCount: sum('items'),
    unitsOnHand: sum('units'),
    stockValuePaise: valueByCategory.reduce((total, row) => total + row.valuePaise, 0),
    valueByCategory,
    lowStockCount,
    lowStock,
    attentionCount,
    attention,
    latestMovements,
  }
}
