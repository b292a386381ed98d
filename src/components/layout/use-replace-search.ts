import { useCallback } from 'react'

type ReplaceSearch<S> = (options: { search: S; replace: true; resetScroll: boolean }) => Promise<void>

/** A filtered list's onSearch: the new filters replace the URL's search, without a history entry per keystroke. */
export function useReplaceSearch<S>(navigate: ReplaceSearch<S>, { resetScroll = true } = {}) {
  return useCallback((next: S) => void navigate({ search: next, replace: true, resetScroll }), [navigate, resetScroll])
}
