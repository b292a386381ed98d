import type { Crumb } from '~/components/layout/PageHeader'
import type { PortalDoor } from '~/components/layout/portal-door'
import type { Role } from '~/shared/roles'

/** The breadcrumb of the portal's pages (Home › Fee Portal › the page). */
export const feePortalTrail = [{ label: 'Fee Portal', to: '/fee-portal' }] as const satisfies readonly Crumb[]

/** Who each half of the fee portal admits, where its login and dashboard are, and what its login says. */
export const feePortal = {
  student: {
    roles: ['student', 'parent'] as const satisfies readonly Role[],
    login: '/fee-portal/student-login',
    dashboard: '/fee-portal/student-dashboard',
    signIn: {
      title: 'Student Fee Login',
      subtitle: 'For students and parents: dues, due dates and receipts in one place.',
      trail: feePortalTrail,
      about: [
        'Students sign in with their school ID or e-mail address and the password given by the school office. Parents sign in with their own account and see every child whose school records carry their e-mail address.',
      ],
      elsewhere: { label: 'Cashier? Use the cashier login', to: '/fee-portal/cashier-login' },
    },
  },
  cashier: {
    roles: ['cashier', 'admin'] as const satisfies readonly Role[],
    login: '/fee-portal/cashier-login',
    dashboard: '/fee-portal/cashier-dashboard',
    signIn: {
      title: 'Cashier Login',
      subtitle: "The fee counter for the school's cashiers and administrators.",
      trail: feePortalTrail,
      about: [
        'Cashiers sign in with their staff account to collect fees, print receipts and close the day. Only accounts with the cashier or administrator role can open the counter.',
      ],
      elsewhere: { label: 'Student or parent? Use the student login', to: '/fee-portal/student-login' },
    },
  },
} as const satisfies Record<string, PortalDoor & { login: string }>
