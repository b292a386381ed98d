import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { InventoryList } from '~/features/inventory/InventoryList'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { listSearchSchema, type ListSearch } from '~/shared/inventory-options'

export const Route = createFileRoute('/inventory/_portal/list')({
  validateSearch: listSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.inventory.list.queryOptions(deps)),
      queryClient.prefetchQuery(trpc.inventory.locations.queryOptions()),
    ]),
  head: () => pageHead('Inventory Items'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: ListPage,
})

function ListPage() {
  const onSearch = useReplaceSearch<ListSearch>(Route.useNavigate())
  return <InventoryList search={Route.useSearch()} onSearch={onSearch} />
}
