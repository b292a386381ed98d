// Class lists and the users export: the inputs of the class list screen, its CSV and the users CSV,
// shared by the forms, the procedure and the export routes.
import { z } from 'zod'
import { listUsersSchema } from './account-schemas'
import { classOptions } from './admission-rules'
import { singleLine } from './text'

export const classListSchema = z.object({
  className: z.enum(classOptions, 'Choose a class'),
  /** Blank = every section of the class. */
  section: singleLine(z.string().trim().max(10, 'The section must be at most 10 characters'), 'Section').optional(),
})
export type ClassListInput = z.infer<typeof classListSchema>

/** The users CSV takes the user list's filters (no page: every matching account). */
export const usersExportSchema = listUsersSchema.pick({ search: true, role: true, status: true })

/** "Rina Roy (Mother, +91 94361 00472)" */
export function guardianText(guardian: { name: string; relationLabel: string | null; phone: string | null }): string {
  const details = [guardian.relationLabel, guardian.phone].filter(Boolean).join(', ')
  return details ? `${guardian.name} (${details})` : guardian.name
}
