import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { InventoryDashboard } from '~/features/inventory/InventoryDashboard'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'

export const Route = createFileRoute('/inventory/_portal/dashboard')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.inventory.dashboard.queryOptions()),
  head: () => pageHead('Inventory Dashboard'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: InventoryDashboard,
})
