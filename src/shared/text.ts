// Text-field rules shared by every zod schema (forms and procedures alike).
//
// A control character in a name or a subject line (a pasted line break, a NUL, an ANSI escape) silently
// breaks what is built from it: e-mail headers, CSV rows, log lines. Single-line fields refuse them all;
// multi-line fields (textareas) keep line breaks and tabs and refuse the rest.
import type { z } from 'zod'

// Matching control characters is the point of these two patterns.
/**
 * C0 controls, DEL, C1 controls, the Unicode line and paragraph separators, and the bidirectional embedding,
 * override and isolate controls (U+202A-U+202E, U+2066-U+2069), which make a receipt reference or a name read
 * backwards on screens, receipts and CSV files ("Trojan Source"). The marks U+200E and U+200F stay allowed.
 */
// oxlint-disable-next-line no-control-regex
const singleLineForbidden = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/
/** The same, except tab (\t), line feed (\n) and carriage return (\r, as in a pasted \r\n). */
// oxlint-disable-next-line no-control-regex
const multiLineForbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/

export function isSingleLine(value: string): boolean {
  return !singleLineForbidden.test(value)
}

export function hasOnlyTextCharacters(value: string): boolean {
  return !multiLineForbidden.test(value)
}

export function singleLineMessage(label = 'This field'): string {
  return `${label} must be a single line without control characters.`
}

export function multiLineMessage(label = 'This field'): string {
  return `${label} must not contain control characters.`
}

/**
 * A single-line text field: refuses line breaks, tabs and every other control character.
 * `singleLine(z.string().trim().min(1, 'Title is required.'), 'Title')`
 */
export function singleLine<S extends z.ZodString>(schema: S, label?: string): S {
  return schema.refine(isSingleLine, singleLineMessage(label)) as S
}

/** A multi-line text field (a textarea): line breaks and tabs are fine, other control characters are not. */
export function multiLine<S extends z.ZodString>(schema: S, label?: string): S {
  return schema.refine(hasOnlyTextCharacters, multiLineMessage(label)) as S
}
