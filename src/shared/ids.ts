import { z } from 'zod'

// Row ids as they arrive in URLs and inputs. Our ids are UUIDs (and a few readable keys), so anything longer
// or with other characters cannot name a row: pages answer 404 for it without asking the database.
export const maxIdLength = 100
const idPattern = /^[A-Za-z0-9_-]+$/

export const recordIdSchema = z
  .string()
  .trim()
  .min(1, 'Missing id.')
  .max(maxIdLength, 'No such record.')
  .regex(idPattern, 'No such record.')

/** The input of a procedure that names one row: `{ id }`. */
export const recordIdInputSchema = z.object({ id: recordIdSchema })

/** True when `value` could be a row id (shape only; whether the row exists is the lookup's business). */
export function isRecordId(value: unknown): value is string {
  return recordIdSchema.safeParse(value).success
}
