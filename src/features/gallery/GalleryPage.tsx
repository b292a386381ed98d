import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import { Pagination } from '~/components/ui/Pagination'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { useErrorToast } from './useErrorToast'

type PageQuery<T> = {
  data: T | undefined
  isPending: boolean
  isError: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  errorUpdatedAt: number
  refetch: () => unknown
}

type GalleryPageProps<T extends { page: number; pageCount: number }> = {
  query: PageQuery<T>
  /** What the page lists, in the page's sentences: "Loading albums", "Failed to load videos"... */
  what: 'albums' | 'videos'
  /** The LoadingState's skeleton, in the grid's shape. */
  skeleton: ReactNode
  isEmpty: (data: T) => boolean
  empty: ReactNode
  /** The grid's accessible name, its columns, test id and the pagination's name. */
  grid: { label: string; columns: string; testId: string; pagesLabel: string }
  onPageChange: (page: number) => void
  /** The grid's `<li>`s. */
  children: (data: T) => ReactNode
  /** Anything after the pagination, e.g. a viewer dialog. */
  after?: (data: T) => ReactNode
}

/**
 * A page of albums or videos: its skeleton, failure (toast and Try Again; a failed page change keeps the last page),
 * empty state, else the grid, dimmed while the next page loads, and the pagination.
 */
export function GalleryPage<T extends { page: number; pageCount: number }>({
  query,
  what,
  skeleton,
  isEmpty,
  empty,
  grid,
  onPageChange,
  children,
  after,
}: GalleryPageProps<T>) {
  useErrorToast(
    query.errorUpdatedAt,
    query.isError,
    `Failed to load ${what}`,
    `There was an error loading the gallery ${what}.`,
  )

  if (query.isPending) return <LoadingState label={`Loading ${what}`}>{skeleton}</LoadingState>
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={`Failed to load ${what}`}
        message={`There was an error loading the gallery ${what}.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  const data = query.data as T
  if (isEmpty(data)) return empty
  const changingPage = query.isPlaceholderData
  return (
    <div>
      <ul
        aria-busy={changingPage}
        aria-label={grid.label}
        className={cx('grid gap-6', grid.columns, changingPage && 'opacity-60 transition-opacity')}
        data-testid={grid.testId}
      >
        {children(data)}
      </ul>
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        onChange={onPageChange}
        label={grid.pagesLabel}
        disabled={changingPage}
        className="mt-10"
      />
      {after?.(data)}
    </div>
  )
}
