export const roles = ['admin', 'teacher', 'student', 'cashier', 'parent'] as const
export type Role = (typeof roles)[number]

export const staffRoles = ['admin', 'teacher'] as const satisfies readonly Role[]

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator',
  teacher: 'Teacher',
  student: 'Student',
  cashier: 'Cashier',
  parent: 'Parent',
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
}
