import { useEffect } from 'react'
import { toast } from 'sonner'
import { timing } from '#app-config'
import type { createErrorToastGate } from '~/shared/error-toasts'

/**
 * Turns uncaught errors and unhandled promise rejections into toasts. The gate that decides which ones
 * (`shared/error-toasts.ts`) loads on the first error; errors arriving meanwhile wait for it in order.
 */
export function GlobalErrorToasts() {
  useEffect(() => {
    let gate: Promise<(error: unknown) => ReturnType<ReturnType<typeof createErrorToastGate>>> | undefined
    const loadGate = () =>
      (gate ??= import('~/shared/error-toasts').then(({ createErrorToastGate }) =>
        createErrorToastGate({
          perMessagePerMinute: timing.errorToastPerMessagePerMinute,
          // The 5 s "decay" and the 5 s duplicate suppression are one rule here: repeats within 5 s are dropped.
          decayMs: Math.max(timing.errorToastDecayMs, timing.duplicateErrorSuppressionMs),
          networkBucketMs: timing.networkErrorToastBucketMs,
        }),
      ))

    const show = (error: unknown) => {
      loadGate().then(
        (decide) => {
          const decision = decide(error)
          if (decision) toast.error(decision.title, { id: decision.id, description: decision.description })
        },
        () => {
          // Offline before the gate arrived: try again on the next error (a rejection here would loop back).
          gate = undefined
        },
      )
    }
    const onError = (event: ErrorEvent) => show(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason)

    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  return null
}
