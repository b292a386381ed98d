import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { cx } from '~/components/ui/cx'
import { formatShortDateTime } from '~/shared/dates'
import { auditActionLabel as actionLabel } from '~/shared/names'
import { useTRPC } from '~/trpc/react'
import { inputClass, labelClass } from '~/components/form/Field'
import { Pagination } from '~/components/ui/Pagination'
import { errorText } from '~/components/ui/error-text'
import { ErrorState, LoadingState } from '~/components/ui/states'

export type AuditSearch = { action?: string; actor?: string; page?: number }

export function auditListInput(search: AuditSearch) {
  return { action: search.action, actorId: search.actor, page: search.page ?? 1, pageSize: 25 }
}


const detailLabels: Record<string, string> = {
  role: 'Role',
  schoolId: 'School ID',
  source: 'Source',
  changed: 'Changed',
  previousEmail: 'Previous e-mail',
  from: 'From',
  to: 'To',
  count: 'Accounts',
  name: 'Name',
}

function describe(details: Record<string, unknown> | null): string | null {
  if (!details) return null
  // The role change summary already says "from -> to".
  const entries = 'summary' in details ? [['summary', details.summary] as const] : Object.entries(details)
  return entries
    .filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => {
      const text = Array.isArray(value) ? value.join(', ') : String(value)
      return key === 'summary' ? text : `${detailLabels[key] ?? key}: ${text}`
    })
    .join(' · ')
}

export function AuditLog({ search, onSearch }: { search: AuditSearch; onSearch: (next: AuditSearch) => void }) {
  const trpc = useTRPC()
  const filters = useQuery(trpc.audit.filters.queryOptions())
  const list = useQuery({ ...trpc.audit.list.queryOptions(auditListInput(search)), placeholderData: keepPreviousData })

  return (
    <div className="space-y-6">
      <form onSubmit={(event) => event.preventDefault()} aria-label="Filter the audit log" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5">
        <div>
          <label htmlFor="audit-action" className={labelClass}>
            Action
          </label>
          <select id="audit-action" value={search.action ?? ''} onChange={(event) => onSearch({ ...search, action: event.target.value || undefined, page: undefined })} className={cx(inputClass, 'mt-1.5')}>
            <option value="">All actions</option>
            {filters.data?.actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className={labelClass}>
            Done by
          </label>
          <select id="audit-actor" value={search.actor ?? ''} onChange={(event) => onSearch({ ...search, actor: event.target.value || undefined, page: undefined })} className={cx(inputClass, 'mt-1.5')}>
            <option value="">Anyone</option>
            {filters.data?.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name} ({actor.email})
              </option>
            ))}
          </select>
        </div>
      </form>

      {list.isError && !list.data && <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />}
      {list.isPending && (
        <LoadingState label="Loading the audit log..." className="rounded-2xl border border-slate-200 bg-white" />
      )}
      {list.data && (
        <section aria-labelledby="audit-results" className={cx('rounded-2xl border border-slate-200 bg-white shadow-sm', list.isFetching && 'opacity-70')}>
          <h2 id="audit-results" aria-live="polite" className="border-b border-slate-100 px-5 py-4 text-sm font-semibold text-slate-700">
            {list.data.total === 0 ? 'Nothing recorded yet' : `${list.data.total} ${list.data.total === 1 ? 'entry' : 'entries'}, newest first`}
          </h2>
          <ol className="divide-y divide-slate-100">
            {list.data.items.map((entry) => {
              const detail = describe(entry.details)
              return (
                <li key={entry.id} className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                  <time dateTime={entry.createdAt.toISOString()} className="text-sm text-slate-600">
                    {formatShortDateTime(entry.createdAt)}
                  </time>
                  <div className="min-w-0">
                    <p className="text-sm text-slate-900">
                      <span className="font-semibold">{actionLabel(entry.action)}</span>
                      {entry.targetLabel && <span className="break-all"> · {entry.targetLabel}</span>}
                    </p>
                    <p className="text-sm text-slate-600">
                      by {entry.actorName} ({entry.actorEmail})
                    </p>
                    {detail && <p className="mt-1 text-xs break-words text-slate-500">{detail}</p>}
                  </div>
                </li>
              )
            })}
          </ol>
          {list.data.pageCount > 1 && (
            <div className="border-t border-slate-100 px-5 py-4">
              <Pagination label="Audit log pages" page={list.data.page} pageCount={list.data.pageCount} onChange={(page) => onSearch({ ...search, page: page === 1 ? undefined : page })} />
            </div>
          )}
        </section>
      )}
    </div>
  )
}
