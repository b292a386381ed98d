export const roles = ['admin', 'teacher', 'student', 'cashier', 'parent', 'storekeeper'] as const
export type Role = (typeof roles)[number]

export const staffRoles = ['admin', 'teacher'] as const satisfies readonly Role[]

/** Who runs the inventory (items, movements, import and export, reports): the storekeeper, and administrators. */
export const inventoryRoles = ['admin', 'storekeeper'] as const satisfies readonly Role[]

/** An account is active (may sign in) or deactivated; the user list filters by it. */
export const userStatuses = ['active', 'inactive'] as const

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  teacher: 'Teacher',
  student: 'Student',
  cashier: 'Cashier',
  parent: 'Parent',
  storekeeper: 'Storekeeper',
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
}

/** The wrong-role message, with the roles in words: "… requires Administrator or Cashier permissions." */
export function accessDeniedMessage(allowed: readonly Role[]): string {
  const names = allowed.map((role) => roleLabels[role])
  const words = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
  return `Access denied. This area requires ${words} permissions.`
}
