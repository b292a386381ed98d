import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { Departments } from '~/features/inventory/Departments'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'

export const Route = createFileRoute('/inventory/_portal/departments')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.inventory.departments.queryOptions({ includeArchived: true })),
  head: () => pageHead('Inventory Departments'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: Departments,
})
