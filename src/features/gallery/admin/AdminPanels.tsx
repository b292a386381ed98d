// The two panels of the gallery's albums and videos sections: a form that adds one, and the list of them.
import type { ReactNode } from 'react'
import { Panel } from '~/components/ui/Panel'
import { ErrorState, LoadingState } from '~/components/ui/states'

type FormPanelProps = { headingId: string; title: string; className?: string; children: ReactNode }

/** "New album" or "Add a video": a heading over the form. */
export function FormPanel({ headingId, title, className, children }: FormPanelProps) {
  return (
    <Panel title={title} headingId={headingId} className={className}>
      {children}
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
    <Panel
      headingId={headingId}
      title={
        <>
          {title} {rows && <span className="font-normal text-slate-600">({rows.length})</span>}
        </>
      }
    >
      {query.isPending && <LoadingState label={loadingLabel} />}
      {query.isError && (
        <ErrorState message={failedMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {rows?.length === 0 && empty}
      {rows && rows.length > 0 && children(rows)}
    </Panel>
  )
}
