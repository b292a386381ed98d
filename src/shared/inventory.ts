// The inventory portal's vocabulary and forms (docs/product.md, Inventory portal): enumerations with their labels,
// and one zod schema per form, used by the form (zodResolver), by the procedure and by each CSV import row.
// Numbers and money arrive as the text a person typed, so the form, the procedure and a CSV cell share one rule.
import { z } from 'zod'
import { recordIdSchema } from './ids'
import { blankOrDateEntry, dateEntry } from './date-schema'
import { limitMessage, moneyLimits, parseRupeesToPaise } from './money'
import { multiLine, singleLine } from './text'
import { adjustDirections, partyTypes, type AdjustDirection } from './inventory-labels'
import {
  inventoryCategories,
  inventoryConditions,
  inventoryLimits,
  movementKinds,
  type MovementKind,
} from './inventory-options'

export * from './inventory-options'
export * from './inventory-labels'

export const inventoryMessages = {
  belowZero: (onHand: number, unit: string) =>
    `Not enough stock: only ${onHand} ${unit} on hand, so this would take the quantity below zero. Nothing was recorded.`,
  noteRequired: 'A note is required for adjustments and disposals: say why.',
  duplicateCode: (code: string) => `The code ${code} is already used by another item.`,
  itemNotFound: 'Item not found.',
  archived: 'This item is archived. Restore it before recording movements.',
  hasMovements: 'This item has movements, so it cannot be deleted. Archive it instead.',
  aboveMaximum: (onHand: number, unit: string) =>
    `Too much stock: ${onHand.toLocaleString('en-IN')} ${unit} on hand, and one item holds at most ${inventoryLimits.quantity.toLocaleString('en-IN')}. Nothing was recorded.`,
} as const

const optionalText = (max: number, label: string) =>
  singleLine(z.string().trim().max(max, `${label} must be at most ${max} characters.`), label)

/** Typed DD/MM/YYYY (or YYYY-MM-DD), kept as a YYYY-MM-DD key; blank stays ''. */
const optionalDate = (label: string) => blankOrDateEntry({ message: `${label} must be a date (DD/MM/YYYY).` })

/** A whole number typed as text: "12" -> valid; "", "1.5", "-3", "ten" -> the message. */
export function parseWholeNumber(value: string): number | null {
  const text = value.trim()
  if (!/^\d{1,9}$/.test(text)) return null
  return Number(text)
}

export const quantityText = (label: string, { min }: { min: 0 | 1 }) =>
  z
    .string()
    .trim()
    .refine((value) => value !== '', `${label} is required.`)
    .refine(
      (value) => value === '' || parseWholeNumber(value) !== null,
      `${label} must be a whole number${min === 1 ? ' greater than zero' : ', 0 or more'}.`,
    )
    .refine((value) => {
      const number = parseWholeNumber(value)
      return number === null || number >= min
    }, `${label} must be greater than zero.`)
    .refine(
      (value) => {
        const number = parseWholeNumber(value)
        return number === null || number <= inventoryLimits.quantity
      },
      `${label} must be at most ${inventoryLimits.quantity.toLocaleString('en-IN')}.`,
    )

const codePattern = /^[A-Za-z0-9][A-Za-z0-9-]*$/

/** The add and edit form, and one row of a CSV import. A blank code is generated from the category. */
export const itemFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .max(inventoryLimits.code, `Code must be at most ${inventoryLimits.code} characters.`)
      .refine((value) => value === '' || codePattern.test(value), 'Code may contain only letters, digits and dashes.'),
    name: singleLine(
      z
        .string()
        .trim()
        .min(1, 'Name is required.')
        .max(inventoryLimits.name, `Name must be at most ${inventoryLimits.name} characters.`),
      'Name',
    ),
    category: z.enum(inventoryCategories, { error: `Category must be one of: ${inventoryCategories.join(', ')}.` }),
    description: multiLine(
      z
        .string()
        .trim()
        .max(inventoryLimits.description, `Description must be at most ${inventoryLimits.description} characters.`),
      'Description',
    ),
    unit: singleLine(
      z
        .string()
        .trim()
        .min(1, 'Unit is required, e.g. pcs.')
        .max(inventoryLimits.unit, `Unit must be at most ${inventoryLimits.unit} characters.`),
      'Unit',
    ),
    location: optionalText(inventoryLimits.location, 'Location'),
    condition: z.enum(inventoryConditions, { error: `Condition must be one of: ${inventoryConditions.join(', ')}.` }),
    reorderLevel: quantityText('Reorder level', { min: 0 }),
    unitCost: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || parseRupeesToPaise(value).ok,
        'Unit cost must be an amount in rupees, e.g. 1,250.50.',
      )
      .refine((value) => {
        const parsed = value === '' ? null : parseRupeesToPaise(value)
        return !parsed?.ok || parsed.paise <= moneyLimits.unitCost
      }, limitMessage('unitCost')),
    supplier: optionalText(inventoryLimits.supplier, 'Supplier'),
    purchaseDate: optionalDate('Purchase date'),
    warrantyEnd: optionalDate('Warranty end'),
    notes: multiLine(
      z.string().trim().max(inventoryLimits.notes, `Notes must be at most ${inventoryLimits.notes} characters.`),
      'Notes',
    ),
  })
  .refine((item) => !item.purchaseDate || !item.warrantyEnd || item.warrantyEnd >= item.purchaseDate, {
    path: ['warrantyEnd'],
    message: 'Warranty end cannot be before the purchase date.',
  })

