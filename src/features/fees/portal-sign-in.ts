import type { PortalDoor } from '~/components/layout/portal-door'
import { feePortal, feePortalTrail } from './portal'

/** Each half's door with what its login says (the login pages' components). */
export const feePortalSignIn = {
  student: {
    ...feePortal.student,
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
    ...feePortal.cashier,
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
