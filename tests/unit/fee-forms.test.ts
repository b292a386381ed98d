// The fee forms' schemas: what a person types becomes the procedure's input, and a mistake gets the same message
// the server would give, on the field it belongs to.
import { dayCloseSchema } from '~/shared/fees'
import { describe, expect, it } from 'vitest'
import {
  concessionFormSchema,
  dayCloseFormSchema,
  enrolmentFormSchema,
  headFormSchema,
  termFormSchema,
  waiverFormSchema,
} from '~/shared/fee-forms'
import { createConcessionSchema, createTermSchema, setEnrolmentSchema } from '~/shared/fees'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

const student = { studentId: 'stu-1', name: 'Vikato Sumi', schoolId: 'STU000001' }

describe('the fee set-up forms', () => {
  it('a head without a description sends none', () => {
    expect(headFormSchema.parse({ name: ' Tuition ', description: '  ', optional: false })).toEqual({
      name: 'Tuition',
      optional: false,
    })
  })

  it('a term turns rupees into paise and a blank cap into none, and passes the procedure schema', () => {
    const term = termFormSchema.parse({
      name: 'Term 1',
      dueDate: '2026-07-10',
      graceDays: '',
      fineKind: 'per_day',
      fineAmountPaise: '50',
      fineCapPaise: '',
    })
    expect(term).toEqual({
      name: 'Term 1',
      dueDate: '2026-07-10',
      graceDays: 0,
      fineKind: 'per_day',
      fineAmountPaise: 5000,
      fineCapPaise: null,
    })
    expect(createTermSchema.safeParse({ yearId: 'year-1', ...term }).success).toBe(true)
  })

  it('a term without a late fee ignores the amount boxes', () => {
    const term = termFormSchema.parse({
      name: 'Term 2',
      dueDate: '2026-10-10',
      graceDays: '7',
      fineKind: 'none',
      fineAmountPaise: 'not money',
      fineCapPaise: '',
    })
    expect(term).toMatchObject({ graceDays: 7, fineAmountPaise: 0, fineCapPaise: null })
  })

  it("a term with mistakes names every field at once, in the server's words", () => {
    const result = termFormSchema.safeParse({
      name: '',
      dueDate: '',
      graceDays: '1.5',
      fineKind: 'flat',
      fineAmountPaise: 'abc',
      fineCapPaise: '-5',
    })
    expect(messages(result)).toEqual({
      name: 'Name is required.',
      dueDate: 'Choose the due date.',
      graceDays: 'Grace days must be a whole number from 0 to 365.',
      fineAmountPaise: 'Enter an amount in rupees, e.g. 1,234.50',
      fineCapPaise: 'The amount cannot be negative',
    })
  })

  it('a concession needs a student, a reason and a percent from 1 to 100', () => {
    const empty = {
      student: null,
      type: 'sibling',
      kind: 'percent',
      percent: '',
      amountPaise: '',
      headId: '',
      fromTermId: '',
      earlierUnpaid: true,
    }
    expect(messages(concessionFormSchema.safeParse({ ...empty, reason: '' }))).toEqual({
      student: 'Choose the student.',
      reason: 'Please give a reason.',
      percent: 'The percent must be a whole number from 1 to 100.',
    })
    expect(messages(concessionFormSchema.safeParse({ ...empty, student, reason: 'Two in school' }))).toEqual({
      percent: 'The percent must be a whole number from 1 to 100.',
    })
    const percent = concessionFormSchema.parse({ ...empty, student, percent: '10', reason: 'Two in school' })
    expect(percent).toEqual({ student, type: 'sibling', kind: 'percent', percent: 10, reason: 'Two in school' })
    expect(percent.amountPaise).toBeUndefined()
    const { student: picked, ...rest } = percent
    expect(createConcessionSchema.safeParse({ studentId: picked.studentId, ...rest }).success).toBe(true)
  })

  it('a fixed concession takes rupees off one head', () => {
    const fixed = concessionFormSchema.parse({
      student,
      type: 'merit',
      kind: 'fixed',
      percent: '',
      amountPaise: '1,500',
      headId: 'head-1',
      fromTermId: '',
      earlierUnpaid: false,
      reason: 'Topper',
    })
    expect(fixed).toMatchObject({ kind: 'fixed', amountPaise: 150000, headId: 'head-1' })
    expect(fixed.percent).toBeUndefined()
    expect(
      messages(
        concessionFormSchema.safeParse({
          ...fixed,
          percent: '',
          amountPaise: '0',
          headId: '',
          fromTermId: '',
          earlierUnpaid: false,
          student,
        }),
      ),
    ).toEqual({ amountPaise: 'The amount must be more than zero.' })
  })

  it('a concession from a term on sends the term and the earlier-terms choice; without a term, neither', () => {
    const base = {
      student,
      type: 'merit',
      kind: 'percent',
      percent: '10',
      amountPaise: '',
      headId: '',
      reason: 'Merit',
    }
    const from = concessionFormSchema.parse({ ...base, fromTermId: 'term-3', earlierUnpaid: true })
    expect(from).toMatchObject({ fromTermId: 'term-3', earlierUnpaid: true })
    const { student: picked, ...rest } = from
    expect(createConcessionSchema.safeParse({ studentId: picked.studentId, ...rest }).success).toBe(true)
    const whole = concessionFormSchema.parse({ ...base, fromTermId: '', earlierUnpaid: true })
    expect('fromTermId' in whole || 'earlierUnpaid' in whole).toBe(false)
  })

  it('an enrolment keeps a blank section and roll number out, and checks them as the server does', () => {
    const values = enrolmentFormSchema.parse({ student, className: 'class9', section: ' ', rollNumber: '' })
    expect(values).toEqual({ student, className: 'class9', section: undefined, rollNumber: undefined })
    expect(setEnrolmentSchema.safeParse({ studentId: student.studentId, ...values }).success).toBe(true)
    expect(
      messages(
        enrolmentFormSchema.safeParse({ student, className: 'class9', section: 'ABCDEFGHIJK', rollNumber: '0' }),
      ),
    ).toEqual({
      section: 'The section must be at most 10 characters',
      rollNumber: 'The roll number must be a whole number from 1 to 9999.',
    })
  })

  it('a waiver is at most the late fee outstanding', () => {
    const schema = waiverFormSchema(20000)
    expect(messages(schema.safeParse({ amountPaise: '500', reason: '' }))).toEqual({
      amountPaise: 'At most the ₹200.00 late fee outstanding.',
      reason: 'Please give a reason.',
    })
    expect(schema.parse({ amountPaise: '50', reason: 'In hospital' })).toEqual({
      amountPaise: 5000,
      reason: 'In hospital',
    })
  })
})

describe('the day close form', () => {
  const blank = { n500: '', n200: '', n100: '', n50: '', n20: '', n10: '', coins: '' }
  it('totals the cash counted note by note, nothing counted as zero, and a blank note as none', () => {
    expect(dayCloseFormSchema.parse({ cash: blank, note: '' })).toMatchObject({ countedCashPaise: 0 })
    const counted = dayCloseFormSchema.parse({
      cash: { ...blank, n500: '12', n200: '3', n10: '7', coins: '45.50' },
      note: 'Two torn ₹10 notes',
    })
    expect(counted).toEqual({
      countedCashPaise: 6_000_00 + 600_00 + 70_00 + 45_50,
      cashCount: { n500: 12, n200: 3, n100: 0, n50: 0, n20: 0, n10: 7, coinsPaise: 45_50 },
      note: 'Two torn ₹10 notes',
    })
    expect(dayCloseSchema.safeParse(counted).success).toBe(true)
    expect(dayCloseSchema.safeParse({ ...counted, countedCashPaise: 1 }).success).toBe(false)
    const bad = dayCloseFormSchema.safeParse({ cash: { ...blank, n100: '2.5', coins: 'abc' }, note: '' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cash.n100', 'cash.coins'])
  })
})
