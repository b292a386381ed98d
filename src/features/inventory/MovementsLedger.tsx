// The Movements screen: the whole ledger, newest first, filterable by kind, a page at a time. The filter and the page
// live in the address (replaced, not pushed) through the shared list search.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FilterSelect, optionsOf } from '~/components/form/filters'
import { useListSearch } from '~/components/form/use-list-search'
import { countHeading, ListResults } from '~/components/ui/ListResults'
import { EmptyState } from '~/components/ui/states'
import { movementKindLabels } from '~/shared/inventory-labels'
import { movementKinds, type MovementKind } from '~/shared/inventory-options'
import { useTRPC } from '~/trpc/react'
import { InventoryPageHeader } from './InventoryLayout'
import { MovementTable } from './ui'

export type MovementsSearch = { page?: number; kind?: MovementKind }

export function MovementsLedger({
  search,
  onSearch,
}: {
  search: MovementsSearch
  onSearch: (next: MovementsSearch) => void
}) {
  const trpc = useTRPC()
  const kindId = useId()
  const ledger = useQuery({
    ...trpc.inventory.movements.queryOptions({ page: search.page ?? 1, kind: search.kind }),
    placeholderData: keepPreviousData,
  })
  const { set, toPage } = useListSearch(search, onSearch)

  return (
    <>
      <InventoryPageHeader
        title="Movements"
        description="Every receipt, issue, return, adjustment and disposal. Never edited: a correction is a new movement."
      />
      <section aria-label="Filters" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="max-w-xs">
          <FilterSelect
            id={kindId}
            label="Show"
            value={search.kind}
            allLabel="All movements"
            options={optionsOf(movementKinds, (kind) => movementKindLabels[kind])}
            onChange={(kind) => set({ kind })}
          />
        </div>
      </section>
      <div className="mt-6">
        <ListResults
          query={ledger}
          loadingLabel="Loading movements..."
          headingId="ledger-heading"
          heading={(data) => countHeading(data, ['movement', 'movements'], 'No movements yet')}
          pages={{ label: 'Movement pages', onPage: toPage }}
        >
          {(data) =>
            data.total === 0 ? (
              <EmptyState message="No movements yet." title="The ledger is empty">
                <Link to="/inventory/list" className="font-semibold text-brand-700 hover:underline">
                  Open an item to record one
                </Link>
              </EmptyState>
            ) : (
              <div className="p-5">
                <MovementTable rows={data.items} caption="All movements, newest first" showItem />
              </div>
            )
          }
        </ListResults>
      </div>
    </>
  )
}
