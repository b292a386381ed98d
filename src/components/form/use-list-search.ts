import { useSearchText } from './filters'

type ListSearch = { q?: string; page?: number }

/**
 * A filtered, paged list's search: the search box's text (see useSearchText), `set` for a filter (the list starts
 * again at page 1) and `toPage` for the page buttons (page 1 leaves `page` out of the URL).
 */
export function useListSearch<S extends ListSearch>(search: S, onSearch: (next: S) => void) {
  const [query, setQuery] = useSearchText(search, onSearch)
  const set = (patch: Partial<S>) => onSearch({ ...search, ...patch, page: undefined })
  const toPage = (page: number) => onSearch({ ...search, page: page === 1 ? undefined : page })
  return { query, setQuery, set, toPage }
}
