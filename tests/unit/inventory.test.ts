import { describe, expect, it } from 'vitest'
import { safeCell } from '~/shared/csv'
import { ledgerId, ledgerIdAt } from '~/server/inventory/movements'
import {
  crossesReorderLevel,
  emptyItemForm,
  itemFormSchema,
  listSearchSchema,
  movementDelta,
  movementFormSchema,
  movementPartyText,
  parseWholeNumber,
  unitCostPaiseOf,
} from '~/shared/inventory'

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('movementDelta', () => {
  it('adds receipts and returns, takes away issues and disposals, and adjusts either way', () => {
    expect(movementDelta('receive', 5)).toBe(5)
    expect(movementDelta('return', 2)).toBe(2)
    expect(movementDelta('issue', 3)).toBe(-3)
    expect(movementDelta('dispose', 1)).toBe(-1)
    expect(movementDelta('adjust', 4, 'add')).toBe(4)
    expect(movementDelta('adjust', 4, 'remove')).toBe(-4)
  })
})

describe('crossesReorderLevel', () => {
  it('is true only on the step from above the level to at or below it', () => {
    expect(crossesReorderLevel(6, 5, 5)).toBe(true)
    expect(crossesReorderLevel(10, 0, 5)).toBe(true)
    expect(crossesReorderLevel(5, 4, 5)).toBe(false)
    expect(crossesReorderLevel(4, 9, 5)).toBe(false)
    expect(crossesReorderLevel(9, 6, 5)).toBe(false)
  })
})

describe('parseWholeNumber and unit costs', () => {
  it('reads whole numbers typed as text and nothing else', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12)
    expect(parseWholeNumber('0')).toBe(0)
    for (const text of ['', '-1', '1.5', '1e3', 'ten', '1,000']) expect(parseWholeNumber(text)).toBeNull()
  })

  it('turns a typed rupee amount into paise, blank being zero', () => {
    expect(unitCostPaiseOf('1,250.50')).toBe(125_050)
    expect(unitCostPaiseOf('')).toBe(0)
  })
})

describe('itemFormSchema', () => {
  const valid = { ...emptyItemForm, name: 'Beaker', unit: 'pcs' }

  it('accepts a minimal item and a blank code', () => {
    expect(itemFormSchema.safeParse(valid).success).toBe(true)
  })

  it('names each problem in words', () => {
    expect(messages(itemFormSchema.safeParse({ ...valid, name: ' ' }))).toEqual(['Name is required.'])
    expect(messages(itemFormSchema.safeParse({ ...valid, condition: 'broken' }))).toEqual([
      'Condition must be one of: new, good, fair, needs_repair, damaged, disposed.',
    ])
    expect(messages(itemFormSchema.safeParse({ ...valid, reorderLevel: '-1' }))).toEqual([
      'Reorder level must be a whole number, 0 or more.',
    ])
    expect(messages(itemFormSchema.safeParse({ ...valid, unitCost: '12.345' }))).toEqual([
      'Unit cost must be an amount in rupees, e.g. 1,250.50.',
    ])
    expect(messages(itemFormSchema.safeParse({ ...valid, code: 'LAB 1' }))).toEqual([
      'Code may contain only letters, digits and dashes.',
    ])
    expect(
      messages(itemFormSchema.safeParse({ ...valid, purchaseDate: '2026-05-01', warrantyEnd: '2026-04-01' })),
    ).toEqual(['Warranty end cannot be before the purchase date.'])
  })
})

describe('movementFormSchema', () => {
  const base = {
    itemId: 'x',
    kind: 'receive',
    quantity: '3',
    occurredOn: '2026-06-20',
    reference: '',
    party: '',
    note: '',
  }

  it('requires a quantity above zero', () => {
    expect(messages(movementFormSchema.safeParse({ ...base, quantity: '0' }))).toEqual([
      'Quantity must be greater than zero.',
    ])
    expect(messages(movementFormSchema.safeParse({ ...base, quantity: '' }))).toEqual(['Quantity is required.'])
  })

  it('requires a note for adjustments and disposals and a recipient for issues', () => {
    expect(messages(movementFormSchema.safeParse({ ...base, kind: 'adjust' }))).toEqual([
      'A note is required for adjustments and disposals: say why.',
    ])
    expect(messages(movementFormSchema.safeParse({ ...base, kind: 'dispose' }))).toEqual([
      'A note is required for adjustments and disposals: say why.',
    ])
    expect(messages(movementFormSchema.safeParse({ ...base, kind: 'issue' }))).toEqual([
      'Say who receives it: a department or a person.',
    ])
    expect(movementFormSchema.safeParse({ ...base, kind: 'issue', party: 'Physics' }).success).toBe(true)
  })
})

describe('listSearchSchema', () => {
  it('drops a bad value from the URL instead of failing the page', () => {
    expect(listSearchSchema.parse({ category: 'weapons', page: 0, low: true, q: 'flask' })).toEqual({
      low: true,
      q: 'flask',
    })
  })
})

describe('CSV and ledger ids', () => {
  it('makes a cell that a spreadsheet would run as a formula harmless', () => {
    expect(safeCell('=1+1')).toBe("'=1+1")
    // A plain signed number cannot call anything and stays a number (src/shared/csv.ts).
    expect(safeCell('-5')).toBe('-5')
    expect(safeCell('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc")
    expect(safeCell('@SUM')).toBe("'@SUM")
    expect(safeCell('Beaker')).toBe('Beaker')
  })

  it('orders ledger ids by time, then by sequence', () => {
    expect(ledgerIdAt(1000, 2, 'ab') < ledgerIdAt(1000, 10, '00')).toBe(true)
    expect(ledgerIdAt(999, 99, 'ff') < ledgerIdAt(1000, 0, '00')).toBe(true)
    const ids = Array.from({ length: 50 }, () => ledgerId())
    expect([...ids].sort()).toEqual(ids)
  })
})

describe('movementPartyText', () => {
  it('says who stock was issued to or returned by, naming the type only when the name does not', () => {
    expect(movementPartyText('issue', 'Science department', 'department')).toBe('Issued to Science department')
    expect(movementPartyText('return', 'Science department', 'department')).toBe('Returned by Science department')
    expect(movementPartyText('issue', 'Ravi Kumar', 'person')).toBe('Issued to Ravi Kumar (person)')
    expect(movementPartyText('receive', 'Acme Supplies', null)).toBe('Received from Acme Supplies')
    expect(movementPartyText('issue', null, 'department')).toBeNull()
  })
})
