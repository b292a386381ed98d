import { createFileRoute } from '@tanstack/react-router'
import { searchParams, stringParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { portalDestination, skipPortalLogin } from '~/features/accounts/guards'
import { PortalSignIn } from '~/features/accounts/PortalSignIn'
import { feePortal } from '~/features/fees/portal'

export const Route = createFileRoute('/fee-portal/student-login')({
  validateSearch: searchParams({ redirect: stringParam() }),
  beforeLoad: skipPortalLogin(feePortal.student.roles, feePortal.student.dashboard),
  head: () => pageHead('Student Fee Login', 'Sign in to see fees, dues and receipts.'),
  component: StudentFeeLoginPage,
})

function StudentFeeLoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <PortalSignIn
      title="Student Fee Login"
      subtitle="For students and parents: dues, due dates and receipts in one place."
      trail={[{ label: 'Fee Portal', to: '/fee-portal' }]}
      allowedRoles={[...feePortal.student.roles]}
      redirectTo={portalDestination(redirect, feePortal.student.dashboard)}
      elsewhere={{ label: 'Cashier? Use the cashier login', to: '/fee-portal/cashier-login' }}
    >
      <p>
        Students sign in with their school ID or e-mail address and the password given by the school office. Parents
        sign in with their own account and see every child whose school records carry their e-mail address.
      </p>
    </PortalSignIn>
  )
}