export type ItemFormValues = z.output<typeof itemFormSchema>

export const emptyItemForm: ItemFormValues = {
  code: '',
  name: '',
  category: 'lab',
  description: '',
  unit: 'pcs',
  location: '',
  condition: 'new',
  reorderLevel: '0',
  unitCost: '',
  supplier: '',
  purchaseDate: '',
  warrantyEnd: '',
  notes: '',
}

/** The unit cost in paise: blank is 0. Only call on checked values. */
export function unitCostPaiseOf(unitCost: string): number {
  if (unitCost.trim() === '') return 0
  const parsed = parseRupeesToPaise(unitCost)
  return parsed.ok ? Math.min(parsed.paise, moneyLimits.unitCost) : 0
}

export const setArchivedSchema = z.object({ id: recordIdSchema, archived: z.boolean() })
export const updateItemSchema = z.object({ id: recordIdSchema, item: itemFormSchema })

/** The record-movement form on an item's page. */
export const movementFormSchema = z
  .object({
    itemId: recordIdSchema,
    kind: z.enum(movementKinds, { error: 'Choose what happened: receive, issue, return, adjust or dispose.' }),
    quantity: quantityText('Quantity', { min: 1 }),
    /** Adjustments only: whether the count found more (add) or fewer (remove). */
    direction: z.enum(adjustDirections).default('add'),
    occurredOn: dateEntry({ message: 'Date must be a date (DD/MM/YYYY).' }),
    reference: optionalText(inventoryLimits.reference, 'Reference'),
    partyType: z.enum(partyTypes).default('department'),
    party: optionalText(inventoryLimits.party, 'Issued to'),
    note: multiLine(
      z.string().trim().max(inventoryLimits.note, `Note must be at most ${inventoryLimits.note} characters.`),
      'Note',
    ),
  })
  .superRefine((movement, context) => {
    if ((movement.kind === 'adjust' || movement.kind === 'dispose') && movement.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: inventoryMessages.noteRequired })
    }
    if (movement.kind === 'issue' && movement.party === '') {
      context.addIssue({ code: 'custom', path: ['party'], message: 'Say who receives it: a department or a person.' })
    }
  })

export type MovementFormInput = z.input<typeof movementFormSchema>
export type MovementFormValues = z.output<typeof movementFormSchema>

/** The signed change a movement makes to the quantity on hand. */
export function movementDelta(kind: MovementKind, quantity: number, direction: AdjustDirection = 'add'): number {
  switch (kind) {
    case 'receive':
    case 'return':
      return quantity
    case 'issue':
    case 'dispose':
      return -quantity
    case 'adjust':
      return direction === 'remove' ? -quantity : quantity
  }
}

/** Whether a change from `before` to `after` takes an item to or below its reorder level (one e-mail per crossing). */
export function crossesReorderLevel(before: number, after: number, reorderLevel: number): boolean {
  return before > reorderLevel && after <= reorderLevel
}

export const historySchema = z.object({ itemId: recordIdSchema, page: z.number().int().min(1).max(100_000).default(1) })

/** The CSV columns, in order, for export and import. Import needs at least name, category, unit and condition. */
export const csvColumns = [
  'code',
  'name',
  'category',
  'description',
  'unit',
  'location',
  'condition',
  'reorder_level',
  'unit_cost',
  'supplier',
  'purchase_date',
  'warranty_end',
  'notes',
  'on_hand',
] as const

/** The largest CSV file the import takes (the tRPC body limit is 1 MB). */
export const maxImportBytes = 900_000

export const importSchema = z.object({
  csv: z
    .string()
    .min(1, 'The file is empty.')
    .max(maxImportBytes, 'The file is larger than 900 KB. Please split it into smaller files.'),
  dryRun: z.boolean(),
})
