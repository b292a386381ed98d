// /inventory/dashboard's figures, from the active (not archived) items. The totals come from one pass over the
// items (a GROUP BY that runs the same on SQLite and PostgreSQL), so the page stays fast with thousands of items.
// The stock value is a bigint: one item is worth at most 10^15 paise (10,00,000 units at ₹1 crore), so ten such
// items already pass 2^53, where JavaScript numbers stop counting every paisa.
import type { PrismaClient } from '~/server/db'
import { attentionConditions, inventoryCategories, type InventoryCategory } from '~/shared/inventory'
import { lowStockWhere } from './items'
import { movementSelect } from './movements'

const listSize = 8
/** The 100000 of the query: value = valueHigh x 100000 + valueLow. */
const valueSplit = 100_000n

type CategoryTotals = {
  category: string
  items: bigint | number
  units: bigint | number | null
  /** The value split at 10^5 paise of unit cost: each SUM stays far inside 64 bits, however many items there are. */
  valueHigh: bigint | number | null
  valueLow: bigint | number | null
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
      CAST(SUM(on_hand * (unit_cost_paise / 100000)) AS BIGINT) AS "valueHigh",
      CAST(SUM(on_hand * (unit_cost_paise % 100000)) AS BIGINT) AS "valueLow",
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

  const valueOf = new Map(
    totals.map((row) => [row.category, BigInt(row.valueHigh ?? 0) * valueSplit + BigInt(row.valueLow ?? 0)]),
  )
  const valueByCategory = inventoryCategories
    .map((category: InventoryCategory) => ({ category, valuePaise: valueOf.get(category) ?? 0n }))
    .filter((row) => row.valuePaise > 0n)
  return {
    itemCount: sum('items'),
    unitsOnHand: sum('units'),
    stockValuePaise: valueByCategory.reduce((total, row) => total + row.valuePaise, 0n),
    valueByCategory,
    lowStockCount,
    lowStock,
    attentionCount,
    attention,
    latestMovements,
  }
}
