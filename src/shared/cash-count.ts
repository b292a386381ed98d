// The cash a cashier counts at the day's close, note by note: how many of each note and the coins' value. The total
// is computed from it (on the screen as it is typed, and again on the server), never typed separately.
import { z } from 'zod'
import { formatPaise, parseRupeesToPaise } from './money'

/** The notes counted, in rupees, largest first. */
export const cashNotes = [500, 200, 100, 50, 20, 10] as const
export type CashNote = (typeof cashNotes)[number]
export const noteKey = (note: CashNote) => `n${note}` as const
type NoteKey = ReturnType<typeof noteKey>

export type CashCount = Record<NoteKey, number> & { coinsPaise: number }

const maxPieces = 1_00_000
const pieces = z
  .number({ error: 'Count whole notes.' })
  .int('Count whole notes.')
  .min(0, 'A count cannot be negative.')
  .max(maxPieces, `At most ${maxPieces.toLocaleString('en-IN')} notes of a kind.`)

export const cashCountSchema = z.object({
  n500: pieces,
  n200: pieces,
  n100: pieces,
  n50: pieces,
  n20: pieces,
  n10: pieces,
  coinsPaise: z.number().int().min(0).max(1_00_00_000_00),
})

/** The counted total in paise. */
export function cashCountTotal(count: CashCount): number {
  return cashNotes.reduce((sum, note) => sum + count[noteKey(note)] * note * 100, 0) + count.coinsPaise
}

/** A line per note for the day sheet: "₹500 x 12 = ₹6,000.00". */
export function cashCountLines(count: CashCount): string[] {
  return [
    ...cashNotes
      .filter((note) => count[noteKey(note)] > 0)
      .map((note) => `₹${note} x ${count[noteKey(note)]} = ${formatPaise(count[noteKey(note)] * note * 100)}`),
    ...(count.coinsPaise > 0 ? [`Coins = ${formatPaise(count.coinsPaise)}`] : []),
  ]
}

export type CashCountText = Record<NoteKey, string> & { coins: string }
export const emptyCashCount: CashCountText = { n500: '', n200: '', n100: '', n50: '', n20: '', n10: '', coins: '' }

/** The typed count read leniently for the live total: a blank or unreadable box counts as nothing. */
export function cashCountOf(text: CashCountText): CashCount {
  const whole = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : 0)
  const coins = text.coins.trim() === '' ? null : parseRupeesToPaise(text.coins)
  return {
    n500: whole(text.n500),
    n200: whole(text.n200),
    n100: whole(text.n100),
    n50: whole(text.n50),
    n20: whole(text.n20),
    n10: whole(text.n10),
    coinsPaise: coins?.ok ? coins.paise : 0,
  }
}

/** The form's boxes checked: each count a whole number (blank is none), the coins an amount in rupees. */
export const cashCountFormSchema = z
  .object({
    n500: z.string(),
    n200: z.string(),
    n100: z.string(),
    n50: z.string(),
    n20: z.string(),
    n10: z.string(),
    coins: z.string(),
  })
  .transform((text, ctx): CashCount => {
    for (const note of cashNotes) {
      const value = text[noteKey(note)].trim()
      if (value !== '' && !/^\d{1,6}$/.test(value))
        ctx.addIssue({ code: 'custom', path: [noteKey(note)], message: 'Count whole notes (0 or more).' })
    }
    if (text.coins.trim() !== '') {
      const parsed = parseRupeesToPaise(text.coins)
      if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['coins'], message: parsed.message })
    }
    return cashCountOf(text)
  })
