import type { RoutePath } from '~/components/layout/navigation'

/** Who may use the inventory portal and where its doors are (PRODUCT.md "Inventory portal"). */
export const inventoryPortal = {
  roles: ['admin'] as const,
  login: '/inventory/login',
  dashboard: '/inventory/dashboard',
} as const

/** InventoryLayout's sidebar, in PRODUCT.md's order. */
export const inventoryNav = [
  { to: '/inventory/dashboard', label: 'Dashboard' },
  { to: '/inventory/list', label: 'Items' },
  { to: '/inventory/add-item', label: 'Add item' },
  { to: '/inventory/movements', label: 'Movements' },
  { to: '/inventory/import-export', label: 'Import/Export' },
] as const satisfies ReadonlyArray<{ to: RoutePath; label: string }>
