// SPEC.md section 8's toasts for content changes: 'News item created successfully', 'Failed to create news
// item: {message}', and for a signed-out user the server's 'You must be logged in to create a news item'.
import { TRPCClientError } from '@trpc/client'
import { toast } from 'sonner'
import { errorText } from '~/components/ui/error-text'

export type ContentVerb = 'create' | 'update' | 'delete'

const pastTense: Record<ContentVerb, string> = { create: 'created', update: 'updated', delete: 'deleted' }

/** The noun as SPEC.md writes it: "news item", "event"; notices and calendar entries follow the same pattern. */
export type ContentNoun = 'news item' | 'event' | 'notice' | 'calendar entry'

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1)

export function successMessage(noun: ContentNoun, verb: ContentVerb): string {
  return `${capitalize(noun)} ${pastTense[verb]} successfully`
}

export function failureMessage(noun: ContentNoun, verb: ContentVerb, error: unknown): string {
  // Signed out (e.g. the session expired): the server already says 'You must be logged in to ...'.
  if (error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED') return error.message
  return `Failed to ${verb} ${noun}: ${errorText(error)}`
}

export function toastSuccess(noun: ContentNoun, verb: ContentVerb) {
  toast.success(successMessage(noun, verb))
}

export function toastFailure(noun: ContentNoun, verb: ContentVerb, error: unknown) {
  toast.error(failureMessage(noun, verb, error))
}
