// The Movements screen: the whole ledger, newest first, filtered by the day it happened (a range), item code, kind
// and department, a page at a time. The filters and the page live in the address (replaced, not pushed); Export CSV
// posts the same filters, and the server builds the file of exactly those rows.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { inputClass } from '~/components/form/Field'
import { ClearFilters, DateFilter, FilterBar, FilterField, FilterSelect, optionsOf } from '~/components/form/filters'
import { useListSearch } from '~/components/form/use-list-search'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { countHeading, ListResults } from '~/components/ui/ListResults'
import { EmptyState } from '~/components/ui/states'
import { movementKindLabels } from '~/shared/inventory-labels'
import { inventoryLimits, movementKinds, type MovementKind } from '~/shared/inventory-options'
import { useTRPC } from '~/trpc/react'
import { InventoryPageHeader } from './InventoryLayout'
import { MovementTable } from './ui'

export type MovementsSearch = {
  page?: number
  kind?: MovementKind
  from?: string
  to?: string
  item?: string
  dept?: string
}

/** The address's filters as the procedure's and the export's. */
export function movementFiltersOf(search: MovementsSearch) {
  return { from: search.from, to: search.to, item: search.item, kind: search.kind, departmentId: search.dept }
}

export function MovementsLedger({
  search,
  onSearch,
}: {
  search: MovementsSearch
  onSearch: (next: MovementsSearch) => void
}) {
  const trpc = useTRPC()
  const ids = { kind: useId(), from: useId(), to: useId(), item: useId(), dept: useId() }
  const filters = movementFiltersOf(search)
  const ledger = useQuery({
    ...trpc.inventory.movements.queryOptions({ page: search.page ?? 1, filters }),
    placeholderData: keepPreviousData,
  })
  const departments = useQuery(trpc.inventory.departments.queryOptions({ includeArchived: true }))
  const { set, toPage } = useListSearch(search, onSearch)
  const [itemCode, setItemCode] = useState(search.item ?? '')
  useEffect(() => setItemCode(search.item ?? ''), [search.item])
  const active = Boolean(search.kind || search.from || search.to || search.item || search.dept)

  return (
    <>
      <InventoryPageHeader
        title="Movements"
        description="Every receipt, issue, return, adjustment and disposal. Never edited: a correction is a new movement."
      >
        <ExportCsvForm
          action="/api/inventory/movements.csv"
          fields={filters}
          disabled={ledger.data?.total === 0}
          disabledReason="No movements match the filters"
        />
      </InventoryPageHeader>
      <FilterBar label="Filter movements" columns="sm:grid-cols-2 lg:grid-cols-3">
        <DateFilter id={ids.from} label="From" value={search.from} max={search.to} onChange={(from) => set({ from })} />
        <DateFilter id={ids.to} label="To" value={search.to} min={search.from} onChange={(to) => set({ to })} />
        <FilterField id={ids.item} label="Item code">
          <input
            id={ids.item}
            type="text"
            value={itemCode}
            maxLength={inventoryLimits.code}
            autoComplete="off"
            placeholder="e.g. LAB-0001"
            className={inputClass}
            onChange={(event) => setItemCode(event.target.value)}
            onBlur={() => set({ item: itemCode.trim().toUpperCase() || undefined })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') set({ item: itemCode.trim().toUpperCase() || undefined })
            }}
          />
        </FilterField>
        <FilterSelect
          id={ids.kind}
          label="Kind"
          value={search.kind}
          allLabel="All kinds"
          options={optionsOf(movementKinds, (kind) => movementKindLabels[kind])}
          onChange={(kind) => set({ kind })}
        />
        <FilterSelect
          id={ids.dept}
          label="Department"
          value={search.dept}
          allLabel="All departments"
          options={(departments.data ?? []).map((d) => ({
            value: d.id,
            label: d.archived ? `${d.name} (archived)` : d.name,
          }))}
          onChange={(dept) => set({ dept })}
        />
        <div className="flex items-end">
          <ClearFilters active={active} onClear={() => onSearch({ page: undefined })} />
        </div>
      </FilterBar>
      <div className="mt-6">
        <ListResults
          query={ledger}
          loadingLabel="Loading movements..."
          headingId="ledger-heading"
          heading={(data) =>
            countHeading(data, ['movement', 'movements'], active ? 'No movements match' : 'No movements yet')
          }
          pages={{ label: 'Movement pages', onPage: toPage }}
        >
          {(data) =>
            data.total === 0 ? (
              active ? (
                <EmptyState message="No movement matches these filters." title="Nothing found" />
              ) : (
                <EmptyState message="No movements yet." title="The ledger is empty">
                  <Link to="/inventory/list" className="font-semibold text-brand-700 hover:underline">
                    Open an item to record one
                  </Link>
                </EmptyState>
              )
            ) : (
              <div className="p-5">
                <MovementTable
                  rows={data.items}
                  caption={active ? 'Movements matching the filters, newest first' : 'All movements, newest first'}
                  showItem
                />
              </div>
            )
          }
        </ListResults>
      </div>
    </>
  )
}
