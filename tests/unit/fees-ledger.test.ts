import { describe, expect, it } from 'vitest'
import {
  academicYearNameOf,
  collectSchema,
  createConcessionSchema,
  formatReceiptNumber,
  yearNameSchema,
} from '~/shared/fees'
import { enrolmentFieldsSchema, parseClassName } from '~/shared/enrolment-fields'
import {
  AllocationError,
  allocateOldestFirst,
  checkAllocations,
  concessionsByCharge,
  daysBetween,
  fineAsOf,
} from '~/shared/fees-ledger'

const flat = { graceDays: 5, fineKind: 'flat', fineAmountPaise: 10_000, fineCapPaise: null }
const perDay = { graceDays: 3, fineKind: 'per_day', fineAmountPaise: 1_000, fineCapPaise: 20_000 }

describe('fine rules', () => {
  it('counts days across months and years', () => {
    expect(daysBetween('2026-06-25', '2026-07-05')).toBe(10)
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysBetween('2026-06-25', '2026-06-20')).toBe(-5)
  })

  it('charges nothing on or before the due date and within the grace days', () => {
    expect(fineAsOf(flat, '2026-06-25', '2026-06-20')).toBe(0)
    expect(fineAsOf(flat, '2026-06-25', '2026-06-25')).toBe(0)
    expect(fineAsOf(flat, '2026-06-25', '2026-06-30')).toBe(0)
  })

  it('charges a flat fine from the day after the grace days', () => {
    expect(fineAsOf(flat, '2026-06-25', '2026-07-01')).toBe(10_000)
    expect(fineAsOf(flat, '2026-06-25', '2026-12-01')).toBe(10_000)
  })

  it('charges per day beyond the grace days up to the cap', () => {
    expect(fineAsOf(perDay, '2026-06-25', '2026-06-28')).toBe(0)
    expect(fineAsOf(perDay, '2026-06-25', '2026-06-29')).toBe(1_000)
    expect(fineAsOf(perDay, '2026-06-25', '2026-07-05')).toBe(7_000)
    expect(fineAsOf(perDay, '2026-06-25', '2026-09-01')).toBe(20_000)
    expect(fineAsOf({ ...perDay, fineCapPaise: null }, '2026-06-25', '2026-09-01')).toBe(1_000 * (68 - 3))
  })

  it('stops growing on the day the fees were cleared', () => {
    expect(fineAsOf(perDay, '2026-06-25', '2026-08-01', '2026-07-01')).toBe(3_000)
    expect(fineAsOf(perDay, '2026-06-25', '2026-08-01', '2026-06-26')).toBe(0)
  })

  it('charges nothing without a rule', () => {
    expect(
      fineAsOf(
        { graceDays: 0, fineKind: 'none', fineAmountPaise: 500, fineCapPaise: null },
        '2026-06-25',
        '2026-09-01',
      ),
    ).toBe(0)
  })
})

describe('concessions', () => {
  const charges = [
    { id: 't1-tuition', termId: 't1', headId: 'tuition', amountPaise: 1_000_00 },
    { id: 't1-lab', termId: 't1', headId: 'lab', amountPaise: 333_33 },
    { id: 't2-tuition', termId: 't2', headId: 'tuition', amountPaise: 1_000_00 },
  ]

  it('takes a percent of every matching charge, rounded down to the paisa', () => {
    const result = concessionsByCharge(charges, [
      { id: 'c', kind: 'percent', percent: 10, amountPaise: null, headId: null },
    ])
    expect(Object.fromEntries(result)).toEqual({ 't1-tuition': 100_00, 't1-lab': 33_33, 't2-tuition': 100_00 })
  })

  it('limits a concession to one head', () => {
    const result = concessionsByCharge(charges, [
      { id: 'c', kind: 'percent', percent: 50, amountPaise: null, headId: 'lab' },
    ])
    expect(Object.fromEntries(result)).toEqual({ 't1-tuition': 0, 't1-lab': 166_66, 't2-tuition': 0 })
  })

  it('takes a fixed amount off each term, head by head, never beyond a charge', () => {
    const result = concessionsByCharge(charges, [
      { id: 'c', kind: 'fixed', percent: null, amountPaise: 1_200_00, headId: null },
    ])
    expect(Object.fromEntries(result)).toEqual({ 't1-tuition': 1_000_00, 't1-lab': 200_00, 't2-tuition': 1_000_00 })
  })

  it('adds several concessions up to the charge', () => {
    const result = concessionsByCharge(charges, [
      { id: 'a', kind: 'percent', percent: 80, amountPaise: null, headId: 'tuition' },
      { id: 'b', kind: 'percent', percent: 50, amountPaise: null, headId: 'tuition' },
    ])
    expect(result.get('t1-tuition')).toBe(1_000_00)
  })
})

