import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { fieldErrorsOf } from '~/components/ui/error-text'

/** Puts the server's per-field messages (BAD_REQUEST from zod) on the form's fields (all of them by default). */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
) {
  const fieldErrors = fieldErrorsOf(error)
  if (!fieldErrors) return
  for (const field of fields ?? (Object.keys(fieldErrors) as Path<T>[])) {
    const message = fieldErrors[field]?.[0]
    if (message) setError(field, { type: 'server', message })
  }
}
