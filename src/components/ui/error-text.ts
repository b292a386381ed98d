// The one way the UI turns a failed call into words.
import { TRPCClientError } from '@trpc/client'

export const networkErrorMessage = 'Network error. Please check your connection and try again.'
export const genericErrorMessage = 'Something went wrong. Please try again.'

type FieldErrors = Record<string, string[] | undefined>

/** The server's per-field messages (a zod BAD_REQUEST), or null. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof TRPCClientError)) return null
  return (error.data as { fieldErrors?: FieldErrors | null } | undefined)?.fieldErrors ?? null
}

/**
 * The message to show for a failed call: the first field message, else the server's own words; the school's
 * network message when no tRPC answer arrived (offline, timeout, a proxy's error page).
 */
export function errorText(error: unknown, fallback: string = genericErrorMessage): string {
  if (error instanceof TRPCClientError) {
    if (!error.data) return networkErrorMessage
    const first = Object.values(fieldErrorsOf(error) ?? {})
      .flat()
      .find(Boolean)
    return first || error.message || fallback
  }
  // fetch() rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return networkErrorMessage
  if (error instanceof Error && error.message) return error.message
  return fallback
}
