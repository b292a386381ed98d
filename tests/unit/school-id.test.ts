import { describe, expect, it } from 'vitest'
import { generateSchoolId, isSchoolId, normalizeSchoolId, randomInt, schoolIdPattern } from '~/shared/school-id'
import { roles } from '~/shared/roles'

describe('school ID format', () => {
  it('accepts three letters and six digits in any case', () => {
    expect(isSchoolId('ABC123456')).toBe(true)
    expect(isSchoolId(' stu000001 ')).toBe(true)
    expect(normalizeSchoolId(' stu000001 ')).toBe('STU000001')
  })

  it.each(['AB123456', 'ABCD123456', 'ABC12345', 'ABC1234567', '123ABCDEF', 'AB1123456', ''])('rejects %j', (value) => {
    expect(isSchoolId(value)).toBe(false)
  })
})

describe('generateSchoolId', () => {
  it('uses the role prefix and six random digits', () => {
    expect(generateSchoolId('teacher')).toMatch(/^TCH\d{6}$/)
    expect(generateSchoolId('student')).toMatch(/^STU\d{6}$/)
    for (const role of roles) expect(generateSchoolId(role)).toMatch(schoolIdPattern)
  })

  it('spreads over the digit space', () => {
    const ids = new Set(Array.from({ length: 500 }, () => generateSchoolId('student')))
    expect(ids.size).toBeGreaterThan(490)
  })
})

describe('randomInt', () => {
  it('stays within its bound and reaches both ends', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const value = randomInt(10)
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(10)
      seen.add(value)
    }
    expect(seen.size).toBe(10)
  })

  it('refuses a bound it cannot serve', () => {
    expect(() => randomInt(0)).toThrow(RangeError)
    expect(() => randomInt(1.5)).toThrow(RangeError)
  })
})
