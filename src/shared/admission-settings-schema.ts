// The admissions settings form's rules, checked in the settings panel and by the procedure that
// saves them. Kept apart from admission-settings.ts so the public pages that read the settings load no zod.
import { z } from 'zod'
import { classOptions } from './admission-options'
import { optionalDateEntry } from './date-schema'
import { yearNameSchema } from './fees'

// Typed DD/MM/YYYY; blank is "not set".
const optionalDate = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)
  .pipe(optionalDateEntry({ message: 'Use a date such as 15/04/2027' }))
  .transform((key) => key ?? null)

export const admissionSettingsSchema = z
  .object({
    lowestClass: z.enum(classOptions, 'Choose the lowest class admitted'),
    highestClass: z.enum(classOptions, 'Choose the highest class admitted'),
    documentsDueBy: optionalDate,
    feesDueBy: optionalDate,
    classesBeginOn: optionalDate,
    // Blank: the current fee year, as before any session was named.
    session: z
      .string()
      .nullish()
      .transform((value) => value?.trim() || null)
      .pipe(yearNameSchema.nullable()),
  })
  .refine((value) => classOptions.indexOf(value.lowestClass) <= classOptions.indexOf(value.highestClass), {
    path: ['highestClass'],
    message: 'The highest class cannot be below the lowest class.',
  })
export type AdmissionSettingsInput = z.input<typeof admissionSettingsSchema>
