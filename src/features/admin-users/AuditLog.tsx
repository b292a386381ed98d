import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { formatShortDateTime } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { DateFilter, FilterBar, FilterSelect, SearchField } from '~/components/form/filters'
import { useListSearch } from '~/components/form/use-list-search'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { ListResults } from '~/components/ui/ListResults'

export type AuditSearch = { action?: string; actor?: string; q?: string; from?: string; to?: string; page?: number }

export function auditListInput(search: AuditSearch) {
  return {
    action: search.action,
    actorId: search.actor,
    q: search.q,
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    pageSize: 25,
  }
}

/** The audit log in words: each entry a sentence the server wrote, with filters and a CSV export. */
export function AuditLog({ search, onSearch }: { search: AuditSearch; onSearch: (next: AuditSearch) => void }) {
  const trpc = useTRPC()
  const filters = useQuery(trpc.audit.filters.queryOptions())
  const list = useQuery({ ...trpc.audit.list.queryOptions(auditListInput(search)), placeholderData: keepPreviousData })
  const { query, setQuery, set, toPage } = useListSearch(search, onSearch)

  return (
    <div className="space-y-6">
      <FilterBar label="Filter the audit log" search columns="sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1.5fr_1fr_1fr]">
        <SearchField id="audit-search" value={query} placeholder="A name, receipt or reference" onChange={setQuery} />
        <FilterSelect
          id="audit-action"
          label="Action"
          value={search.action}
          allLabel="All actions"
          options={filters.data?.actions ?? []}
          onChange={(action) => set({ action })}
        />
        <FilterSelect
          id="audit-actor"
          label="Done by"
          value={search.actor}
          allLabel="Anyone"
          options={(filters.data?.actors ?? []).map((actor) => ({
            value: actor.id,
            label: actor.email ? `${actor.name} (${actor.email})` : actor.name,
          }))}
          onChange={(actor) => set({ actor })}
        />
        <DateFilter
          id="audit-from"
          label="From"
          value={search.from}
          max={search.to}
          onChange={(from) => set({ from })}
        />
        <DateFilter id="audit-to" label="To" value={search.to} min={search.from} onChange={(to) => set({ to })} />
      </FilterBar>

      <div className="flex justify-end">
        <ExportCsvForm
          action="/api/audit-log.csv"
          fields={{ action: search.action, actorId: search.actor, q: search.q, from: search.from, to: search.to }}
          disabled={list.data?.total === 0}
        />
      </div>

      <ListResults
        query={list}
        loadingLabel="Loading the audit log..."
        pages={{ label: 'Audit log pages', onPage: toPage }}
        headingId="audit-results"
        heading={(data) =>
          data.total === 0
            ? 'Nothing recorded yet'
            : `${data.total} ${data.total === 1 ? 'entry' : 'entries'}, newest first`
        }
      >
        {(data) => (
          <ol className="divide-y divide-slate-100">
            {data.items.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <time dateTime={entry.createdAt.toISOString()} className="text-sm text-slate-600 tabular-nums">
                  {formatShortDateTime(entry.createdAt)}
                </time>
                <div className="min-w-0">
                  <p className="text-sm break-words text-slate-900">{entry.sentence}</p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {entry.actionLabel}
                    {entry.actorEmail && <> · {entry.actorEmail}</>}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </ListResults>
    </div>
  )
}
