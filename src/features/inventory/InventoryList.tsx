// InventoryList: search (code, name, supplier), filters, sort and server-side pages, all kept in the URL so a
// filtered list can be bookmarked or shared; the CSV export takes the same filters.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { CheckboxField, inputClass, labelClass } from '~/components/form/Field'
import { ClearFilters, FilterSelect, optionsOf } from '~/components/form/filters'
import { useListSearch } from '~/components/form/use-list-search'
import { buttonStyles } from '~/components/ui/button-styles'
import { downloadText } from '~/components/ui/download'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { countHeading, ListResults } from '~/components/ui/ListResults'
import { EmptyState } from '~/components/ui/states'
import { TableHead } from '~/components/ui/TableHead'
import {
  archivedFilters,
  categoryLabels,
  conditionLabels,
  inventoryCategories,
  inventoryConditions,
  inventorySorts,
  sortLabels,
  type ListSearch,
} from '~/shared/inventory'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { InventoryPageHeader } from './InventoryLayout'
import { ArchivedBadge, ConditionBadge, LowStockBadge } from './ui'

const archivedLabels = { active: 'Active items', archived: 'Archived items', all: 'Active and archived' } as const

/** The filters without the page, e.g. for the export. */
function filtersOf(search: ListSearch): ListSearch {
  const { page: _page, ...filters } = search
  return filters
}

export function useExportCsv() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const run = async (search: ListSearch) => {
    setBusy(true)
    try {
      const result = await queryClient.fetchQuery({
        ...trpc.inventory.exportCsv.queryOptions(filtersOf(search)),
        staleTime: 0,
      })
      downloadText(result.fileName, result.csv)
      toast.success(`Exported ${result.rowCount} ${result.rowCount === 1 ? 'item' : 'items'}`)
    } catch (error) {
      toast.error(errorText(error, 'The export failed. Please try again.'))
    } finally {
      setBusy(false)
    }
  }
  return { run, busy }
}

