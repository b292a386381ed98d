import { describe, expect, it } from 'vitest'
import { inventoryLimits } from '~/shared/inventory-options'
import {
  amountInWords,
  amountMessages,
  formatPaise,
  groupIndian,
  limitMessage,
  moneyLimits,
  maxPaise,
  numberInIndianWords,
  paiseToRupeesInput,
  parseRupeesToPaise,
} from '~/shared/money'

describe('formatPaise: rupees with Indian grouping and two decimals', () => {
  it.each([
    [0, '₹0.00'],
    [1, '₹0.01'],
    [99, '₹0.99'],
    [100, '₹1.00'],
    [50_000, '₹500.00'],
    [99_999_00, '₹99,999.00'],
    [1_00_000_00, '₹1,00,000.00'],
    [1_23_456_00, '₹1,23,456.00'],
    [12_34_567_89, '₹12,34,567.89'],
    [1_00_00_000_00, '₹1,00,00,000.00'],
    [99_99_99_999_99, '₹99,99,99,999.99'],
    [1_00_00_00_000_00, '₹1,00,00,00,000.00'],
  ])('%i paise -> %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text)
  })

  it('puts the minus sign before the rupee sign', () => {
    expect(formatPaise(-50_000)).toBe('-₹500.00')
    expect(formatPaise(-1)).toBe('-₹0.01')
    expect(formatPaise(-1_23_456_00)).toBe('-₹1,23,456.00')
  })

  it('shows a sum beyond 2^53 paise instead of failing the page (a stock value of absurd entries)', () => {
    expect(formatPaise(2 ** 60)).toBe('₹11,52,92,15,04,60,68,469.76')
    expect(formatPaise(-(2 ** 60))).toBe('-₹11,52,92,15,04,60,68,469.76')
    expect(formatPaise(99_99_99_999_99 * 1_000_000)).toBe('₹99,99,99,99,99,90,000.00')
    expect(() => formatPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('shows a bigint (the inventory stock value) to the paisa, beyond 2^53', () => {
    expect(formatPaise(12_000_000_000_000_003n)).toBe('₹12,00,00,00,00,00,000.03')
    expect(formatPaise(-5n)).toBe('-₹0.05')
    expect(formatPaise(0n)).toBe('₹0.00')
  })

  it('names the limit of each kind of amount in its refusal', () => {
    expect(limitMessage('fee')).toBe(`A fee amount can be at most ${formatPaise(moneyLimits.fee)}.`)
    expect(limitMessage('unitCost')).toBe('A unit cost can be at most ₹1,00,00,000.00.')
    expect(limitMessage('dayCount')).toBe('The counted cash can be at most ₹1,00,00,000.00.')
    // A receipt (20 students at most) and one inventory item's value stay safe integers.
    expect(Number.isSafeInteger(moneyLimits.payment * 20)).toBe(true)
    expect(Number.isSafeInteger(moneyLimits.unitCost * inventoryLimits.quantity)).toBe(true)
  })

  it('refuses fractions of a paisa and non-numbers', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError)
    expect(() => formatPaise(Number.NaN)).toThrow(RangeError)
  })

  it('groups whole numbers in threes then twos', () => {
    expect(groupIndian(0)).toBe('0')
    expect(groupIndian(999)).toBe('999')
    expect(groupIndian(1000)).toBe('1,000')
    expect(groupIndian(123456789)).toBe('12,34,56,789')
  })

  it('writes paise back as a plain input value', () => {
    expect(paiseToRupeesInput(123456)).toBe('1234.56')
    expect(paiseToRupeesInput(5)).toBe('0.05')
    expect(paiseToRupeesInput(-500)).toBe('-5.00')
  })
})

describe('parseRupeesToPaise: what a cashier types', () => {
  it.each([
    ['1,234.50', 1_234_50],
    ['1234.5', 1_234_50],
    ['1234', 1_234_00],
    ['1,23,456', 1_23_456_00],
    ['12,345.67', 12_345_67],
    ['₹ 500', 500_00],
    ['₹500.00', 500_00],
    ['Rs. 750', 750_00],
    ['  42  ', 42_00],
    ['0.01', 1],
    ['.5', 50],
    ['7.', 7_00],
    ['0', 0],
    ['99,99,99,999.99', maxPaise],
  ])('%s -> %i paise', (text, paise) => {
    expect(parseRupeesToPaise(text)).toEqual({ ok: true, paise })
  })

  it('refuses more than two decimals', () => {
    expect(parseRupeesToPaise('10.005')).toEqual({ ok: false, message: amountMessages.decimals })
  })

  it('refuses negatives', () => {
    expect(parseRupeesToPaise('-5')).toEqual({ ok: false, message: amountMessages.negative })
    expect(parseRupeesToPaise('₹-5')).toEqual({ ok: false, message: amountMessages.negative })
  })

  it.each(['', '   ', '₹'])('refuses an empty amount (%j)', (text) => {
    expect(parseRupeesToPaise(text)).toEqual({ ok: false, message: amountMessages.empty })
  })

  it.each(['abc', '12a', '1e5', '0x10', '1.2.3', '.', ',100', '100,', '1,,000', '1 000', 'NaN', 'Infinity', '+5'])(
    'refuses garbage (%j)',
    (text) => {
      expect(parseRupeesToPaise(text)).toEqual({ ok: false, message: amountMessages.invalid })
    },
  )

  it('refuses amounts above the largest the counter takes', () => {
    expect(parseRupeesToPaise('1,00,00,00,000')).toEqual({ ok: false, message: amountMessages.tooLarge })
    expect(parseRupeesToPaise('99999999999999999999')).toEqual({ ok: false, message: amountMessages.tooLarge })
  })

  it('round-trips with formatPaise', () => {
    for (const paise of [0, 1, 10, 1_00, 12_345_67, maxPaise]) {
      expect(parseRupeesToPaise(formatPaise(paise))).toEqual({ ok: true, paise })
    }
  })
})

describe('amountInWords: Indian numbering as on a receipt', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'One Paisa Only'],
    [50, 'Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and One Paisa Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_100, 'Rupees Twenty-One Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_500, 'Rupees One Hundred Five Only'],
    [1_000_00, 'Rupees One Thousand Only'],
    [15_000_00, 'Rupees Fifteen Thousand Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [1_23_456_00, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only'],
    [1_23_456_50, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only'],
    [10_00_000_00, 'Rupees Ten Lakh Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [1_00_00_001_00, 'Rupees One Crore One Only'],
    [2_05_00_300_00, 'Rupees Two Crore Five Lakh Three Hundred Only'],
    [
      99_99_99_999_99,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
  ])('%i paise -> %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words)
  })

  it('reads the crore count itself in Indian words above 99 crore', () => {
    expect(numberInIndianWords(1_00_00_00_000)).toBe('One Hundred Crore')
    expect(numberInIndianWords(1_00_000_00_00_000)).toBe('One Lakh Crore')
  })

  it('says minus for a negative amount and refuses fractions of a paisa', () => {
    expect(amountInWords(-500)).toBe('Minus Rupees Five Only')
    expect(() => amountInWords(0.5)).toThrow(RangeError)
    expect(() => numberInIndianWords(-1)).toThrow(RangeError)
  })
})
