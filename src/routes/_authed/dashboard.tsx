import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { toast } from 'sonner'
import { searchParams, stringParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { DashboardError, DashboardView } from '~/features/accounts/Dashboard'
import { AttendanceTodayCard, MyClasses } from '~/features/academics/MyClasses'
import { accessDeniedMessage } from '~/features/accounts/guards'
import { useTRPC } from '~/trpc/react'
import { PageLoading } from '~/components/layout/VerifyingAccess'

export const Route = createFileRoute('/_authed/dashboard')({
  // `denied` is set by a role guard that sent the visitor here.
  validateSearch: searchParams({ denied: stringParam() }),
  loader: ({ context: { queryClient, trpc, user } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.dashboard.summary.queryOptions()),
      // The teaching and family cards load their own data; asked for here, the first render already has it.
      user.role === 'teacher' || user.role === 'admin'
        ? queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions())
        : user.role === 'student'
          ? queryClient.prefetchQuery(trpc.academics.family.overview.queryOptions({ studentId: user.id }))
          : null,
    ]),
  head: () => pageHead('Dashboard'),
  pendingComponent: () => <PageLoading label="Loading your dashboard..." />,
  component: DashboardPage,
  errorComponent: DashboardError,
})

function DashboardPage() {
  const trpc = useTRPC()
  const { user } = Route.useRouteContext()
  const { data: summary } = useSuspenseQuery(trpc.dashboard.summary.queryOptions())
  const { denied } = Route.useSearch()
  const navigate = useNavigate()

  // Toast once, then drop the parameter so a reload or a shared link does not repeat it.
  useEffect(() => {
    if (denied === undefined) return
    const message = accessDeniedMessage(denied)
    if (message) toast.error(message, { id: `denied:${denied}` })
    void navigate({ to: '/dashboard', search: {}, replace: true })
  }, [denied, navigate])

  return (
    <DashboardView
      me={user}
      summary={summary}
      teaching={{ adminToday: <AttendanceTodayCard />, teacherClasses: <MyClasses admin={false} /> }}
    />
  )
}
