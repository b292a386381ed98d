// /inventory/dashboard's figures, from the active (not archived) items.
import type { PrismaClient } from '~/server/db'
import { attentionConditions, inventoryCategories, type InventoryCategory } from '~/shared/inventory'
import { lowStockWhere } from './items'
import { allMovements } from './movements'

const listSize = 8

export async function inventoryDashboard(db: PrismaClient) {
  const active = { archived: false }
  const lowWhere = { ...active, ...lowStockWhere(db) }
  const attentionWhere = { ...active, condition: { in: [...attentionConditions] } }
  const rowSelect = { id: true, code: true, name: true, unit: true, onHand: true, reorderLevel: true, condition: true, location: true } as const

  const [itemCount, units, valueRows, lowStockCount, lowStock, attentionCount, attention, latest] = await Promise.all([
    db.inventoryItem.count({ where: active }),
    db.inventoryItem.aggregate({ where: active, _sum: { onHand: true } }),
    // Sums of products are beyond Prisma's aggregate; the same SQL runs on SQLite and PostgreSQL.
    db.$queryRaw<Array<{ category: string; value: bigint | number | null }>>`
      SELECT category, SUM(on_hand * unit_cost_paise) AS value
      FROM inventory_items WHERE archived = ${false} GROUP BY category`,
    db.inventoryItem.count({ where: lowWhere }),
    // The latest to fall low first: the one that just crossed is the news.
    db.inventoryItem.findMany({ where: lowWhere, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], take: listSize, select: rowSelect }),
    db.inventoryItem.count({ where: attentionWhere }),
    db.inventoryItem.findMany({ where: attentionWhere, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], take: listSize, select: rowSelect }),
    allMovements(db, 1, undefined, listSize),
  ])

  const valueOf = new Map(valueRows.map((row) => [row.category, Number(row.value ?? 0)]))
  const valueByCategory = inventoryCategories
    .map((category: InventoryCategory) => ({ category, valuePaise: valueOf.get(category) ?? 0 }))
    .filter((row) => row.valuePaise > 0)
  return {
    itemCount,
    unitsOnHand: units._sum.onHand ?? 0,
    stockValuePaise: valueByCategory.reduce((sum, row) => sum + row.valuePaise, 0),
    valueByCategory,
    lowStockCount,
    lowStock,
    attentionCount,
    attention,
    latestMovements: latest.movements,
  }
}
