import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonStyles } from '~/components/ui/button-styles'
import { ChevronRightIcon, DownloadIcon } from '~/components/ui/icons'
import { inputClass } from '~/components/form/Field'
import { FilterBar, FilterField, FilterSelect, optionsOf, SearchField, useSearchText } from '~/components/form/filters'
import { countHeading, ListResults } from '~/components/ui/ListResults'
import { applicationStatuses, classLabel, classOptions, statusLabels, type ApplicationStatus, type ClassOption } from '~/shared/admission-schema'
import { useTRPC } from '~/trpc/react'
import { formatShortDateTime } from '~/shared/dates'
import { SearchIcon, StatusBadge } from './ui'

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

/** The export's form fields: the list's filters. The export is a POST because it is audit-logged. */
function exportFields(search: ApplicationListSearch): Array<[string, string]> {
  const fields: Array<[string, string | undefined]> = [
    ['status', search.status],
    ['class', search.class],
    ['from', search.from],
    ['to', search.to],
    ['search', search.q],
  ]
  return fields.filter((field): field is [string, string] => Boolean(field[1]))
}

export function ApplicationsList({ search, onSearch }: { search: ApplicationListSearch; onSearch: (next: ApplicationListSearch) => void }) {
  const trpc = useTRPC()
  const list = useQuery({ ...trpc.admissions.list.queryOptions(applicationListInput(search)), placeholderData: keepPreviousData })
  const [query, setQuery] = useSearchText(search, onSearch)


  const set = (patch: Partial<ApplicationListSearch>) => onSearch({ ...search, ...patch, page: undefined })
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
        <FilterField id="application-from" label="Submitted from">
          <input id="application-from" type="date" value={search.from ?? ''} max={search.to} onChange={(event) => set({ from: event.target.value || undefined })} className={inputClass} />
        </FilterField>
        <FilterField id="application-to" label="Submitted to">
          <input id="application-to" type="date" value={search.to ?? ''} min={search.from} onChange={(event) => set({ to: event.target.value || undefined })} className={inputClass} />
        </FilterField>
      </FilterBar>

      <ListResults
        query={list}
        loadingLabel="Loading applications..."
        pages={{ label: 'Application pages', onPage: (page) => onSearch({ ...search, page: page === 1 ? undefined : page }) }}
        headingId="application-results"
        heading={(data) => countHeading(data, ['application', 'applications'], 'No applications match')}
        actions={
            <div className="flex flex-wrap gap-2">
              {filtered && (
                <button
                  type="button"
                  onClick={() => {
                    setQuery('')
                    onSearch({})
                  }}
                  className={buttonStyles('ghost', 'sm')}
                >
                  Clear filters
                </button>
              )}
              <form method="post" action="/api/admissions/export.csv">
                {exportFields(search).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button type="submit" className={buttonStyles('outline', 'sm')}>
                  <DownloadIcon className="size-4" /> Export CSV
                </button>
              </form>
            </div>
        }
      >
        {(data) => (
          <>
          {data.items.length === 0 ? (
            <p className="px-5 py-12 text-center text-slate-600">
              {filtered ? 'Try another name, or clear the filters.' : 'No applications yet. They appear here as soon as families apply online.'}
            </p>
          ) : (
            <>
              <table className="hidden w-full text-left text-sm md:table">
                <caption className="sr-only">Admission applications, newest first</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-5 py-3">
                      Reference
                    </th>
                    <th scope="col" className="px-5 py-3">
                      Student
                    </th>
                    <th scope="col" className="px-5 py-3">
                      Class
                    </th>
                    <th scope="col" className="px-5 py-3">
                      Submitted
                    </th>
                    <th scope="col" className="px-5 py-3">
                      Status
                    </th>
                    <th scope="col" className="px-5 py-3">
                      <span className="sr-only">Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((item) => (
                    <tr key={item.id} className="hover:bg-brand-50/40">
                      <td className="px-5 py-3.5 font-mono text-sm text-brand-800">{item.reference}</td>
                      <td className="px-5 py-3.5">
                        <p className="font-semibold text-slate-900">{item.studentName}</p>
                        <p className="text-xs text-slate-600">{item.phoneNumber}</p>
                      </td>
                      <td className="px-5 py-3.5 text-slate-700">{classLabel(item.applyingForClass)}</td>
                      <td className="px-5 py-3.5 text-slate-700">{formatShortDateTime(item.createdAt)}</td>
                      <td className="px-5 py-3.5">
                        <StatusBadge status={item.status} />
                      </td>
                      <td className="px-5 py-3.5 text-right">
                        <Link to="/admin/admissions/$id" params={{ id: item.id }} className={buttonStyles('outline', 'sm')}>
                          Review<span className="sr-only"> {item.reference}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ul className="divide-y divide-slate-100 md:hidden">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <Link to="/admin/admissions/$id" params={{ id: item.id }} className="flex items-center gap-3 px-5 py-4 hover:bg-brand-50/40">
                      <div className="min-w-0 flex-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-slate-900">{item.studentName}</span>
                          <StatusBadge status={item.status} />
                        </div>
                        <p className="mt-1 font-mono text-xs text-brand-800">{item.reference}</p>
                        <p className="mt-0.5 text-xs text-slate-600">
                          {classLabel(item.applyingForClass)} · {formatShortDateTime(item.createdAt)}
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
