import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { loadOrNotFound } from '~/trpc/not-found'
import { InventoryPageHeader } from '~/features/inventory/InventoryLayout'
import { formValuesOf, ItemForm } from '~/features/inventory/ItemForm'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'
import { useTRPC } from '~/trpc/react'

// EditInventoryItem
export const Route = createFileRoute('/inventory/_portal/edit/$id')({
  // An unknown or malformed id is the site's 404 page (status 404), not an error page.
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadOrNotFound(params.id, (id) => queryClient.ensureQueryData(trpc.inventory.item.queryOptions({ id }))),
  head: () => pageHead('Edit Inventory Item'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: EditItemPage,
})

function EditItemPage() {
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data: item } = useSuspenseQuery(trpc.inventory.item.queryOptions({ id }))
  return (
    <>
      <InventoryPageHeader
        title={`Edit ${item.name}`}
        description={`Code ${item.code}. Stock changes only through movements.`}
      >
        <Link to="/inventory/item/$id" params={{ id }} className="text-sm font-semibold text-brand-700 hover:underline">
          Back to the item
        </Link>
      </InventoryPageHeader>
      <ItemForm key={item.id} itemId={item.id} defaultValues={formValuesOf(item)} />
    </>
  )
}
