import { createFileRoute } from '@tanstack/react-router'
import { searchParams, stringParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { portalDestination, skipPortalLogin } from '~/features/accounts/guards'
import { PortalSignIn } from '~/features/accounts/PortalSignIn'
import { feePortal } from '~/features/fees/portal'

export const Route = createFileRoute('/fee-portal/cashier-login')({
  validateSearch: searchParams({ redirect: stringParam() }),
  beforeLoad: skipPortalLogin(feePortal.cashier.roles, feePortal.cashier.dashboard),
  head: () => pageHead('Cashier Login', 'Sign in to the fee counter.'),
  component: CashierLoginPage,
})

function CashierLoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <PortalSignIn
      title="Cashier Login"
      subtitle="The fee counter for the school's cashiers and administrators."
      trail={[{ label: 'Fee Portal', to: '/fee-portal' }]}
      allowedRoles={[...feePortal.cashier.roles]}
      redirectTo={portalDestination(redirect, feePortal.cashier.dashboard)}
      elsewhere={{ label: 'Student or parent? Use the student login', to: '/fee-portal/student-login' }}
    >
      <p>
        Cashiers sign in with their staff account to collect fees, print receipts and close the day. Only accounts with
        the cashier or administrator role can open the counter.
      </p>
    </PortalSignIn>
  )
}
