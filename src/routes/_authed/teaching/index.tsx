import { createFileRoute, Link } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { buttonStyles } from '~/components/ui/button-styles'
import { MyClasses } from '~/features/academics/MyClasses'

// A teacher's classes with today's register; for an admin, every class section and which have not taken attendance.
export const Route = createFileRoute('/_authed/teaching/')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions()),
  head: () => pageHead('Teaching'),
  component: TeachingPage,
})

function TeachingPage() {
  const { user } = Route.useRouteContext()
  const admin = user.role === 'admin'
  return (
    <StaffPage
      title="Teaching"
      subtitle={
        admin
          ? 'Every class section this year: today’s attendance, registers, marks and results.'
          : 'Your classes this year: take attendance, see the register and class list, enter marks.'
      }
      width="7xl"
    >
      <MyClasses admin={admin} />
      {admin && (
        <p className="mt-8">
          <Link to="/admin/academics" className={buttonStyles('outline', 'md')}>
            Academics set-up
          </Link>
          <span className="ml-3 text-sm text-slate-600">Subjects, class and subject teachers, exams.</span>
        </p>
      )}
    </StaffPage>
  )
}
