import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requirePortalRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'
import { InventoryLayout } from '~/features/inventory/InventoryLayout'
import { inventoryPortal } from '~/features/inventory/portal'

/** Every inventory screen but the login: admins only, inside InventoryLayout. Procedures still authorize themselves. */
export const Route = createFileRoute('/inventory/_portal')({
  beforeLoad: requirePortalRole(inventoryPortal.login, ...inventoryPortal.roles),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  component: () => (
    <InventoryLayout>
      <Outlet />
    </InventoryLayout>
  ),
})
