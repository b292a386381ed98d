// The inventory's enumerations, its limits and /inventory/list's search rules: plain values and functions, without
// zod, so a route's search rules name them without loading the inventory's form schemas.
import { booleanParam, optionalEnum, searchParams, textParam, wholeNumberParam } from './search-params'
import { isSingleLine } from './text'

export const inventoryCategories = ['lab', 'sports', 'stationery', 'furniture', 'it', 'library', 'other'] as const
export type InventoryCategory = (typeof inventoryCategories)[number]

export const inventoryConditions = ['new', 'good', 'fair', 'needs_repair', 'damaged', 'disposed'] as const
export type InventoryCondition = (typeof inventoryConditions)[number]

export const movementKinds = ['receive', 'issue', 'return', 'adjust', 'dispose'] as const
export type MovementKind = (typeof movementKinds)[number]

export const inventoryLimits = {
  code: 20,
  name: 120,
  unit: 20,
  location: 80,
  supplier: 120,
  description: 2000,
  notes: 2000,
  reference: 80,
  party: 120,
  note: 500,
  /** The largest quantity one movement, one reorder level or the stock of one item may hold. */
  quantity: 1_000_000,
  pageSize: 20,
  historyPageSize: 10,
  importRows: 1000,
} as const

export const inventorySorts = ['name', 'code', 'category', 'onHand', 'value', 'updated'] as const
export type InventorySort = (typeof inventorySorts)[number]
export const archivedFilters = ['active', 'archived', 'all'] as const

/** /inventory/list's search (and inventory.list's input): every filter lives in the URL; bad values fall back to the defaults. */
export const listSearchSchema = searchParams({
  q: textParam(100, isSingleLine),
  category: optionalEnum(inventoryCategories),
  location: textParam(inventoryLimits.location, isSingleLine),
  condition: optionalEnum(inventoryConditions),
  low: booleanParam,
  archived: optionalEnum(archivedFilters),
  sort: optionalEnum(inventorySorts),
  dir: optionalEnum(['asc', 'desc']),
  page: wholeNumberParam(1, 100_000),
})
export type ListSearch = ReturnType<typeof listSearchSchema.parse>
