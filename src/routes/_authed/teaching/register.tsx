import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { MonthRegister } from '~/features/academics/MonthRegister'
import { monthSearch } from '~/features/academics/search'
import { ChooseSection, SectionScreen } from '~/features/academics/SectionTabs'
import { todayKey } from '~/shared/clock'
import { searchParams } from '~/shared/search-params'

// A class section's attendance by month, with percentages and the students below the threshold.
export const Route = createFileRoute('/_authed/teaching/register')({
  validateSearch: searchParams(monthSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    deps.class
      ? queryClient.prefetchQuery(
          trpc.academics.attendance.month.queryOptions({
            className: deps.class,
            section: deps.section ?? '',
            month: deps.month ?? todayKey().slice(0, 7),
          }),
        )
      : queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions()),
  head: () => pageHead('Attendance Register'),
  component: RegisterPage,
})

function RegisterPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  const admin = user.role === 'admin'
  const thisMonth = todayKey().slice(0, 7)
  return (
    <StaffPage
      title="Attendance Register"
      subtitle="Each school day of the month, with every student’s attendance for the month, the term and the year."
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Teaching', to: '/teaching' },
      ]}
      width="7xl"
    >
      {search.class ? (
        <SectionScreen className={search.class} section={search.section ?? ''} current="register" admin={admin}>
          <MonthRegister
            className={search.class}
            section={search.section ?? ''}
            month={search.month ?? thisMonth}
            thisMonth={thisMonth}
            onMonth={(month) => onSearch({ ...search, month })}
          />
        </SectionScreen>
      ) : (
        <ChooseSection screen="register" admin={admin} onChoose={onSearch} />
      )}
    </StaffPage>
  )
}
