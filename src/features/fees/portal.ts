import type { Crumb } from '~/components/layout/PageHeader'
import type { Role } from '~/shared/roles'

/** Who each half of the fee portal admits, and where its login and dashboard are. */
export const feePortal = {
  student: {
    roles: ['student', 'parent'] as const satisfies readonly Role[],
    login: '/fee-portal/student-login',
    dashboard: '/fee-portal/student-dashboard',
  },
  cashier: {
    roles: ['cashier', 'admin'] as const satisfies readonly Role[],
    login: '/fee-portal/cashier-login',
    dashboard: '/fee-portal/cashier-dashboard',
  },
} as const

/** The breadcrumb of the portal's dashboards (Home › Fee Portal › the dashboard). */
export const feePortalTrail = [{ label: 'Fee Portal', to: '/fee-portal' }] as const satisfies readonly Crumb[]
