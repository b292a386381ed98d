import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { daySearch } from '~/features/academics/search'
import { ChooseSection, SectionScreen } from '~/features/academics/SectionTabs'
import { TakeAttendance } from '~/features/academics/TakeAttendance'
import { todayKey } from '~/shared/clock'
import { searchParams } from '~/shared/search-params'

const teachingTrail = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Teaching', to: '/teaching' },
] as const

// The class teacher's register for a day (today unless an admin picks another), on a phone first.
export const Route = createFileRoute('/_authed/teaching/attendance')({
  validateSearch: searchParams(daySearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    deps.class
      ? queryClient.prefetchQuery(
          trpc.academics.attendance.register.queryOptions({
            className: deps.class,
            section: deps.section ?? '',
            date: deps.date ?? todayKey(),
          }),
        )
      : queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions()),
  head: () => pageHead('Attendance'),
  component: AttendancePage,
})

function AttendancePage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  const admin = user.role === 'admin'
  return (
    <StaffPage
      title="Attendance"
      subtitle="Everyone is present unless you mark them. One tap per absent or late student."
      trail={teachingTrail}
    >
      {search.class ? (
        <SectionScreen className={search.class} section={search.section ?? ''} current="attendance" admin={admin}>
          <TakeAttendance
            className={search.class}
            section={search.section ?? ''}
            date={search.date ?? todayKey()}
            admin={admin}
            onDate={(date) => onSearch({ ...search, date })}
          />
        </SectionScreen>
      ) : (
        <ChooseSection screen="attendance" admin={admin} onChoose={onSearch} />
      )}
    </StaffPage>
  )
}
