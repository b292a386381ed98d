import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { requirePortalRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'
import { CashierDashboard } from '~/features/fees/CashierDashboard'
import { preloadCashierParts } from '~/features/fees/cashier-parts'
import { cashierTabs } from '~/features/fees/cashier-tabs'
import { prefetchCashierTab } from '~/features/fees/first-queries'
import { feePortal } from '~/features/fees/portal'
import { optionalEnum, searchParams, stringParam } from '~/shared/search-params'

export const Route = createFileRoute('/fee-portal/cashier-dashboard')({
  validateSearch: searchParams({
    tab: optionalEnum(cashierTabs),
    student: stringParam(64),
    receipt: stringParam(64),
    qr: stringParam(64),
  }),
  beforeLoad: requirePortalRole(feePortal.cashier.login, ...feePortal.cashier.roles),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  loaderDeps: ({ search }) => search,
  // The tab's data and its code together (the reports, the collect form and the receipt load apart).
  // The loader returns nothing: its value is sent to the browser, and a component cannot be.
  loader: async ({ context, deps }) => {
    await Promise.all([prefetchCashierTab(context, deps), preloadCashierParts(deps)])
  },
  head: () => pageHead('Cashier Dashboard', 'The fee counter.'),
  component: CashierDashboardPage,
})

function CashierDashboardPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  return <CashierDashboard me={user} search={search} />
}
