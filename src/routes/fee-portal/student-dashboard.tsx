import { createFileRoute } from '@tanstack/react-router'
import { searchParams, stringParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { requirePortalRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'
import { StudentFeeDashboard } from '~/features/fees/StudentFeeDashboard'
import { prefetchStudentFees } from '~/features/fees/first-queries'
import { feePortal } from '~/features/fees/portal'

export const Route = createFileRoute('/fee-portal/student-dashboard')({
  // A parent's chosen child is kept in the URL, so a reload or a shared link shows the same child.
  validateSearch: searchParams({ child: stringParam(64) }),
  beforeLoad: requirePortalRole(feePortal.student.login, ...feePortal.student.roles),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  loaderDeps: ({ search }) => ({ child: search.child }),
  loader: ({ context, deps }) => prefetchStudentFees(context, deps.child),
  head: () => pageHead('Student Fee Dashboard', 'Fees, dues and receipts.'),
  component: StudentFeeDashboardPage,
})

function StudentFeeDashboardPage() {
  const { child } = Route.useSearch()
  const { user } = Route.useRouteContext()
  return <StudentFeeDashboard me={user} childId={child} />
}
