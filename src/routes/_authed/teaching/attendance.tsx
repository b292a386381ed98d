import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { daySearch } from '~/features/academics/search'
import { TakeAttendance } from '~/features/academics/TakeAttendance'
import { prefetchOverview, TeachingSectionPage } from '~/features/academics/TeachingSectionPage'
import { todayKey } from '~/shared/clock'
import { searchParams } from '~/shared/search-params'

// The class teacher's register for a day (today unless an admin picks another), on a phone first.
export const Route = createFileRoute('/_authed/teaching/attendance')({
  validateSearch: searchParams(daySearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.class
      ? context.queryClient.prefetchQuery(
          context.trpc.academics.attendance.register.queryOptions({
            className: deps.class,
            section: deps.section ?? '',
            date: deps.date ?? todayKey(),
          }),
        )
      : prefetchOverview(context),
  head: () => pageHead('Attendance'),
  component: AttendancePage,
})

function AttendancePage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  const admin = user.role === 'admin'
  return (
    <TeachingSectionPage
      title="Attendance"
      subtitle="Everyone is present unless you mark them. One tap per absent or late student."
      screen="attendance"
      search={search}
      admin={admin}
      onChoose={onSearch}
    >
      {(section) => (
        <TakeAttendance
          {...section}
          date={search.date ?? todayKey()}
          admin={admin}
          onDate={(date) => onSearch({ ...search, date })}
        />
      )}
    </TeachingSectionPage>
  )
}
