import { school } from '#app-config'
import type { RoutePath } from '~/components/layout/navigation'
import type { PortalDoor } from '~/components/layout/portal-door'
import { inventoryRoles } from '~/shared/roles'

/** Who may use the inventory portal, where its doors are and what its login says (docs/product.md, Roles). */
export const inventoryPortal = {
  roles: inventoryRoles,
  login: '/inventory/login',
  dashboard: '/inventory/dashboard',
  signIn: {
    title: 'Inventory Portal',
    subtitle: 'Stock, equipment and supplies of the school, for the storekeeper and administrators.',
    about: [
      `The inventory portal keeps track of laboratory equipment, library books, sports gear, furniture and classroom supplies across ${school.shortName}: what is on hand, where it is, what needs repair and every receipt and issue.`,
      'Only the storekeeper and administrators can sign in. Teachers who need equipment can ask the school office.',
    ],
  },
} as const satisfies PortalDoor & { login: string }

/** InventoryLayout's sidebar, in the order of docs/product.md, Inventory portal. */
export const inventoryNav = [
  { to: '/inventory/dashboard', label: 'Dashboard' },
  { to: '/inventory/list', label: 'Items' },
  { to: '/inventory/add-item', label: 'Add item' },
  { to: '/inventory/movements', label: 'Movements' },
  { to: '/inventory/import-export', label: 'Import/Export' },
] as const satisfies ReadonlyArray<{ to: RoutePath; label: string }>
