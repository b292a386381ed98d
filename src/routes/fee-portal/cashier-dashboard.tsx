import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { requirePortalRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/features/accounts/VerifyingAccess'
import { CashierDashboard } from '~/features/fees/CashierDashboard'
import { cashierTabs } from '~/features/fees/cashier-tabs'
import { feePortal } from '~/features/fees/portal'
import { z } from 'zod'

export const Route = createFileRoute('/fee-portal/cashier-dashboard')({
  validateSearch: z.object({
    tab: z.enum(cashierTabs).optional().catch(undefined),
    student: z.string().max(64).optional().catch(undefined),
    receipt: z.string().max(64).optional().catch(undefined),
  }),
  beforeLoad: requirePortalRole(feePortal.cashier.login, ...feePortal.cashier.roles),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  head: () => pageHead('Cashier Dashboard', 'The fee counter.'),
  component: CashierDashboardPage,
})

function CashierDashboardPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  return <CashierDashboard me={user} search={search} />
}
