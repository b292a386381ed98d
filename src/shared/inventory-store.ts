// The storekeeper's lists and reports (docs/product.md, Inventory portal): the departments stock is issued to, the
// movements' filters (the screen, its CSV export and the procedure share them) and the stock-take import.
import { z } from 'zod'
import { optionalDateEntry } from './date-schema'
import { recordIdSchema } from './ids'
import { inventoryLimits, movementKinds } from './inventory-options'
import { multiLine, singleLine } from './text'

export const departmentLimits = { name: inventoryLimits.party, stockTakeRows: 2000 } as const

/** Two names are the same department when they match ignoring case and the spaces around them. */
export function departmentKey(name: string): string {
  return name.trim().toLowerCase()
}

export const departmentMessages = {
  duplicate: (name: string) => `A department called ${name} is already on the list.`,
  notFound: 'Department not found.',
} as const

const departmentName = singleLine(
  z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(departmentLimits.name, `Name must be at most ${departmentLimits.name} characters.`),
  'Name',
)

export const departmentFormSchema = z.object({ name: departmentName })
export const renameDepartmentSchema = z.object({ id: recordIdSchema, name: departmentName })
export const setDepartmentArchivedSchema = z.object({ id: recordIdSchema, archived: z.boolean() })
export const departmentListSchema = z.object({ includeArchived: z.boolean().default(false) })

const fromDate = optionalDateEntry({ message: 'Enter the start date as DD/MM/YYYY.' })
const toDate = optionalDateEntry({ message: 'Enter the end date as DD/MM/YYYY.' })

/** The movements' filters: dates are the day it happened, both ends included; item is an item's code. */
export const movementFiltersSchema = z
  .object({
    from: fromDate,
    to: toDate,
    item: singleLine(z.string().trim().max(inventoryLimits.code, 'No item has a code that long.'), 'Item')
      .transform((code) => code.toUpperCase() || undefined)
      .optional(),
    kind: z.enum(movementKinds, { error: `Kind must be one of: ${movementKinds.join(', ')}.` }).optional(),
    departmentId: recordIdSchema.optional(),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ['to'],
    message: 'The start date must not be after the end date.',
  })
export type MovementFilters = z.output<typeof movementFiltersSchema>

export const movementsPageFilterSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  filters: movementFiltersSchema.prefault({}),
})

/** Usage per department over a date range (both ends included). */
export const departmentUsageSchema = z
  .object({ from: fromDate, to: toDate })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: 'The start date must not be after the end date.',
  })

/** The largest stock-take file (the tRPC body limit is 1 MB). */
export const maxStockTakeBytes = 900_000

export const stockTakeSchema = z.object({
  csv: z
    .string()
    .min(1, 'The file is empty.')
    .max(maxStockTakeBytes, 'The file is larger than 900 KB. Please split it into smaller files.'),
  reason: multiLine(
    z
      .string()
      .trim()
      .min(1, 'Say why the stock was counted, e.g. "Annual stock-take, March".')
      .max(inventoryLimits.note, `The reason must be at most ${inventoryLimits.note} characters.`),
    'Reason',
  ),
  dryRun: z.boolean(),
})

/** The stock-take file's columns: the item's code and the quantity counted. */
export const stockTakeColumns = ['code', 'counted'] as const
