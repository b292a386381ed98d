import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { requirePortalRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'
import { CashierDashboard } from '~/features/fees/CashierDashboard'
import { cashierTabs } from '~/features/fees/cashier-tabs'
import { prefetchCashierTab } from '~/features/fees/first-queries'
import { feePortal } from '~/features/fees/portal'
import { optionalEnum, searchParams, stringParam } from '~/shared/search-params'

export const Route = createFileRoute('/fee-portal/cashier-dashboard')({
  validateSearch: searchParams({ tab: optionalEnum(cashierTabs), student: stringParam(64), receipt: stringParam(64) }),
  beforeLoad: requirePortalRole(feePortal.cashier.login, ...feePortal.cashier.roles),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchCashierTab(context, deps),
  head: () => pageHead('Cashier Dashboard', 'The fee counter.'),
  component: CashierDashboardPage,
})

function CashierDashboardPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  return <CashierDashboard me={user} search={search} />
}
