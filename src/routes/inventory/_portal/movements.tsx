import { createFileRoute } from '@tanstack/react-router'
import { dateParam, optionalEnum, searchParams, textParam, wholeNumberParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { MovementsLedger, movementFiltersOf, type MovementsSearch } from '~/features/inventory/MovementsLedger'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'
import { inventoryLimits, movementKinds } from '~/shared/inventory-options'
import { isSingleLine } from '~/shared/text'

export const Route = createFileRoute('/inventory/_portal/movements')({
  validateSearch: searchParams({
    page: wholeNumberParam(1, 100_000),
    kind: optionalEnum(movementKinds),
    from: dateParam,
    to: dateParam,
    item: textParam(inventoryLimits.code, isSingleLine),
    // A department id: anything else could not name one, so it is dropped rather than refused.
    dept: textParam(100, (text) => /^[A-Za-z0-9_-]+$/.test(text)),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(
        trpc.inventory.movements.queryOptions({ page: deps.page ?? 1, filters: movementFiltersOf(deps) }),
      ),
      queryClient.prefetchQuery(trpc.inventory.departments.queryOptions({ includeArchived: true })),
    ]),
  head: () => pageHead('Inventory Movements'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: MovementsPage,
})

function MovementsPage() {
  const onSearch = useReplaceSearch<MovementsSearch>(Route.useNavigate())
  return <MovementsLedger search={Route.useSearch()} onSearch={onSearch} />
}
