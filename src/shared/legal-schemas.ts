// The admin's form for a legal page and the procedures' inputs (one schema for both).
import { z } from 'zod'
import { legalKinds, legalLimits } from './legal'
import { multiLine, singleLine } from './text'

export const legalKindInput = z.object({ kind: z.enum(legalKinds) })

/** A version to read: the latest when none is named. */
export const legalVersionInput = legalKindInput.extend({ version: z.number().int().min(1).max(100_000).optional() })

export const publishLegalInput = legalKindInput.extend({
  /** The version the admin opened: publishing fails when another was published since. */
  baseVersion: z.number().int().min(1),
  content: multiLine(
    z
      .string()
      .trim()
      .min(1, 'The text is required.')
      .max(legalLimits.content, `The text must be at most ${legalLimits.content.toLocaleString('en-US')} characters.`),
    'The text',
  ),
  summary: singleLine(
    z
      .string()
      .trim()
      .min(1, 'Say in a few words what changed.')
      .max(legalLimits.summary, `What changed must be at most ${legalLimits.summary} characters.`),
    'What changed',
  ),
})
export type PublishLegalInput = z.infer<typeof publishLegalInput>
