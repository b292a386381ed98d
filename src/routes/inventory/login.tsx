import { createFileRoute } from '@tanstack/react-router'
import { searchParams, stringParam } from '~/shared/search-params'
import { school } from '#app-config'
import { pageHead } from '~/components/layout/page-title'
import { portalDestination, skipPortalLogin } from '~/features/accounts/guards'
import { PortalSignIn } from '~/features/accounts/PortalSignIn'
import { inventoryPortal } from '~/features/inventory/portal'

// InventoryLogin: administrators only (auth.login's allowedRoles); a signed-in admin goes straight on.
export const Route = createFileRoute('/inventory/login')({
  validateSearch: searchParams({ redirect: stringParam() }),
  beforeLoad: skipPortalLogin(inventoryPortal.roles, inventoryPortal.dashboard),
  head: () => pageHead('Inventory Portal', 'Sign in to the school inventory.'),
  component: InventoryLoginPage,
})

function InventoryLoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <PortalSignIn
      title="Inventory Portal"
      subtitle="Stock, equipment and supplies of the school, for administrators."
      allowedRoles={[...inventoryPortal.roles]}
      redirectTo={portalDestination(redirect, inventoryPortal.dashboard)}
    >
      <p>
        The inventory portal keeps track of laboratory equipment, library books, sports gear, furniture and classroom
        supplies across {school.shortName}: what is on hand, where it is, what needs repair and every receipt and issue.
      </p>
      <p>Only administrators can sign in. Teachers who need equipment can ask the school office.</p>
    </PortalSignIn>
  )
}
