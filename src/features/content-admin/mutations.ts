// SPEC.md section 8's toasts for content changes: 'News item created successfully', 'Failed to create news
// item: {message}', and for a signed-out user the server's 'You must be logged in to create a news item'.
import { TRPCClientError } from '@trpc/client'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'

export type ContentVerb = 'create' | 'update' | 'delete'

const pastTense: Record<ContentVerb, string> = { create: 'created', update: 'updated', delete: 'deleted' }

/** The noun as SPEC.md writes it: "news item", "event"; notices and calendar entries follow the same pattern. */
export type ContentNoun = 'news item' | 'event' | 'notice' | 'calendar entry'

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1)

export function successMessage(noun: ContentNoun, verb: ContentVerb): string {
  return `${capitalize(noun)} ${pastTense[verb]} successfully`
}

/** The server's words for a failed call, or a plain network message. */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    if (!error.data) return 'Network error. Please check your connection and try again.'
    const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> | null }).fieldErrors
    return (fieldErrors && Object.values(fieldErrors).flat().find(Boolean)) || error.message
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.'
}

export function failureMessage(noun: ContentNoun, verb: ContentVerb, error: unknown): string {
  // Signed out (e.g. the session expired): the server already says 'You must be logged in to ...'.
  if (error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED') return error.message
  return `Failed to ${verb} ${noun}: ${errorMessage(error)}`
}

export function toastSuccess(noun: ContentNoun, verb: ContentVerb) {
  toast.success(successMessage(noun, verb))
}

export function toastFailure(noun: ContentNoun, verb: ContentVerb, error: unknown) {
  toast.error(failureMessage(noun, verb, error))
}

/** Puts the server's per-field messages (BAD_REQUEST from zod) on the form's fields. */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  if (!(error instanceof TRPCClientError)) return
  const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> | null } | undefined)?.fieldErrors
  if (!fieldErrors) return
  for (const field of fields) {
    const message = fieldErrors[field]?.[0]
    if (message) setError(field, { type: 'server', message })
  }
}
