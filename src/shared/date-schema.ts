// The one zod rule for a date a person types: DD/MM/YYYY (or YYYY-MM-DD) in, the stored YYYY-MM-DD key out.
// Forms, procedures and CSV imports share it, and a bad value gets exactly one message.
import { z } from 'zod'
import { dateEntryHint, impossibleDateMessage, parseDateEntry, type DateKey } from './dates'

export const dateEntryMessage = `Dates must be in ${dateEntryHint} format`

export type DateEntryRules = {
  /** The message for text that is not a real date. */
  message?: string
  /** Earliest and latest accepted keys (YYYY-MM-DD); `max` may be a function for "today". */
  min?: DateKey
  minMessage?: string
  max?: DateKey | (() => DateKey)
  maxMessage?: string
}

/** The first thing wrong with `text` as a date, or its key. */
export function checkDateEntry(text: string, rules: DateEntryRules = {}): { key: DateKey } | { message: string } {
  const key = parseDateEntry(text)
  // A form's own message (the admission form's, for one) wins; otherwise an impossible day is named.
  if (key === null) return { message: rules.message ?? impossibleDateMessage(text) ?? dateEntryMessage }
  if (rules.min && key < rules.min)
    return { message: rules.minMessage ?? `Dates before ${rules.min.slice(0, 4)} are not accepted` }
  const max = typeof rules.max === 'function' ? rules.max() : rules.max
  if (max && key > max) return { message: rules.maxMessage ?? 'That date is too late' }
  return { key }
}

function keyOrIssue(text: string, rules: DateEntryRules, ctx: z.RefinementCtx): DateKey {
  const checked = checkDateEntry(text, rules)
  if ('key' in checked) return checked.key
  ctx.addIssue({ code: 'custom', message: checked.message })
  return z.NEVER
}

/** A required date: typed text in, its YYYY-MM-DD key out. */
export function dateEntry(rules: DateEntryRules = {}) {
  return z.string(rules.message ?? dateEntryMessage).transform((text, ctx) => keyOrIssue(text, rules, ctx))
}

/** An optional date: blank (or missing) becomes undefined. */
export function optionalDateEntry(rules: DateEntryRules = {}) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => (text?.trim() ? keyOrIssue(text, rules, ctx) : undefined))
}

/** An optional date in a form that keeps blanks as '' (always a string in and out). */
export function blankOrDateEntry(rules: DateEntryRules = {}) {
  return z.string().transform((text, ctx) => (text.trim() ? keyOrIssue(text, rules, ctx) : ''))
}
