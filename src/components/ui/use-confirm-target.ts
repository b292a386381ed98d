import { useState } from 'react'
import { errorText } from './error-text'

type ConfirmableMutation<Variables> = {
  mutate: (variables: Variables) => void
  reset: () => void
  isPending: boolean
  error: unknown
}

/**
 * A ConfirmDialog before a mutation on one chosen thing (a photo, a session, a guardian link): `ask(thing)` opens
 * it with no error left from before, `close()` shuts it (e.g. in the mutation's onSuccess), and `dialog` holds the
 * dialog's open, pending, error, onConfirm and onClose.
 */
export function useConfirmTarget<Target, Variables>(
  mutation: ConfirmableMutation<Variables>,
  variables: (target: Target, reason: string) => Variables,
) {
  const [target, setTarget] = useState<Target | null>(null)
  const close = () => setTarget(null)
  const ask = (next: Target) => {
    mutation.reset()
    setTarget(next)
  }
  const dialog = {
    open: target !== null,
    pending: mutation.isPending,
    error: mutation.error ? errorText(mutation.error) : null,
    // The reason is the one a dialog with a reason box asks for (ConfirmDialog's `reason`); '' without one.
    onConfirm: (reason: string) => {
      if (target !== null) mutation.mutate(variables(target, reason))
    },
    onClose: close,
  }
  return { target, ask, close, dialog }
}
