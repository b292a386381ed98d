// The loading, error and empty states of every list and panel.
import type { ReactNode } from 'react'
import { buttonStyles } from './button-styles'
import { cx } from './cx'
import { errorText } from './error-text'
import { AlertIcon, RefreshIcon } from './icons'

/**
 * Announced once as loading. With children (a skeleton in the shape of the content) the label is for screen
 * readers only; without, it is shown as a line of text.
 */
export function LoadingState({
  label,
  children,
  className,
}: {
  label: string
  children?: ReactNode
  className?: string
}) {
  if (!children) {
    return (
      <p role="status" className={cx('px-5 py-10 text-center text-slate-600', className)}>
        {label}
      </p>
    )
  }
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  )
}

type ErrorStateProps = {
  /** The page's own words, e.g. 'Failed to load albums' or 'Error loading news: {message}'. */
  message: ReactNode
  title?: string
  onRetry?: () => void
  retrying?: boolean
  className?: string
}

/** A failed load with a Try Again button. */
export function ErrorState({ message, title, onRetry, retrying = false, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-col items-start gap-4 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <div>
          {title && <h3 className="font-bold text-red-900">{title}</h3>}
          <p className={cx(title && 'mt-1 text-sm')}>{message}</p>
        </div>
      </div>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className={buttonStyles('outline', 'md', 'shrink-0 border-red-300 text-red-800 hover:bg-red-100')}
        >
          <RefreshIcon className={cx('size-4', retrying && 'animate-spin')} />
          {retrying ? 'Trying again...' : 'Try Again'}
        </button>
      )}
    </div>
  )
}

type EmptyStateProps = {
  message: ReactNode
  title?: string
  icon?: ReactNode
  /** An action under the message, e.g. an "Add" button. */
  children?: ReactNode
  className?: string
}

/** An empty list: the page's sentence, with an icon and an optional heading and action. */
export function EmptyState({ message, title, icon, children, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-2xl border border-dashed border-brand-200 bg-white px-6 py-12 text-center text-slate-700',
        className,
      )}
    >
      {icon && (
        <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-3xl text-brand-400">
          {icon}
        </div>
      )}
      {title && <h3 className="mt-4 font-display text-xl font-bold text-brand-900">{title}</h3>}
      <p className={cx(title ? 'mt-2 text-sm text-slate-600' : 'mt-3 text-lg font-medium')}>{message}</p>
      {children && <div className="mt-6">{children}</div>}
    </div>
  )
}

export type StatesQuery<T> = {
  data: T | undefined
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

type QueryStatesProps<T> = {
  query: StatesQuery<T>
  /** Shown while the query loads, e.g. "Loading terms...". */
  loadingLabel: string
  /** When the loaded data counts as empty (e.g. no rows), and the sentence shown then. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/** A query's loading line, its failure with Try Again, its empty sentence, else its content. */
export function QueryStates<T>({ query, loadingLabel, isEmpty, empty, children }: QueryStatesProps<T>) {
  const { data } = query
  const dataIsEmpty = data !== undefined && (isEmpty?.(data) ?? false)
  return (
    <>
      {query.isPending && <LoadingState label={loadingLabel} />}
      {query.isError && <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />}
      {dataIsEmpty && <EmptyState message={empty} />}
      {data !== undefined && !dataIsEmpty && children(data)}
    </>
  )
}

type ListQuery<T> = StatesQuery<T> & { isFetching: boolean; error: { message: string } | null }

type ListStatesProps<T> = {
  query: ListQuery<T>
  /** Announced while loading, e.g. "Loading events...", over a skeleton in the list's shape. */
  loadingLabel: string
  skeleton: ReactNode
  /** Put before the server's message, e.g. "Error loading events". */
  errorLabel: string
  /** When the loaded data counts as empty; by default an empty array. */
  isEmpty?: (data: T) => boolean
  /** The EmptyState shown then. */
  empty: ReactNode
  children: (data: T) => ReactNode
}

/** A public list's skeleton, its "Error loading …: {message}" with Try Again, its empty state, else the list. */
export function ListStates<T>({
  query,
  loadingLabel,
  skeleton,
  errorLabel,
  isEmpty = isEmptyArray,
  empty,
  children,
}: ListStatesProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel}>{skeleton}</LoadingState>
  if (query.isError)
    return (
      <ErrorState
        message={`${errorLabel}: ${query.error?.message}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  const data = query.data as T
  return isEmpty(data) ? empty : children(data)
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0

/** Grey lines of text, the first a heading. */
export function SkeletonLines({ widths }: { widths: string[] }) {
  return (
    <div className="flex-1 space-y-3">
      {widths.map((width, i) => (
        <div key={i} className={cx('animate-pulse rounded bg-slate-200', i === 0 ? 'h-5' : 'h-3', width)} />
      ))}
    </div>
  )
}

/** Grey cards in the shape of a card grid, for LoadingState. */
export function SkeletonCards({
  count,
  columns,
  aspect = 'aspect-[4/3]',
}: {
  count: number
  columns: string
  aspect?: string
}) {
  return (
    <ul className={cx('grid gap-6', columns)}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className={cx(aspect, 'animate-pulse bg-slate-200')} />
          <div className="p-5">
            <SkeletonLines widths={['w-2/3', 'w-full', 'w-1/2']} />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Grey rows with a square on the left, in the shape of a dated list, for LoadingState. */
export function SkeletonRows({ count }: { count: number }) {
  return (
    <ul className="grid gap-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6">
          <div className="size-16 animate-pulse rounded-xl bg-slate-200" />
          <SkeletonLines widths={['w-1/2', 'w-full', 'w-1/3']} />
        </li>
      ))}
    </ul>
  )
}
