// The Movements screen: the whole ledger, newest first, filterable by kind, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { inputClass, labelClass } from '~/components/form/Field'
import { Options } from '~/components/form/Options'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { movementKindLabels } from '~/shared/inventory-labels'
import { movementKinds, type MovementKind } from '~/shared/inventory-options'
import { useTRPC } from '~/trpc/react'
import { Panel } from '~/components/ui/Panel'
import { InventoryPageHeader } from './InventoryLayout'
import { MovementTable } from './ui'

export type MovementsSearch = { page?: number; kind?: MovementKind }

export function MovementsLedger({ search }: { search: MovementsSearch }) {
  const trpc = useTRPC()
  const navigate = useNavigate()
  const kindId = useId()
  const ledger = useQuery({
    ...trpc.inventory.movements.queryOptions({ page: search.page ?? 1, kind: search.kind }),
    placeholderData: keepPreviousData,
  })

  return (
    <>
      <InventoryPageHeader
        title="Movements"
        description="Every receipt, issue, return, adjustment and disposal. Never edited: a correction is a new movement."
      />
      <Panel
        headingId="ledger-heading"
        title="Ledger"
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={kindId} className={labelClass}>
              Show
            </label>
            <select
              id={kindId}
              value={search.kind ?? ''}
              onChange={(event) =>
                void navigate({
                  to: '/inventory/movements',
                  search: { kind: (event.target.value || undefined) as MovementKind | undefined },
                })
              }
              className={`${inputClass} w-auto`}
            >
              <option value="">All movements</option>
              <Options values={movementKinds} label={(kind) => movementKindLabels[kind]} />
            </select>
          </div>
        }
      >
        {ledger.isPending ? (
          <LoadingState label="Loading movements..." />
        ) : ledger.isError ? (
          <ErrorState message={errorText(ledger.error)} onRetry={() => void ledger.refetch()} />
        ) : ledger.data.totalCount === 0 ? (
          <EmptyState message="No movements yet." title="The ledger is empty">
            <Link to="/inventory/list" className="font-semibold text-brand-700 hover:underline">
              Open an item to record one
            </Link>
          </EmptyState>
        ) : (
          <>
            <MovementTable rows={ledger.data.movements} caption="All movements, newest first" showItem />
            <Pagination
              className="mt-4"
              label="Movement pages"
              page={ledger.data.page}
              pageCount={ledger.data.pageCount}
              link={(page, props) => (
                <Link
                  to="/inventory/movements"
                  search={{ kind: search.kind, page: page === 1 ? undefined : page }}
                  {...props}
                />
              )}
            />
          </>
        )}
      </Panel>
    </>
  )
}
