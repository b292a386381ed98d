import { TRPCClientError } from '@trpc/client'

export const networkErrorMessage = 'Network error. Please check your connection and try again.'

/** The message to show for a failed call: the server's own words, or SPEC.md's network message. */
export function callErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof TRPCClientError) {
    // No data means the request never got a tRPC answer: offline, timeout or a proxy error page.
    if (!error.data) return networkErrorMessage
    const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> | null }).fieldErrors
    const first = fieldErrors && Object.values(fieldErrors).flat().find(Boolean)
    return first ?? error.message ?? fallback
  }
  if (error instanceof TypeError) return networkErrorMessage
  return fallback
}