describe('allocation', () => {
  const lines = [
    { key: 'a', outstandingPaise: 500 },
    { key: 'paid', outstandingPaise: 0 },
    { key: 'b', outstandingPaise: 300 },
    { key: 'fine:t1', outstandingPaise: 100 },
  ]

  it('pays the oldest dues first and skips settled lines', () => {
    expect(allocateOldestFirst(lines, 650)).toEqual([
      { key: 'a', amountPaise: 500 },
      { key: 'b', amountPaise: 150 },
    ])
    expect(allocateOldestFirst(lines, 900)).toHaveLength(3)
  })

  it('refuses more than is due', () => {
    expect(() => allocateOldestFirst(lines, 901)).toThrow(AllocationError)
  })

  it('checks an allocation given by hand', () => {
    expect(checkAllocations(lines, [{ key: 'b', amountPaise: 300 }], 300)).toBeNull()
    expect(checkAllocations(lines, [{ key: 'x', amountPaise: 1 }], 1)).toBe('unknown-line')
    expect(
      checkAllocations(
        lines,
        [
          { key: 'b', amountPaise: 200 },
          { key: 'b', amountPaise: 200 },
        ],
        400,
      ),
    ).toBe('above-line')
    expect(checkAllocations(lines, [{ key: 'a', amountPaise: 100 }], 200)).toBe('sum')
  })
})

describe('fee schemas', () => {
  it('names years April to March', () => {
    expect(yearNameSchema.safeParse('2026-27').success).toBe(true)
    expect(yearNameSchema.safeParse('2099-00').success).toBe(true)
    expect(yearNameSchema.safeParse('2026-28').success).toBe(false)
    // Past 2099 the year would end in a five-digit year ("9999-00" ends on 31/03/10000); before 1950 is a typo.
    expect(yearNameSchema.safeParse('9999-00').success).toBe(false)
    expect(yearNameSchema.safeParse('1949-50').success).toBe(false)
    expect(academicYearNameOf('2026-06-20')).toBe('2026-27')
    expect(academicYearNameOf('2027-03-31')).toBe('2026-27')
    expect(academicYearNameOf('2027-04-01')).toBe('2027-28')
  })

  it('formats receipt numbers', () => {
    expect(formatReceiptNumber('2026-27', 123)).toBe('2026-27/000123')
  })

  it('refuses zero, negative and fractional amounts and a missing reference', () => {
    const base = { mode: 'cash', students: [{ studentId: 's', amountPaise: 100 }] }
    expect(collectSchema.safeParse(base).success).toBe(true)
    for (const amountPaise of [0, -5, 10.5]) {
      expect(collectSchema.safeParse({ ...base, students: [{ studentId: 's', amountPaise }] }).success).toBe(false)
    }
    const cheque = collectSchema.safeParse({ ...base, mode: 'cheque' })
    expect(cheque.success).toBe(false)
    expect(cheque.error?.issues[0]?.message).toBe('A reference is required for payments other than cash.')
    expect(collectSchema.safeParse({ ...base, mode: 'upi', reference: 'UTR123' }).success).toBe(true)
    const noBank = collectSchema.safeParse({ ...base, mode: 'dd', reference: '778102' })
    expect(noBank.error?.issues.map((issue) => issue.message)).toEqual([
      'Give the bank the cheque or draft is drawn on.',
      'Give the date written on the cheque or draft.',
    ])
    const draft = { ...base, mode: 'dd', reference: '778102', bank: 'Axis Bank', instrumentDate: '2026-06-11' }
    expect(collectSchema.safeParse(draft).success).toBe(true)
    expect(collectSchema.safeParse({ ...base, mode: 'upi', reference: 'UTR\n123' }).success).toBe(false)
  })

  it('needs the value that matches the concession kind', () => {
    const base = { studentId: 's', type: 'merit', reason: 'Topper' }
    expect(createConcessionSchema.safeParse({ ...base, kind: 'percent', percent: 10 }).success).toBe(true)
    expect(createConcessionSchema.safeParse({ ...base, kind: 'percent', amountPaise: 100 }).success).toBe(false)
    expect(createConcessionSchema.safeParse({ ...base, kind: 'fixed', amountPaise: 100 }).success).toBe(true)
    expect(createConcessionSchema.safeParse({ ...base, kind: 'fixed', amountPaise: 100, reason: ' ' }).success).toBe(
      false,
    )
  })

  it('reads a class as people write it', () => {
    expect(parseClassName('Class 5')).toBe('class5')
    expect(parseClassName('12')).toBe('class12')
    expect(parseClassName('LKG')).toBe('lkg')
    expect(parseClassName(' nursery ')).toBe('nursery')
    expect(parseClassName('Class 13')).toBeNull()
    expect(parseClassName('Form IV')).toBeNull()
  })

  it('takes the class fields of the account forms, blank meaning not enrolled', () => {
    expect(enrolmentFieldsSchema.parse({ className: '', section: '', rollNumber: '' })).toEqual({})
    expect(enrolmentFieldsSchema.parse({ className: 'Class 7', section: 'B', rollNumber: '12' })).toEqual({
      className: 'class7',
      section: 'B',
      rollNumber: '12',
    })
    expect(enrolmentFieldsSchema.safeParse({ className: 'class13' }).error?.issues[0]?.message).toBe('Unknown class.')
    expect(enrolmentFieldsSchema.safeParse({ className: 'class1', rollNumber: '1.5' }).success).toBe(false)
  })
})
