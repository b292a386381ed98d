// Money is integer paise everywhere; these are the only ways it becomes text and comes back from text.
// Indian grouping (lakh, crore) is done by hand rather than with Intl, whose output for 'en-IN' depends on
// the ICU data of the browser or Node build.

/**
 * ₹1,23,456.00; negative amounts as -₹500.00. A sum that may pass 2^53 paise (the inventory's stock value) comes
 * as a bigint and is shown exactly; a number beyond 2^53 is still shown, through BigInt, rather than failing the page.
 */
export function formatPaise(paise: number | bigint): string {
  if (typeof paise === 'number' && !Number.isInteger(paise))
    throw new RangeError(`Not a whole number of paise: ${paise}`)
  const sign = paise < 0 ? '-' : ''
  if (typeof paise === 'bigint' || !Number.isSafeInteger(paise)) {
    const big = BigInt(paise)
    const absolute = big < 0n ? -big : big
    return `${sign}₹${groupIndian(absolute / 100n)}.${String(absolute % 100n).padStart(2, '0')}`
  }
  const absolute = Math.abs(paise)
  const rupees = Math.floor(absolute / 100)
  const fraction = String(absolute % 100).padStart(2, '0')
  return `${sign}₹${groupIndian(rupees)}.${fraction}`
}

/** 12345678 -> '1,23,45,678': the last three digits, then groups of two. */
export function groupIndian(whole: number | bigint): string {
  const digits = String(whole)
  if (digits.length <= 3) return digits
  const lastThree = digits.slice(-3)
  const rest = digits.slice(0, -3)
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`
}

/** Paise as a plain number string for form inputs and CSV: 123456 -> '1234.56'. */
export function paiseToRupeesInput(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const absolute = Math.abs(paise)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/**
 * The largest amount of each kind, in paise; the shared schemas refuse more with `limitMessage`, and docs/fees.md
 * ("Limits") lists them. The columns are 64-bit; these limits keep every sum the server adds up as a JavaScript
 * number (a receipt, a day, a term, the whole ledger) exact, far below 2^53 paise (about ₹90 lakh crore).
 */
export const moneyLimits = {
  /** One fee head of one term (a structure cell, hence a charge), a late fee's amount or cap, a fine waiver. */
  fee: 10_00_000_00,
  /** A fixed concession: the amount taken off each term. */
  concession: 10_00_000_00,
  /** One student's part of one payment (a receipt covers at most 20 students). */
  payment: 1_00_00_000_00,
  /** The cash a cashier counts when closing a day. */
  dayCount: 1_00_00_000_00,
  /** One inventory item's unit cost (an item holds at most 10,00,000 units, so its value stays below ₹10 lakh crore). */
  unitCost: 1_00_00_000_00,
} as const

export type MoneyKind = keyof typeof moneyLimits

const moneyKindNames: Record<MoneyKind, string> = {
  fee: 'A fee amount',
  concession: 'A concession',
  payment: "One student's payment",
  dayCount: 'The counted cash',
  unitCost: 'A unit cost',
}

/** 'A fee amount can be at most ₹10,00,000.00.' */
export function limitMessage(kind: MoneyKind): string {
  return `${moneyKindNames[kind]} can be at most ${formatPaise(moneyLimits[kind])}.`
}

export type ParsedAmount = { ok: true; paise: number } | { ok: false; message: string }

/** The largest amount the counter accepts: ₹99,99,99,999.99. */
export const maxPaise = 99_99_99_999_99

export const amountMessages = {
  empty: 'Enter an amount',
  invalid: 'Enter an amount in rupees, e.g. 1,234.50',
  negative: 'The amount cannot be negative',
  decimals: 'Amounts have at most two decimal places (paise)',
  tooLarge: 'The amount is too large',
} as const

/**
 * A rupee amount typed by a person ('1,234.50', '₹ 500', '1234') as paise. Refuses negatives, more than two
 * decimals and anything that is not a number; commas may be anywhere in the whole part (people type 12,345 and
 * 1,23,456 alike).
 */
export function parseRupeesToPaise(input: string): ParsedAmount {
  const text = input
    .trim()
    .replace(/^₹\s*/, '')
    .replace(/^rs\.?\s*/i, '')
  if (text === '') return { ok: false, message: amountMessages.empty }
  if (text.startsWith('-')) return { ok: false, message: amountMessages.negative }
  const match = /^(\d[\d,]*)?(?:\.(\d*))?$/.exec(text)
  if (!match || (match[1] === undefined && !match[2]) || match[1]?.endsWith(',') || match[1]?.includes(',,')) {
    return { ok: false, message: amountMessages.invalid }
  }
  const whole = (match[1] ?? '0').replaceAll(',', '')
  const fraction = match[2] ?? ''
  if (fraction.length > 2) return { ok: false, message: amountMessages.decimals }
  if (whole.replace(/^0+/, '').length > 10) return { ok: false, message: amountMessages.tooLarge }
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  if (paise > maxPaise) return { ok: false, message: amountMessages.tooLarge }
  return { ok: true, paise }
}

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 0..99 in words; 56 -> 'Fifty-Six'. */
function belowHundred(value: number): string {
  if (value < 20) return ones[value] ?? ''
  const ten = tens[Math.floor(value / 10)] ?? ''
  const unit = value % 10
  return unit === 0 ? ten : `${ten}-${ones[unit]}`
}

/** 0..999 in words. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100)
  const rest = value % 100
  const parts: string[] = []
  if (hundreds) parts.push(`${belowHundred(hundreds)} Hundred`)
  if (rest) parts.push(belowHundred(rest))
  return parts.join(' ')
}

/** A whole number in words with Indian numbering: 12345678 -> 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'. */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole, non-negative number: ${value}`)
  if (value === 0) return 'Zero'
  const crores = Math.floor(value / 1_00_00_000)
  const lakhs = Math.floor((value % 1_00_00_000) / 1_00_000)
  const thousands = Math.floor((value % 1_00_000) / 1000)
  const rest = value % 1000
  const parts: string[] = []
  // Above 99 crore the crore count itself is read in Indian words: 'One Hundred Crore', 'One Lakh Crore'.
  if (crores) parts.push(`${numberInIndianWords(crores)} Crore`)
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`)
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`)
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}

/** 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only', as on a receipt. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`)
  const sign = paise < 0 ? 'Minus ' : ''
  const absolute = Math.abs(paise)
  const rupees = Math.floor(absolute / 100)
  const fraction = absolute % 100
  const paiseWords = `${belowHundred(fraction)} ${fraction === 1 ? 'Paisa' : 'Paise'}`
  if (rupees === 0 && fraction > 0) return `${sign}${paiseWords} Only`
  const words = `${sign}Rupees ${numberInIndianWords(rupees)}`
  return fraction ? `${words} and ${paiseWords} Only` : `${words} Only`
}
