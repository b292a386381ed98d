import { errorMessage, isNetworkErrorMessage } from './error-messages'

// Which unhandled errors become toasts.
// Pure and clock-injectable; src/components/layout/GlobalErrorToasts.tsx wires it to the window.

export const networkErrorToast = {
  title: 'Network connection issue',
  description: 'Please check your internet connection and try again',
} as const

export const genericErrorTitle = 'An error occurred'
export const maxDescriptionLength = 200

export type ErrorToast = {
  kind: 'network' | 'error'
  title: string
  description: string
  /** Set for network toasts: one toast per time bucket, later ones replace it instead of stacking. */
  id?: string
}

export type ErrorToastGateOptions = {
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number
  /** Toasts of one message allowed in a sliding minute. */
  perMessagePerMinute: number
  /** A repeat of a message within this long of its previous sighting is dropped; each repeat restarts it. */
  decayMs: number
  /** Width of the time bucket that names the network-error toast. */
  networkBucketMs: number
}

const minuteMs = 60_000
// Remembered messages beyond this are forgotten oldest first, so a flood of distinct errors cannot grow memory.
const maxTrackedMessages = 100

// Hosting and infrastructure noise ("domain, hosting, server, api and similar") is not the visitor's business.
const suppressedPattern =
  /\b(domains?|hosting|hosts?|hostname|servers?|api|apis|dns|ssl|tls|certificates?|endpoints?|backend|deployment|cdn)\b/i

// Browser noise with nothing a visitor can act on.
const ignoredMessages = [/^script error\.?$/i, /^resizeobserver loop/i]

export function isSuppressedErrorMessage(message: string): boolean {
  return message === '' || suppressedPattern.test(message) || ignoredMessages.some((p) => p.test(message))
}

/** The toast an error would produce, before any throttling; null when it is suppressed. */
export function classifyError(error: unknown, now: number, networkBucketMs: number): ErrorToast | null {
  const message = errorMessage(error)
  if (isSuppressedErrorMessage(message)) return null
  if (isNetworkErrorMessage(message)) {
    return { kind: 'network', ...networkErrorToast, id: `network-error-${Math.floor(now / networkBucketMs)}` }
  }
  return { kind: 'error', title: genericErrorTitle, description: message.slice(0, maxDescriptionLength) }
}

type Seen = { lastSeenAt: number; shownAt: number[] }

/**
 * Decides, error by error, which toast to show. Messages are compared by the toast they would
 * produce, so every network failure counts as one message.
 */
export function createErrorToastGate(options: ErrorToastGateOptions) {
  const now = options.now ?? Date.now
  const seen = new Map<string, Seen>()

  return function decide(error: unknown): ErrorToast | null {
    const at = now()
    const toast = classifyError(error, at, options.networkBucketMs)
    if (!toast) return null

    const key = toast.kind === 'network' ? 'network' : toast.description
    const entry = seen.get(key) ?? { lastSeenAt: Number.NEGATIVE_INFINITY, shownAt: [] }
    const isRepeat = at - entry.lastSeenAt < options.decayMs
    entry.lastSeenAt = at
    entry.shownAt = entry.shownAt.filter((t) => at - t < minuteMs)
    remember(seen, key, entry)

    if (isRepeat || entry.shownAt.length >= options.perMessagePerMinute) return null
    entry.shownAt.push(at)
    return toast
  }
}

function remember(seen: Map<string, Seen>, key: string, entry: Seen) {
  // Re-inserting keeps the map ordered by last sighting, oldest first.
  seen.delete(key)
  seen.set(key, entry)
  while (seen.size > maxTrackedMessages) {
    const oldest = seen.keys().next().value
    if (oldest === undefined) break
    seen.delete(oldest)
  }
}
