import { useHydrated } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { Pagination } from '~/components/ui/Pagination'
import { Panel } from '~/components/ui/Panel'
import { ErrorState, LoadingState } from '~/components/ui/states'
import type { Crud } from './useCrud'

type ListQuery = { isPending: boolean; isError: boolean; error: { message: string } | null; refetch: () => unknown }

export type CrudItem = {
  title: string
  /** Said after the title in plain weight: a school ID, a due date. */
  aside?: ReactNode
  meta?: ReactNode
  badges?: ReactNode
  /** Row actions of its own before Edit, Archive and Delete ("Make current", "Revoke"). */
  actions?: ReactNode
}

export type CrudPanelProps<Row> = {
  title: string
  description?: string
  /** The "Add" button's label; no button without it. */
  addLabel?: string
  /** Greys out "Add" while what a new row needs is not there yet. */
  addDisabled?: boolean
  /** The row button that opens the edit dialog; "Edit" by default. */
  editLabel?: string
  /**
   * `flush`: the rows run to the panel's edges under a header bar (a list alone). `inset`: a padded panel with the
   * rows in a bordered list, for a list with controls above it (`toolbar`).
   */
  layout?: 'flush' | 'inset'
  /** Filters or a count between the title and the rows. */
  toolbar?: ReactNode
  query: ListQuery
  rows: readonly Row[] | undefined
  messages: { loading: string; error: (message: string) => string; empty: string }
  item: (row: Row) => CrudItem
  /** Splits the rows under subheadings (e.g. by month). */
  groups?: (rows: readonly Row[]) => Array<[label: string, rows: readonly Row[]]>
  pagination?: { page: number; pageCount: number; onChange: (page: number) => void; label: string }
}

/** One list panel of a CRUD screen, wired to `crud` for Add, Edit, Archive and Delete. */
export function CrudPanel<Row extends { id: string }, Values extends FieldValues>({
  crud,
  title,
  description,
  addLabel,
  addDisabled = false,
  editLabel = 'Edit',
  layout = 'flush',
  toolbar,
  query,
  rows,
  messages,
  item,
  groups,
  pagination,
}: CrudPanelProps<Row> & { crud: Crud<Row, Values> }) {
  const hydrated = useHydrated()
  const inset = layout === 'inset'
  const list = (shown: readonly Row[]) => (
    <ul
      className={inset ? 'divide-y divide-slate-100 rounded-xl border border-slate-200' : 'divide-y divide-slate-200'}
    >
      {shown.map((row) => (
        <ItemRow key={row.id} {...item(row)} inset={inset}>
          {crud.can.update && (
            <button type="button" onClick={() => crud.startEdit(row)} className={buttonStyles('outline', 'sm')}>
              {editLabel}
              <span className="sr-only"> {item(row).title}</span>
            </button>
          )}
          {crud.archive && (
            <button
              type="button"
              disabled={crud.archiving}
              onClick={() => void crud.toggleArchived(row)}
              className={buttonStyles('ghost', 'sm')}
            >
              {crud.archive.isArchived(row) ? 'Restore' : 'Archive'}
              <span className="sr-only"> {item(row).title}</span>
            </button>
          )}
          {crud.can.remove && (
            <button type="button" onClick={() => crud.startDelete(row)} className={buttonStyles('dangerOutline', 'sm')}>
              Delete<span className="sr-only"> {item(row).title}</span>
            </button>
          )}
        </ItemRow>
      ))}
    </ul>
  )
  const body = query.isPending ? (
    <LoadingState label={messages.loading} />
  ) : query.isError || !rows ? (
    <ErrorState
      message={messages.error(query.error?.message ?? '')}
      onRetry={() => void query.refetch()}
      className={inset ? undefined : 'm-5'}
    />
  ) : rows.length === 0 ? (
    <p className="px-5 py-10 text-center text-slate-600">{messages.empty}</p>
  ) : groups ? (
    groups(rows).map(([label, grouped]) => (
      <section key={label} aria-label={label}>
        <h3 className="border-b border-slate-200 bg-slate-50 px-5 py-2 text-sm font-bold tracking-wider text-slate-600 uppercase">
          {label}
        </h3>
        {list(grouped)}
      </section>
    ))
  ) : (
    list(rows)
  )
  return (
    <Panel
      flush={!inset}
      title={title}
      description={description}
      actions={
        addLabel && (
          <button
            type="button"
            onClick={crud.startCreate}
            // Until React owns the page a click would do nothing: the button says so by being disabled.
            disabled={addDisabled || !hydrated}
            className={buttonStyles('primary', 'md')}
          >
            {addLabel}
          </button>
        )
      }
    >
      {toolbar && <div className={inset ? 'mb-4' : 'border-b border-slate-200 px-5 py-4'}>{toolbar}</div>}
      {body}
      {pagination && rows && rows.length > 0 && (
        <Pagination {...pagination} className={inset ? 'mt-4' : 'border-t border-slate-200 px-5 py-3'} />
      )}
    </Panel>
  )
}

/** One row: what it is on the left, its actions on the right. */
function ItemRow({
  title,
  aside,
  meta,
  badges,
  actions,
  inset,
  children,
}: CrudItem & { inset: boolean; children: ReactNode }) {
  return (
    <li
      className={
        inset
          ? 'flex flex-wrap items-center justify-between gap-3 px-4 py-3'
          : 'flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between'
      }
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">
            {title}
            {aside && <span className="font-normal text-slate-600"> · {aside}</span>}
          </p>
          {badges}
        </div>
        {meta && <div className="mt-0.5 text-sm text-slate-600">{meta}</div>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {actions}
        {children}
      </div>
    </li>
  )
}
