import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Link } from '@tanstack/react-router'
import { buttonStyles } from '~/components/ui/button-styles'
import { ChevronRightIcon } from '~/components/ui/icons'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { ClearFilters, DateFilter, FilterBar, FilterSelect, optionsOf, SearchField } from '~/components/form/filters'
import { useListSearch } from '~/components/form/use-list-search'
import { countHeading, ListResults } from '~/components/ui/ListResults'
import { errorText } from '~/components/ui/error-text'
import { TableHead } from '~/components/ui/TableHead'
import {
  applicationStatuses,
  classLabel,
  classOptions,
  classWithStream,
  statusLabels,
  type ApplicationStatus,
  type ClassOption,
} from '~/shared/admission-rules'
import { useTRPC } from '~/trpc/react'
import { formatShortDateTime } from '~/shared/dates'
import { AdmissionSettingsPanel } from './AdmissionSettingsPanel'
import { RetentionReview } from './RetentionReview'
import { BulkResults, type BulkOutcome } from './BulkResults'
import { StatusChangeDialog, statusActionLabels } from './StatusChangeDialog'
import { SearchIcon, StatusBadge } from './ui'

/** The statuses a selection can be moved to at once (each application still moves only where its workflow allows). */
const bulkTargets = [
  'under_review',
  'accepted',
  'waitlisted',
  'rejected',
] as const satisfies readonly ApplicationStatus[]

export type ApplicationListSearch = {
  q?: string
  status?: ApplicationStatus
  class?: ClassOption
  from?: string
  to?: string
  page?: number
}

export const applicationsPageSize = 20

export function applicationListInput(search: ApplicationListSearch) {
  return {
    search: search.q,
    status: search.status,
    applyingForClass: search.class,
    from: search.from,
    to: search.to,
    page: search.page ?? 1,
    pageSize: applicationsPageSize,
  }
}

/** The export's form fields: the list's filters (empty ones are left out). The export is a POST because it is audit-logged. */
function exportFields(search: ApplicationListSearch): Record<string, string | undefined> {
  return { status: search.status, class: search.class, from: search.from, to: search.to, search: search.q || undefined }
}

