import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { portalLoginRoute } from '~/features/accounts/guards'
import { PortalSignIn } from '~/features/accounts/PortalSignIn'
import { inventoryPortal } from '~/features/inventory/portal'
import { inventorySignIn } from '~/features/inventory/portal-sign-in'

// InventoryLogin: administrators only (auth.login's allowedRoles); a signed-in admin goes straight on.
export const Route = createFileRoute('/inventory/login')({
  ...portalLoginRoute(inventoryPortal),
  head: () => pageHead('Inventory Portal', 'Sign in to the school inventory.'),
  component: () => <PortalSignIn door={inventorySignIn} />,
})
