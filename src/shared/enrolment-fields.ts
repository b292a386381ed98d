// Isomorphic: the class of a student in the current academic year as the account forms send it (registration, user
// management, the CSV import, an accepted admission's account).
import { z } from 'zod'
import { classOptions, createStudentAccountSchema, streams, type ClassOption } from './admission-schema'
import { classSchema, feeMessages } from './fees'

/** '5', 'Class 5', 'class5', 'LKG', 'Nursery' -> the stored value (classOptions); null when unknown. */
export function parseClassName(text: string): ClassOption | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, '')
  if ((classOptions as readonly string[]).includes(value)) return value as ClassOption
  const number = /^(?:class|std|grade)?(\d{1,2})$/.exec(value)?.[1]
  if (number && Number(number) >= 1 && Number(number) <= 12) return `class${Number(number)}` as ClassOption
  return null
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim()

/**
 * The class of a student in the current academic year, as the account forms (text inputs, CSV cells) send it:
 * a blank class means "not enrolled yet"; section and roll number only count with a class.
 */
export const enrolmentFieldsSchema = z.object({
  className: z
    .string()
    .optional()
    .transform((value) => {
      const text = blankToUndefined(value)
      return text === undefined ? undefined : (parseClassName(text) ?? text)
    })
    .pipe(classSchema.optional()),
  section: z.string().optional().transform(blankToUndefined).pipe(z.string().max(10, feeMessages.section).optional()),
  /** Science, Commerce or Arts: kept for Classes XI and XII only. */
  stream: z
    .string()
    .optional()
    .transform(blankToUndefined)
    .pipe(z.enum(streams, 'Choose Science, Commerce or Arts.').optional()),
  /** Kept as text so the form's values pass the same schema again on the server; stored as a number. */
  rollNumber: z
    .string()
    .optional()
    .transform(blankToUndefined)
    .pipe(
      z
        .string()
        .regex(/^\d{1,4}$/, feeMessages.rollNumber)
        .refine((value) => Number(value) >= 1, feeMessages.rollNumber)
        .optional(),
    ),
})
export type EnrolmentFields = z.output<typeof enrolmentFieldsSchema>

/**
 * "Create student account" of an accepted admission, with the class of the current year: the applied-for class
 * unless the admin picks another, and optionally a section and roll number.
 */
export const createStudentAccountWithClassSchema = createStudentAccountSchema.extend(enrolmentFieldsSchema.shape)
export type CreateStudentAccountWithClassInput = z.input<typeof createStudentAccountWithClassSchema>
