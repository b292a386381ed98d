import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { pageHead } from '~/components/layout/page-title'
import { MovementsLedger } from '~/features/inventory/MovementsLedger'
import { InventoryLoading, InventoryRouteError } from '~/features/inventory/RouteStates'
import { movementKinds } from '~/shared/inventory'

export const Route = createFileRoute('/inventory/_portal/movements')({
  validateSearch: z.object({
    page: z.number().int().min(1).max(100_000).optional().catch(undefined),
    kind: z.enum(movementKinds).optional().catch(undefined),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(trpc.inventory.movements.queryOptions({ page: deps.page ?? 1, kind: deps.kind })),
  head: () => pageHead('Inventory Movements'),
  pendingComponent: InventoryLoading,
  errorComponent: InventoryRouteError,
  component: MovementsPage,
})

function MovementsPage() {
  return <MovementsLedger search={Route.useSearch()} />
}
