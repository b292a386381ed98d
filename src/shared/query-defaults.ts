// Client caching: 5 min garbage collection, no refetch on
// window focus, 3 retries with the delay doubling from 1 s up to 30 s.
const minute = 60_000

// On the server a QueryClient serves one render and is dropped with it. A garbage-collection timer there would
// outlive the request by 5-15 minutes, holding its data, so server-side queries get
// gcTime Infinity, which schedules no timer at all; the client is collected with the request.
const onServer = typeof window === 'undefined'
const gcAfter = (ms: number) => (onServer ? Infinity : ms)

export const queryDefaults = {
  staleTime: 5 * minute,
  gcTime: gcAfter(5 * minute),
  refetchOnWindowFocus: false,
  retry: (failureCount: number, error: unknown) => failureCount < 3 && !isClientError(error),
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
} as const

/** Per-resource cache times. */
export const cacheTimes = {
  announcement: { staleTime: 5 * minute, gcTime: gcAfter(10 * minute) },
  newsAndEvents: { staleTime: 5 * minute, gcTime: gcAfter(15 * minute) },
  gallery: { staleTime: 5 * minute, gcTime: gcAfter(10 * minute), retry: 1 },
} as const

// A 4xx from the server (bad input, forbidden, not found) will not change on retry.
function isClientError(error: unknown): boolean {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus
  return typeof status === 'number' && status >= 400 && status < 500
}
