import { createFileRoute } from '@tanstack/react-router'
import { optionalEnum, searchParams, wholeNumberParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { MovementsLedger, type MovementsSearch } from '~/features/inventory/MovementsLedger'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'
import { movementKinds } from '~/shared/inventory-options'

export const Route = createFileRoute('/inventory/_portal/movements')({
  validateSearch: searchParams({ page: wholeNumberParam(1, 100_000), kind: optionalEnum(movementKinds) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.inventory.movements.queryOptions({ page: deps.page ?? 1, kind: deps.kind })),
  head: () => pageHead('Inventory Movements'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: MovementsPage,
})

function MovementsPage() {
  const onSearch = useReplaceSearch<MovementsSearch>(Route.useNavigate())
  return <MovementsLedger search={Route.useSearch()} onSearch={onSearch} />
}
