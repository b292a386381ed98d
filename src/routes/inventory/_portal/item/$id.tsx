import { createFileRoute } from '@tanstack/react-router'
import { searchParams, wholeNumberParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { loadOrNotFound } from '~/trpc/not-found'
import { ItemDetail } from '~/features/inventory/ItemDetail'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'

// InventoryItemDetail
export const Route = createFileRoute('/inventory/_portal/item/$id')({
  validateSearch: searchParams({ history: wholeNumberParam(1, 100_000) }),
  // An unknown or malformed id is the site's 404 page (status 404), not an error page.
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadOrNotFound(params.id, (id) => queryClient.ensureQueryData(trpc.inventory.item.queryOptions({ id }))),
  head: () => pageHead('Inventory Item'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: ItemPage,
})

function ItemPage() {
  const { id } = Route.useParams()
  const { history } = Route.useSearch()
  return <ItemDetail id={id} historyPage={history ?? 1} />
}
