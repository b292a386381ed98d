// Inventory items: create, edit, archive, delete (never moved only), one item's page and the searchable list.
// The quantity on hand is never written here: only a movement changes it (movements.ts).
import { conflict, notFound } from '~/server/errors'
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import { isUniqueViolationOn } from '~/server/auth/prisma-errors'
import { containsInsensitive, type Prisma, type PrismaClient } from '~/server/db'
import type { Storage } from '~/server/storage'
import {
  categoryCodePrefixes,
  inventoryLimits,
  inventoryMessages,
  parseWholeNumber,
  unitCostPaiseOf,
  type InventoryCategory,
  type ItemFormValues,
  type ListSearch,
} from '~/shared/inventory'
import { findPage } from '~/server/paging'
import { toPaise } from '~/server/paise'
import { logError } from '~/server/request-log'

type Client = PrismaClient | Prisma.TransactionClient

export type InventoryDeps = { db: PrismaClient; now: () => Date }

export const itemSelect = {
  id: true,
  code: true,
  name: true,
  category: true,
  description: true,
  unit: true,
  location: true,
  condition: true,
  reorderLevel: true,
  unitCostPaise: true,
  supplier: true,
  purchaseDate: true,
  warrantyEnd: true,
  imageKey: true,
  thumbnailKey: true,
  notes: true,
  archived: true,
  onHand: true,
  movementCount: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.InventoryItemSelect

export function searchTextOf(item: { code: string; name: string; supplier: string | null }): string {
  return [item.code, item.name, item.supplier ?? ''].join(' ').toLowerCase()
}

/** The columns an item's form sets (everything except the code, the photo, the stock and the archive flag). */
export function itemColumns(values: ItemFormValues) {
  const blankToNull = (value: string) => (value === '' ? null : value)
  return {
    name: values.name,
    category: values.category,
    description: blankToNull(values.description),
    unit: values.unit,
    location: blankToNull(values.location),
    condition: values.condition,
    reorderLevel: parseWholeNumber(values.reorderLevel) ?? 0,
    unitCostPaise: unitCostPaiseOf(values.unitCost),
    supplier: blankToNull(values.supplier),
    purchaseDate: blankToNull(values.purchaseDate),
    warrantyEnd: blankToNull(values.warrantyEnd),
    notes: blankToNull(values.notes),
  }
}

/**
 * The next generated code of a category, e.g. LAB-0013. The counter moves in one atomic upsert (INSERT ... ON
 * CONFLICT DO UPDATE ... RETURNING on both databases), so two admins adding at once never get the same number;
 * a number already taken by a hand-typed code is skipped.
 */
export async function nextItemCode(client: Client, category: InventoryCategory): Promise<string> {
  const prefix = categoryCodePrefixes[category]
  for (;;) {
    const counter = await client.inventoryCodeCounter.upsert({
      where: { prefix },
      create: { prefix, value: 1 },
      update: { value: { increment: 1 } },
      select: { value: true },
    })
    const code = `${prefix}-${String(counter.value).padStart(4, '0')}`
    const taken = await client.inventoryItem.findUnique({ where: { code }, select: { id: true } })
    if (!taken) return code
  }
}

async function assertCodeFree(client: Client, code: string, exceptId?: string) {
  const taken = await client.inventoryItem.findUnique({ where: { code }, select: { id: true } })
  if (taken && taken.id !== exceptId) throw conflict(inventoryMessages.duplicateCode(code))
}

function rethrowDuplicate(error: unknown, code: string): never {
  if (isUniqueViolationOn(error, 'code')) throw conflict(inventoryMessages.duplicateCode(code))
  throw error
}

export async function createItem({ db, now }: InventoryDeps, actor: AuditActor, values: ItemFormValues) {
  const code = values.code ? values.code.toUpperCase() : await nextItemCode(db, values.category)
  await assertCodeFree(db, code)
  const columns = itemColumns(values)
  try {
    return await db.$transaction(async (tx) => {
      const item = await tx.inventoryItem.create({
        data: {
          ...columns,
          code,
          searchText: searchTextOf({ code, name: columns.name, supplier: columns.supplier }),
          createdAt: now(),
        },
        select: { id: true, code: true, name: true },
      })
      await writeAuditLog(tx, {
        actor,
        action: 'inventory.item_create',
        target: { type: 'inventory_item', id: item.id, label: `${item.code} ${item.name}` },
        at: now(),
      })
      return item
    })
  } catch (error) {
    rethrowDuplicate(error, code)
  }
}

export async function updateItem({ db, now }: InventoryDeps, actor: AuditActor, id: string, values: ItemFormValues) {
  const existing = await db.inventoryItem.findUnique({ where: { id }, select: { code: true } })
  if (!existing) throw notFound(inventoryMessages.itemNotFound)
  // A blank code on the edit form keeps the current one.
  const code = values.code ? values.code.toUpperCase() : existing.code
  await assertCodeFree(db, code, id)
  const columns = itemColumns(values)
  try {
    return await db.$transaction(async (tx) => {
      const item = await tx.inventoryItem.update({
        where: { id },
        data: { ...columns, code, searchText: searchTextOf({ code, name: columns.name, supplier: columns.supplier }) },
        select: { id: true, code: true, name: true },
      })
      await writeAuditLog(tx, {
        actor,
        action: 'inventory.item_update',
        target: { type: 'inventory_item', id, label: `${item.code} ${item.name}` },
        details: code !== existing.code ? { codeFrom: existing.code, codeTo: code } : undefined,
        at: now(),
      })
      return item
    })
  } catch (error) {
    rethrowDuplicate(error, code)
  }
}

export async function setArchived({ db, now }: InventoryDeps, actor: AuditActor, id: string, archived: boolean) {
  return db.$transaction(async (tx) => {
    const updated = await tx.inventoryItem.updateMany({ where: { id }, data: { archived } })
    if (updated.count === 0) throw notFound(inventoryMessages.itemNotFound)
    const item = await tx.inventoryItem.findUniqueOrThrow({
      where: { id },
      select: { id: true, code: true, name: true, archived: true },
    })
    await writeAuditLog(tx, {
      actor,
      action: archived ? 'inventory.item_archive' : 'inventory.item_restore',
      target: { type: 'inventory_item', id, label: `${item.code} ${item.name}` },
      at: now(),
    })
    return item
  })
}

/** Only an item that never moved can be deleted; one with a history is archived instead (the ledger stays whole). */
export async function deleteItem({ db, now }: InventoryDeps, actor: AuditActor, id: string, storage: Storage) {
  const deleted = await db.$transaction(async (tx) => {
    const item = await tx.inventoryItem.findUnique({
      where: { id },
      select: { code: true, name: true, imageKey: true, thumbnailKey: true },
    })
    if (!item) throw notFound(inventoryMessages.itemNotFound)
    const removed = await tx.inventoryItem.deleteMany({ where: { id, movementCount: 0 } })
    if (removed.count === 0) throw conflict(inventoryMessages.hasMovements)
    await writeAuditLog(tx, {
      actor,
      action: 'inventory.item_delete',
      target: { type: 'inventory_item', id, label: `${item.code} ${item.name}` },
      at: now(),
    })
    return item
  })
  await removeFiles(storage, [deleted.imageKey, deleted.thumbnailKey])
  return { id }
}

export async function removeFiles(storage: Storage, keys: Array<string | null>) {
  await Promise.all(
    keys
      .filter((key): key is string => !!key)
      .map((key) =>
        storage.delete(key).catch((error: unknown) => logError(`[inventory] could not delete ${key}`, error)),
      ),
  )
}

export function photoUrls(storage: Storage, item: { imageKey: string | null; thumbnailKey: string | null }) {
  return {
    imageUrl: item.imageKey ? storage.publicUrl(item.imageKey) : null,
    thumbnailUrl: item.thumbnailKey
      ? storage.publicUrl(item.thumbnailKey)
      : item.imageKey
        ? storage.publicUrl(item.imageKey)
        : null,
  }
}

export async function getItem(db: PrismaClient, storage: Storage, id: string) {
  const item = await db.inventoryItem.findUnique({ where: { id }, select: itemSelect })
  if (!item) throw notFound(inventoryMessages.itemNotFound)
  return { ...item, unitCostPaise: toPaise(item.unitCostPaise), ...photoUrls(storage, item) }
}

export async function removePhoto({ db, now }: InventoryDeps, actor: AuditActor, id: string, storage: Storage) {
  const item = await db.inventoryItem.findUnique({
    where: { id },
    select: { code: true, name: true, imageKey: true, thumbnailKey: true },
  })
  if (!item) throw notFound(inventoryMessages.itemNotFound)
  await db.$transaction(async (tx) => {
    await tx.inventoryItem.update({ where: { id }, data: { imageKey: null, thumbnailKey: null } })
    await writeAuditLog(tx, {
      actor,
      action: 'inventory.photo_remove',
      target: { type: 'inventory_item', id, label: `${item.code} ${item.name}` },
      at: now(),
    })
  })
  await removeFiles(storage, [item.imageKey, item.thumbnailKey])
  return { id }
}

/** Items at or below their reorder level; a reorder level of 0 means "not reordered" and never counts as low. */
export function lowStockWhere(db: PrismaClient): Prisma.InventoryItemWhereInput {
  return { reorderLevel: { gt: 0 }, onHand: { lte: db.inventoryItem.fields.reorderLevel } }
}

export function listWhere(db: PrismaClient, search: ListSearch): Prisma.InventoryItemWhereInput {
  const and: Prisma.InventoryItemWhereInput[] = []
  const archived = search.archived ?? 'active'
  if (archived !== 'all') and.push({ archived: archived === 'archived' })
  if (search.q) and.push({ searchText: containsInsensitive(search.q.toLowerCase(), db) })
  if (search.category) and.push({ category: search.category })
  if (search.location) and.push({ location: search.location })
  if (search.condition) and.push({ condition: search.condition })
  if (search.low) and.push(lowStockWhere(db))
  return { AND: and }
}

export function listOrderBy(search: ListSearch): Prisma.InventoryItemOrderByWithRelationInput[] {
  const dir = search.dir ?? (search.sort === 'updated' ? 'desc' : 'asc')
  switch (search.sort ?? 'name') {
    case 'code':
      return [{ code: dir }]
    case 'category':
      return [{ category: dir }, { name: 'asc' }, { id: 'asc' }]
    case 'onHand':
      return [{ onHand: dir }, { name: 'asc' }, { id: 'asc' }]
    case 'value':
      // Stock value is on hand x unit cost; ordering by on hand then cost keeps the query on plain columns.
      return [{ onHand: dir }, { unitCostPaise: dir }, { id: 'asc' }]
    case 'updated':
      return [{ updatedAt: dir }, { id: 'asc' }]
    default:
      return [{ name: dir }, { id: 'asc' }]
  }
}

const listRowSelect = {
  id: true,
  code: true,
  name: true,
  category: true,
  unit: true,
  location: true,
  condition: true,
  reorderLevel: true,
  unitCostPaise: true,
  onHand: true,
  archived: true,
  thumbnailKey: true,
  imageKey: true,
} as const satisfies Prisma.InventoryItemSelect

export async function listItems(db: PrismaClient, storage: Storage, search: ListSearch) {
  const where = listWhere(db, search)
  const found = await findPage(
    { page: search.page ?? 1, pageSize: inventoryLimits.pageSize },
    () => db.inventoryItem.count({ where }),
    (window) => db.inventoryItem.findMany({ where, orderBy: listOrderBy(search), ...window, select: listRowSelect }),
  )
  return {
    ...found,
    items: found.items.map(({ imageKey, thumbnailKey, unitCostPaise, ...row }) => ({
      ...row,
      unitCostPaise: toPaise(unitCostPaise),
      // At most 10,00,000 units at ₹1 crore: 10^15 paise, inside the numbers JavaScript counts exactly.
      valuePaise: toPaise(BigInt(row.onHand) * unitCostPaise),
      isLow: row.reorderLevel > 0 && row.onHand <= row.reorderLevel,
      thumbnailUrl: photoUrls(storage, { imageKey, thumbnailKey }).thumbnailUrl,
    })),
  }
}

/** The locations in use, for the list's filter. */
export async function listLocations(db: PrismaClient): Promise<string[]> {
  const rows = await db.inventoryItem.findMany({
    where: { location: { not: null } },
    distinct: ['location'],
    select: { location: true },
    orderBy: { location: 'asc' },
  })
  return rows.map((row) => row.location).filter((location): location is string => !!location)
}
