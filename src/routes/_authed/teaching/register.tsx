import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { MonthRegister } from '~/features/academics/MonthRegister'
import { monthSearch } from '~/features/academics/search'
import { prefetchOverview, TeachingSectionPage } from '~/features/academics/TeachingSectionPage'
import { todayKey } from '~/shared/clock'
import { searchParams } from '~/shared/search-params'

// A class section's attendance by month, with percentages and the students below the threshold.
export const Route = createFileRoute('/_authed/teaching/register')({
  validateSearch: searchParams(monthSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.class
      ? context.queryClient.prefetchQuery(
          context.trpc.academics.attendance.month.queryOptions({
            className: deps.class,
            section: deps.section ?? '',
            month: deps.month ?? todayKey().slice(0, 7),
          }),
        )
      : prefetchOverview(context),
  head: () => pageHead('Attendance Register'),
  component: RegisterPage,
})

function RegisterPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  const thisMonth = todayKey().slice(0, 7)
  return (
    <TeachingSectionPage
      title="Attendance Register"
      subtitle="Each school day of the month, with every student’s attendance for the month, the term and the year."
      width="7xl"
      screen="register"
      search={search}
      admin={user.role === 'admin'}
      onChoose={onSearch}
    >
      {(section) => (
        <MonthRegister
          {...section}
          month={search.month ?? thisMonth}
          thisMonth={thisMonth}
          onMonth={(month) => onSearch({ ...search, month })}
        />
      )}
    </TeachingSectionPage>
  )
}
