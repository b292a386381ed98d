// The admission form's checks: the shared zod schema plus the stream rule. AdmissionForm loads this module on first
// need (a focus inside the form, or the first validation) instead of with the page, so zod (about 25 kB gzip, a
// sixth of the page's JavaScript) is not in the form's first load.
import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import {
  admissionFormSchema,
  streamProblem,
  type AdmissionFormOutput,
  type AdmissionFormValues,
} from '~/shared/admission-schema'

const schemaResolver = zodResolver(admissionFormSchema)

/** The schema's checks, plus the stream rule even while other fields are wrong (see streamProblem). */
export const admissionFormChecks: Resolver<AdmissionFormValues, unknown, AdmissionFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options)
  const stream = streamProblem(values)
  if (!stream || result.errors.stream || Object.keys(result.errors).length === 0) return result
  return { values: {}, errors: { ...result.errors, stream: { type: 'custom', message: stream } } }
}
