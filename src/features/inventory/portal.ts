import type { PortalDoor } from '~/components/layout/portal-door'
import { inventoryRoles } from '~/shared/roles'

/**
 * Who may use the inventory portal and where its doors are (docs/product.md, Roles): what the route guards read, so
 * every page's first script carries it; what its login says is in portal-sign-in.ts, loaded with the login page.
 */
export const inventoryPortal = {
  roles: inventoryRoles,
  login: '/inventory/login',
  dashboard: '/inventory/dashboard',
} as const satisfies Omit<PortalDoor, 'signIn'> & { login: string }