export function InventoryList({ search, onSearch }: { search: ListSearch; onSearch: (next: ListSearch) => void }) {
  const trpc = useTRPC()
  const ids = {
    q: useId(),
    low: useId(),
    category: useId(),
    location: useId(),
    condition: useId(),
    archived: useId(),
    sort: useId(),
    dir: useId(),
  }
  const list = useQuery({ ...trpc.inventory.list.queryOptions(search), placeholderData: keepPreviousData })
  const locations = useQuery(trpc.inventory.locations.queryOptions())
  const exporter = useExportCsv()
  // A new filter starts again at page 1; undefined removes the parameter from the URL.
  const { query, setQuery, set: setFilters, toPage } = useListSearch(search, onSearch)
  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    setFilters({ q: query.trim() || undefined })
  }

  const hasFilters = Object.keys(filtersOf(search)).some((key) => search[key as keyof ListSearch] !== undefined)

  return (
    <>
      <InventoryPageHeader
        title="Items"
        description="Search by code, name or supplier; every filter is kept in the address."
      >
        <button
          type="button"
          onClick={() => void exporter.run(search)}
          disabled={exporter.busy}
          className={buttonStyles('outline', 'md')}
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          {exporter.busy ? 'Exporting...' : 'Export CSV'}
        </button>
        <Link to="/inventory/add-item" className={buttonStyles('primary', 'md')}>
          Add item
        </Link>
      </InventoryPageHeader>

      <section
        aria-label="Search and filters"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <form role="search" onSubmit={submitSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={ids.q} className={labelClass}>
              Search
            </label>
            <input
              id={ids.q}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Code, name or supplier"
              className={`${inputClass} mt-1.5`}
              maxLength={100}
            />
          </div>
          <button type="submit" className={buttonStyles('primary', 'md', 'sm:mb-px')}>
            Search
          </button>
        </form>

        <div className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
          <FilterSelect
            id={ids.category}
            label="Category"
            value={search.category}
            allLabel="All categories"
            options={optionsOf(inventoryCategories, (value) => categoryLabels[value])}
            onChange={(category) => setFilters({ category })}
          />
          <FilterSelect
            id={ids.location}
            label="Location"
            value={search.location}
            allLabel="All locations"
            options={[...new Set([...(locations.data ?? []), ...(search.location ? [search.location] : [])])].map(
              (value) => ({ value, label: value }),
            )}
            onChange={(location) => setFilters({ location })}
          />
          <FilterSelect
            id={ids.condition}
            label="Condition"
            value={search.condition}
            allLabel="Any condition"
            options={optionsOf(inventoryConditions, (value) => conditionLabels[value])}
            onChange={(condition) => setFilters({ condition })}
          />
          <FilterSelect
            id={ids.archived}
            label="Show"
            value={search.archived ?? 'active'}
            options={optionsOf(archivedFilters, (value) => archivedLabels[value])}
            onChange={(archived) => setFilters({ archived: archived === 'active' ? undefined : archived })}
          />
          <FilterSelect
            id={ids.sort}
            label="Sort by"
            value={search.sort ?? 'name'}
            options={optionsOf(inventorySorts, (value) => sortLabels[value])}
            onChange={(sort) => setFilters({ sort: sort === 'name' ? undefined : sort })}
          />
          <FilterSelect
            id={ids.dir}
            label="Order"
            value={search.dir ?? (search.sort === 'updated' ? 'desc' : 'asc')}
            options={optionsOf(['asc', 'desc'] as const, (value) => (value === 'asc' ? 'Ascending' : 'Descending'))}
            onChange={(dir) => setFilters({ dir })}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <CheckboxField
            id={ids.low}
            label="Low stock only"
            checked={search.low ?? false}
            onChange={(event) => setFilters({ low: event.target.checked || undefined })}
          />
          <ClearFilters
            active={hasFilters}
            onClear={() => {
              setQuery('')
              onSearch({})
            }}
          />
        </div>
      </section>

      <div className="mt-6">
        <ListResults
          query={list}
          loadingLabel="Loading items..."
          headingId="inventory-results"
          heading={(data) => countHeading(data, ['item', 'items'], hasFilters ? 'No items match' : 'No items yet')}
          pages={{ label: 'Item pages', onPage: toPage }}
        >
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                message={
                  hasFilters ? 'Try another search or clear the filters.' : 'Add the first item or import a CSV file.'
                }
              >
                <Link to="/inventory/add-item" className={buttonStyles('primary', 'md')}>
                  Add item
                </Link>
              </EmptyState>
            ) : (
              <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Items">
                <table className="w-full min-w-[48rem] text-left text-sm">
                  <caption className="sr-only">Inventory items</caption>
                  <TableHead
                    className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase"
                    cellClass="px-4 py-3 font-semibold"
                    columns={[
                      'Item',
                      'Category',
                      'Location',
                      'Condition',
                      { label: 'On hand', className: 'px-4 py-3 text-right font-semibold' },
                      { label: 'Value', className: 'px-4 py-3 text-right font-semibold' },
                    ]}
                  />
                  <tbody className="divide-y divide-slate-100">
                    {data.items.map((item) => (
                      <tr key={item.id}>
                        <td className="px-4 py-3">
                          <div className="flex items-center gap-3">
                            {item.thumbnailUrl ? (
                              <img
                                src={item.thumbnailUrl}
                                alt=""
                                className="size-10 shrink-0 rounded-lg object-cover"
                                loading="lazy"
                              />
                            ) : (
                              <span
                                aria-hidden="true"
                                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-xs font-bold text-brand-700"
                              >
                                {item.code.slice(0, 3)}
                              </span>
                            )}
                            <div className="min-w-0">
                              <Link
                                to="/inventory/item/$id"
                                params={{ id: item.id }}
                                className="font-semibold text-brand-700 hover:underline"
                              >
                                {item.name}
                              </Link>
                              <p className="text-xs text-slate-600">{item.code}</p>
                            </div>
                          </div>
                        </td>
                        <td className="px-4 py-3 text-slate-700">
                          {categoryLabels[item.category as keyof typeof categoryLabels] ?? item.category}
                        </td>
                        <td className="px-4 py-3 text-slate-700">{item.location ?? '—'}</td>
                        <td className="px-4 py-3">
                          <div className="flex flex-wrap gap-1">
                            <ConditionBadge condition={item.condition} />
                            {item.archived && <ArchivedBadge />}
                          </div>
                        </td>
                        <td className="px-4 py-3 text-right tabular-nums">
                          <span className="font-semibold text-slate-900">{item.onHand}</span>{' '}
                          <span className="text-slate-600">{item.unit}</span>
                          {item.isLow && (
                            <div className="mt-1">
                              <LowStockBadge />
                            </div>
                          )}
                        </td>
                        <td className="px-4 py-3 text-right text-slate-800 tabular-nums">
                          {formatPaise(item.valuePaise)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </ListResults>
      </div>
    </>
  )
}
