import { describe, expect, it } from 'vitest'
import { sumToPaise, toPaise, toPaiseOrNull } from '~/server/paise'

describe('paise from BIGINT columns', () => {
  it('turns a bigint or a number into the same whole number of paise', () => {
    expect(toPaise(123_45n)).toBe(123_45)
    expect(toPaise(123_45)).toBe(123_45)
    expect(toPaise(-5n)).toBe(-5)
    expect(toPaise(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('throws rather than rounds beyond 2^53 paise, or for a fraction', () => {
    expect(() => toPaise(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError)
    expect(() => toPaise(2n ** 62n)).toThrow(RangeError)
    expect(() => toPaise(-(2n ** 62n))).toThrow(RangeError)
    expect(() => toPaise(1.5)).toThrow(RangeError)
  })

  it('keeps null for a nullable column and reads an empty sum as zero', () => {
    expect(toPaiseOrNull(null)).toBeNull()
    expect(toPaiseOrNull(7n)).toBe(7)
    expect(sumToPaise(null)).toBe(0)
    expect(sumToPaise(undefined)).toBe(0)
    expect(sumToPaise(9_00n)).toBe(9_00)
  })
})
