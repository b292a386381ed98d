import { describe, expect, it } from 'vitest'
import { generateCompliantPassword, generatePassword, meetsPasswordPolicy } from '~/shared/password-policy'

describe('meetsPasswordPolicy', () => {
  it('accepts ten characters with all four classes', () => {
    expect(meetsPasswordPolicy('Admin@2026!')).toBe(true)
    expect(meetsPasswordPolicy('aB3$efghij')).toBe(true)
  })

  it.each([
    ['too short', 'aB3$efghi'],
    ['no uppercase', 'ab3$efghij'],
    ['no lowercase', 'AB3$EFGHIJ'],
    ['no digit', 'aBc$efghij'],
    ['no symbol', 'aB3defghij'],
  ])('rejects a password with %s', (_, password) => {
    expect(meetsPasswordPolicy(password)).toBe(false)
  })
})

describe('generatePassword', () => {
  it('meets the policy on 10,000 samples, always 10 characters', () => {
    for (let i = 0; i < 10_000; i++) {
      const password = generatePassword()
      expect(password).toHaveLength(10)
      if (!meetsPasswordPolicy(password)) throw new Error(`non-compliant sample: ${password}`)
    }
  })

  it('does not repeat itself and leaves out look-alike characters', () => {
    const samples = Array.from({ length: 2000 }, () => generatePassword())
    expect(new Set(samples).size).toBe(samples.length)
    expect(samples.join('')).not.toMatch(/[Il0O1]/)
  })

  it('never uses characters that would start a spreadsheet formula', () => {
    const samples = Array.from({ length: 2000 }, () => generatePassword())
    expect(samples.join('')).not.toMatch(/[=+\-@]/)
  })

  it('does not always put a class in the same position', () => {
    const firstChars = new Set(Array.from({ length: 400 }, () => /[A-Z]/.test(generatePassword()[0]!)))
    expect(firstChars).toEqual(new Set([true, false]))
  })

  it('generateCompliantPassword returns a checked password', () => {
    expect(meetsPasswordPolicy(generateCompliantPassword())).toBe(true)
  })
})
