// The two panels of the gallery's albums and videos sections: a form that adds one, and the list of them.
import type { ReactNode } from 'react'
import { Panel } from '~/components/ui/Panel'
import { ErrorState, LoadingState } from '~/components/ui/states'

type FormPanelProps = { headingId: string; title: string; className?: string; children: ReactNode }

/** "New album" or "Add a video": a heading over the form. */
export function FormPanel({ headingId, title, className, children }: FormPanelProps) {
  return (
    <Panel padded labelledBy={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Panel>
  )
}

type ListQuery<T> = {
  data: readonly T[] | undefined
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

type ListPanelProps<T> = {
  headingId: string
  title: string
  query: ListQuery<T>
  loadingLabel: string
  failedMessage: string
  /** Shown when there are none. */
  empty: ReactNode
  children: (rows: readonly T[]) => ReactNode
}

/** "Albums (3)": the list, or its loading line, its failure with Try Again, or the sentence for none. */
export function ListPanel<T>({
  headingId,
  title,
  query,
  loadingLabel,
  failedMessage,
  empty,
  children,
}: ListPanelProps<T>) {
  const rows = query.data
  return (
    <Panel padded labelledBy={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {title} {rows && <span className="font-normal text-slate-600">({rows.length})</span>}
      </h2>
      {query.isPending && <LoadingState label={loadingLabel} className="mt-4" />}
      {query.isError && (
        <ErrorState
          message={failedMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="mt-4"
        />
      )}
      {rows?.length === 0 && empty}
      {rows && rows.length > 0 && children(rows)}
    </Panel>
  )
}
