// A filtered staff list's results: its load failure or loading line, then a panel headed by the count.
import type { ReactNode } from 'react'
import { errorText } from './error-text'
import { cx } from './cx'
import { Pagination } from './Pagination'
import { ErrorState, LoadingState } from './states'

export type ListQuery<T> = {
  data: T | undefined
  isPending: boolean
  isError: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

type ListResultsProps<T> = {
  query: ListQuery<T>
  /** Shown while the first page loads, e.g. "Loading accounts...". */
  loadingLabel: string
  /** The id of the count heading; the section is named by it. */
  headingId: string
  heading: (data: T) => ReactNode
  /** Beside the heading, e.g. an export button. */
  actions?: ReactNode
  /** Page buttons under the list, for data with `page` and `pageCount`; `onPage` gets 1 for the first page. */
  pages?: { label: string; onPage: (page: number) => void }
  children: (data: T) => ReactNode
}

/** Keeps showing the last results while a new filter loads (dimmed), and says when the load failed. */
export function ListResults<T>({
  query,
  loadingLabel,
  headingId,
  heading,
  actions,
  pages,
  children,
}: ListResultsProps<T>) {
  const { data } = query
  return (
    <>
      {query.isError && !data && (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.isPending && (
        <LoadingState label={loadingLabel} className="rounded-2xl border border-slate-200 bg-white" />
      )}
      {data && (
        <section
          aria-labelledby={headingId}
          className={cx('rounded-2xl border border-slate-200 bg-white shadow-sm', query.isFetching && 'opacity-70')}
        >
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
            <h2 id={headingId} aria-live="polite" className="text-sm font-semibold text-slate-700">
              {heading(data)}
            </h2>
            {actions}
          </div>
          {children(data)}
          {pages && (
            <Pagination
              label={pages.label}
              page={(data as { page?: number }).page ?? 1}
              pageCount={(data as { pageCount?: number }).pageCount ?? 1}
              onChange={pages.onPage}
              className="border-t border-slate-100 px-5 py-4"
            />
          )}
        </section>
      )}
    </>
  )
}

/** "3 accounts" / "1 account" / the empty sentence, and the page when there are several. */
export function countHeading(
  data: { total: number; page?: number; pageCount?: number },
  noun: [one: string, many: string],
  empty: string,
): string {
  const count = data.total === 0 ? empty : `${data.total} ${data.total === 1 ? noun[0] : noun[1]}`
  return data.pageCount && data.pageCount > 1 ? `${count} · page ${data.page} of ${data.pageCount}` : count
}
