import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { formatShortDateTime } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { auditActionLabel as actionLabel } from '~/shared/names'
import { useTRPC } from '~/trpc/react'
import { FilterBar, FilterSelect, optionsOf } from '~/components/form/filters'
import { ListResults } from '~/components/ui/ListResults'

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

/** "totalPaise" -> "Total", "concessionId" -> "Concession id": the words of a key other features recorded. */
function labelOf(key: string): string {
  const known = detailLabels[key]
  if (known) return known
  const words = key.replace(/Paise$/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function valueText(key: string, value: unknown): string {
  if (key.endsWith('Paise') && typeof value === 'number' && Number.isSafeInteger(value)) return formatPaise(value)
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return Array.isArray(value) ? value.join(', ') : String(value)
}

// Database ids mean nothing to a reader; the entry's target already names what was changed.
const isInternalId = (key: string, value: unknown) => key.endsWith('Id') && typeof value === 'string' && /^[0-9a-f-]{20,}$/i.test(value)

function describe(details: Record<string, unknown> | null): string | null {
  if (!details) return null
  // The role change summary already says "from -> to".
  const entries = 'summary' in details ? [['summary', details.summary] as const] : Object.entries(details)
  return entries
    .filter(([key, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0) && !isInternalId(key, value))
    .map(([key, value]) => (key === 'summary' ? String(value) : `${labelOf(key)}: ${valueText(key, value)}`))
    .join(' · ')
}

export function AuditLog({ search, onSearch }: { search: AuditSearch; onSearch: (next: AuditSearch) => void }) {
  const trpc = useTRPC()
  const filters = useQuery(trpc.audit.filters.queryOptions())
  const list = useQuery({ ...trpc.audit.list.queryOptions(auditListInput(search)), placeholderData: keepPreviousData })

  return (
    <div className="space-y-6">
      <FilterBar label="Filter the audit log" columns="sm:grid-cols-2">
        <FilterSelect
          id="audit-action"
          label="Action"
          value={search.action}
          allLabel="All actions"
          options={optionsOf(filters.data?.actions ?? [], actionLabel)}
          onChange={(action) => onSearch({ ...search, action, page: undefined })}
        />
        <FilterSelect
          id="audit-actor"
          label="Done by"
          value={search.actor}
          allLabel="Anyone"
          options={(filters.data?.actors ?? []).map((actor) => ({ value: actor.id, label: `${actor.name} (${actor.email})` }))}
          onChange={(actor) => onSearch({ ...search, actor, page: undefined })}
        />
      </FilterBar>

      <ListResults
        query={list}
        loadingLabel="Loading the audit log..."
        pages={{ label: 'Audit log pages', onPage: (page) => onSearch({ ...search, page: page === 1 ? undefined : page }) }}
        headingId="audit-results"
        heading={(data) => (data.total === 0 ? 'Nothing recorded yet' : `${data.total} ${data.total === 1 ? 'entry' : 'entries'}, newest first`)}
      >
        {(data) => (
          <>
          <ol className="divide-y divide-slate-100">
            {data.items.map((entry) => {
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
          </>
        )}
      </ListResults>
    </div>
  )
}
