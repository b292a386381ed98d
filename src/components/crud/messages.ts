// The toasts for staff changes: 'News item created successfully', 'Failed to create news item:
// {message}', and for a signed-out user the server's own 'You must be logged in to create a news item'.
import { TRPCClientError } from '@trpc/client'
import { errorText } from '~/components/ui/error-text'

export type CrudVerb = 'create' | 'update' | 'delete' | 'archive' | 'restore'

const pastTense: Record<CrudVerb, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  archive: 'archived',
  restore: 'restored',
}

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1)

/** `noun` as the toasts write it, e.g. "news item", "event", "fee head". */
export function successMessage(noun: string, verb: CrudVerb): string {
  return `${capitalize(noun)} ${pastTense[verb]} successfully`
}

export function failureMessage(noun: string, verb: CrudVerb, error: unknown): string {
  // Signed out (e.g. the session expired): the server already says 'You must be logged in to ...'.
  if (error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED') return error.message
  return `Failed to ${verb} ${noun}: ${errorText(error)}`
}

/** A staff list's loading and error lines, "Loading news..." and "Error loading news: {message}", and its empty one. */
export function listMessages(what: string, empty: string) {
  return { loading: `Loading ${what}...`, error: (message: string) => `Error loading ${what}: ${message}`, empty }
}