export function ApplicationsList({
  search,
  onSearch,
}: {
  search: ApplicationListSearch
  onSearch: (next: ApplicationListSearch) => void
}) {
  const trpc = useTRPC()
  const list = useQuery({
    ...trpc.admissions.list.queryOptions(applicationListInput(search)),
    placeholderData: keepPreviousData,
  })
  const { query, setQuery, set, toPage } = useListSearch(search, onSearch)
  const queryClient = useQueryClient()
  // Bulk decisions: the applications ticked on this page.
  const [selected, setSelected] = useState<string[]>([])
  const [bulkTarget, setBulkTarget] = useState<ApplicationStatus | null>(null)
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null)
  const pageKey = JSON.stringify(applicationListInput(search))
  useEffect(() => setSelected([]), [pageKey])
  const bulk = useMutation(
    trpc.admissions.changeStatusBulk.mutationOptions({
      onSuccess: async (result, variables) => {
        setOutcome({ to: variables.to, ...result })
        setBulkTarget(null)
        setSelected([])
        const failed = result.results.length - result.moved
        toast.success(
          `${result.moved} of ${result.results.length} moved to ${statusLabels[variables.to]}`,
          failed ? { description: `${failed} could not be moved; see the list above the results.` } : undefined,
        )
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.pathKey() })
      },
    }),
  )
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((other) => other !== id)))

  const filtered = Boolean(search.q || search.status || search.class || search.from || search.to)
  return (
    <div className="space-y-6">
      <FilterBar search label="Filter applications" columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <SearchField
          id="application-search"
          value={query}
          onChange={setQuery}
          placeholder="Name, reference or phone"
          icon={<SearchIcon className="size-4" />}
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id="application-status"
          label="Status"
          value={search.status}
          allLabel="All statuses"
          options={optionsOf(applicationStatuses, (status) => statusLabels[status])}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          id="application-class"
          label="Class"
          value={search.class}
          allLabel="All classes"
          options={optionsOf(classOptions, classLabel)}
          onChange={(value) => set({ class: value })}
        />
        <DateFilter
          id="application-from"
          label="Submitted from"
          value={search.from}
          max={search.to}
          onChange={(from) => set({ from })}
        />
        <DateFilter
          id="application-to"
          label="Submitted to"
          value={search.to}
          min={search.from}
          onChange={(to) => set({ to })}
        />
      </FilterBar>

      <AdmissionSettingsPanel />
      <RetentionReview />

      {outcome && <BulkResults outcome={outcome} onDismiss={() => setOutcome(null)} />}

      {selected.length > 0 && (
        <div
          role="region"
          aria-label="Decide the selected applications"
          className="sticky top-36 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 shadow-sm"
        >
          <p className="mr-auto text-sm font-semibold text-brand-900">
            {selected.length === 1 ? '1 application selected' : `${selected.length} applications selected`}
          </p>
          {bulkTargets.map((status) => (
            <button
              key={status}
              type="button"
              onClick={() => {
                bulk.reset()
                setBulkTarget(status)
              }}
              className={buttonStyles(
                status === 'rejected' ? 'danger' : status === 'accepted' ? 'primary' : 'outline',
                'sm',
              )}
            >
              {statusActionLabels[status]}…
            </button>
          ))}
          <button type="button" onClick={() => setSelected([])} className={buttonStyles('ghost', 'sm')}>
            Clear selection
          </button>
        </div>
      )}
      <StatusChangeDialog
        open={bulkTarget !== null}
        to={bulkTarget}
        previewId={selected[0] ?? null}
        count={selected.length}
        subject={selected.length === 1 ? '1 selected application' : `${selected.length} selected applications`}
        pending={bulk.isPending}
        error={bulk.error ? errorText(bulk.error) : null}
        onConfirm={(reason) => bulkTarget && bulk.mutate({ ids: selected, to: bulkTarget, reason: reason || null })}
        onClose={() => setBulkTarget(null)}
      />

      <ListResults
        query={list}
        loadingLabel="Loading applications..."
        pages={{ label: 'Application pages', onPage: toPage }}
        headingId="application-results"
        heading={(data) => countHeading(data, ['application', 'applications'], 'No applications match')}
        actions={
          <div className="flex flex-wrap gap-2">
            <ClearFilters
              active={filtered}
              onClear={() => {
                setQuery('')
                onSearch({})
              }}
            />
            <ExportCsvForm
              action="/api/admissions/export.csv"
              size="sm"
              fields={exportFields(search)}
              disabled={list.data?.total === 0}
              disabledReason={
                filtered
                  ? 'No applications match these filters, so there is nothing to export.'
                  : 'No applications yet, so there is nothing to export.'
              }
            />
          </div>
        }
      >
        {(data) => (
          <>
            {data.items.length === 0 ? (
              <p className="px-5 py-12 text-center text-slate-600">
                {filtered
                  ? 'Try another name, or clear the filters.'
                  : 'No applications yet. They appear here as soon as families apply online.'}
              </p>
            ) : (
              <>
                <table className="hidden w-full text-left text-sm md:table">
                  <caption className="sr-only">Admission applications, newest first</caption>
                  <TableHead
                    className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                    cellClass="px-5 py-3"
                    columns={[
                      {
                        className: 'w-10 py-3 pl-5',
                        label: (
                          <input
                            type="checkbox"
                            aria-label="Select every application on this page"
                            checked={data.items.length > 0 && data.items.every((item) => selected.includes(item.id))}
                            onChange={(event) =>
                              setSelected(event.target.checked ? data.items.map((item) => item.id) : [])
                            }
                            className="size-4 accent-brand-700"
                          />
                        ),
                      },
                      'Reference',
                      'Student',
                      'Class',
                      'Submitted',
                      'Status',
                      <span className="sr-only">Open</span>,
                    ]}
                  />
                  <tbody className="divide-y divide-slate-100">
                    {data.items.map((item) => (
                      <tr key={item.id} className="hover:bg-brand-50/40">
                        <td className="py-3.5 pl-5">
                          <SelectBox
                            item={item}
                            checked={selected.includes(item.id)}
                            onChange={(on) => toggle(item.id, on)}
                            className="size-4 accent-brand-700"
                          />
                        </td>
                        <td className="px-5 py-3.5 font-mono text-sm text-brand-800">{item.reference}</td>
                        <td className="px-5 py-3.5">
                          <p className="font-semibold text-slate-900">{item.studentName}</p>
                          <p className="text-xs text-slate-600">{item.phoneNumber}</p>
                        </td>
                        <td className="px-5 py-3.5 text-slate-700">
                          {classWithStream(item.applyingForClass, item.stream)}
                        </td>
                        <td className="px-5 py-3.5 text-slate-700">{formatShortDateTime(item.createdAt)}</td>
                        <td className="px-5 py-3.5">
                          <StatusBadge status={item.status} />
                        </td>
                        <td className="px-5 py-3.5 text-right">
                          <Link
                            to="/admin/admissions/$id"
                            params={{ id: item.id }}
                            className={buttonStyles('outline', 'sm')}
                          >
                            Review<span className="sr-only"> {item.reference}</span>
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <ul className="divide-y divide-slate-100 md:hidden">
                  {data.items.map((item) => (
                    <li key={item.id} className="flex items-center">
                      <SelectBox
                        item={item}
                        checked={selected.includes(item.id)}
                        onChange={(on) => toggle(item.id, on)}
                        className="ml-5 size-5 shrink-0 accent-brand-700"
                      />
                      <Link
                        to="/admin/admissions/$id"
                        params={{ id: item.id }}
                        className="flex min-w-0 flex-1 items-center gap-3 px-4 py-4 hover:bg-brand-50/40"
                      >
                        <div className="min-w-0 flex-1">
                          <div className="flex flex-wrap items-center gap-2">
                            <span className="font-semibold text-slate-900">{item.studentName}</span>
                            <StatusBadge status={item.status} />
                          </div>
                          <p className="mt-1 font-mono text-xs text-brand-800">{item.reference}</p>
                          <p className="mt-0.5 text-xs text-slate-600">
                            {classWithStream(item.applyingForClass, item.stream)} ·{' '}
                            {formatShortDateTime(item.createdAt)}
                          </p>
                        </div>
                        <ChevronRightIcon className="size-5 shrink-0 text-slate-400" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </ListResults>
    </div>
  )
}

/** Ticks one application for a bulk decision; named by its reference and student. */
function SelectBox({
  item,
  checked,
  onChange,
  className,
}: {
  item: { reference: string; studentName: string }
  checked: boolean
  onChange: (on: boolean) => void
  className: string
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${item.reference} (${item.studentName})`}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className={className}
    />
  )
}
