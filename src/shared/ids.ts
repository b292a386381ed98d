import { z } from 'zod'

// Row ids as they arrive in URLs and inputs. Our ids are UUIDs (and a few readable keys), so anything longer
// or with other characters cannot name a row: pages answer 404 for it without asking the database.
export const maxIdLength = 100
const idPattern = /^[A-Za-z0-9_-]+$/

/**
 * A row id, in the one shape every record id of an input has. `missing` is said when it is absent or blank and
 * `unknown` when it cannot name a row; forms whose choices are ids give their own words (src/shared/fees.ts).
 */
export function recordIdWith(missing: string, unknown = 'No such record.') {
  return z.string(missing).trim().min(1, missing).max(maxIdLength, unknown).regex(idPattern, unknown)
}

export const recordIdSchema = recordIdWith('Missing id.')

/** The input of a procedure that names one row: `{ id }`. */
export const recordIdInputSchema = z.object({ id: recordIdSchema })

/** True when `value` could be a row id (shape only; whether the row exists is the lookup's business). */
export function isRecordId(value: unknown): value is string {
  return recordIdSchema.safeParse(value).success
}
