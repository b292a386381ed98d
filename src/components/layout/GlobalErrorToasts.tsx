import { useEffect } from 'react'
import { toast } from 'sonner'
import { timing } from '#app-config'
import { createErrorToastGate } from '~/shared/error-toasts'

/** Turns uncaught errors and unhandled promise rejections into toasts. */
export function GlobalErrorToasts() {
  useEffect(() => {
    const decide = createErrorToastGate({
      perMessagePerMinute: timing.errorToastPerMessagePerMinute,
      // The 5 s "decay" and the 5 s duplicate suppression are one rule here: repeats within 5 s are dropped.
      decayMs: Math.max(timing.errorToastDecayMs, timing.duplicateErrorSuppressionMs),
      networkBucketMs: timing.networkErrorToastBucketMs,
    })

    const show = (error: unknown) => {
      const decision = decide(error)
      if (decision) toast.error(decision.title, { id: decision.id, description: decision.description })
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
