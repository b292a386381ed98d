import type { Crumb } from '~/components/layout/PageHeader'
import type { PortalDoor } from '~/components/layout/portal-door'
import type { Role } from '~/shared/roles'

/** The breadcrumb of the portal's pages (Home › Fee Portal › the page). */
export const feePortalTrail = [{ label: 'Fee Portal', to: '/fee-portal' }] as const satisfies readonly Crumb[]

/**
 * Who each half of the fee portal admits and where its login and dashboard are: what the route guards read, so every
 * page's first script carries it. What each login says is in portal-sign-in.ts, which loads with the login pages.
 */
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
} as const satisfies Record<string, Omit<PortalDoor, 'signIn'> & { login: string }>
