import { createFileRoute } from '@tanstack/react-router'
import { optionalEnum, searchParams, stringParam, wholeNumberParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { requirePortalRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'
import { StudentFeeDashboard } from '~/features/fees/StudentFeeDashboard'
import { prefetchStudentFees } from '~/features/fees/first-queries'
import { feePortal } from '~/features/fees/portal'

export const Route = createFileRoute('/fee-portal/student-dashboard')({
  // A parent's chosen child is kept in the URL, so a reload or a shared link shows the same child.
  // Online payments: `pay=1` opens the pay dialog; the gateway's return brings our order id (`payment`) and its
  // payment id and signature, or an error.
  validateSearch: searchParams({
    child: stringParam(64),
    pay: wholeNumberParam(1, 1),
    payment: stringParam(100),
    razorpay_payment_id: stringParam(100),
    razorpay_signature: stringParam(128),
    payment_error: optionalEnum(['failed', 'cancelled']),
  }),
  beforeLoad: requirePortalRole(feePortal.student.login, ...feePortal.student.roles),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  loaderDeps: ({ search }) => ({ child: search.child }),
  loader: ({ context, deps }) => prefetchStudentFees(context, deps.child),
  head: () => pageHead('Student Fee Dashboard', 'Fees, dues and receipts.'),
  component: StudentFeeDashboardPage,
})

function StudentFeeDashboardPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const payment = search.payment
    ? {
        orderId: search.payment,
        paymentId: search.razorpay_payment_id,
        signature: search.razorpay_signature,
        error: search.payment_error,
      }
    : undefined
  return <StudentFeeDashboard me={user} childId={search.child} openPay={search.pay === 1} payment={payment} />
}
