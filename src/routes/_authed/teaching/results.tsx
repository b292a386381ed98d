import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { ExamChooser } from '~/features/academics/ExamScreen'
import { ResultsScreen } from '~/features/academics/ResultsScreen'
import { examSearch } from '~/features/academics/search'
import { ChooseSection, SectionScreen } from '~/features/academics/SectionTabs'
import { searchParams } from '~/shared/search-params'

// A class section's results in an exam: remarks, report cards and the lock, for its class teacher and the admin.
export const Route = createFileRoute('/_authed/teaching/results')({
  validateSearch: searchParams(examSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.academics.exams.list.queryOptions()),
      deps.class && deps.exam
        ? queryClient.prefetchQuery(
            trpc.academics.exams.results.queryOptions({
              examId: deps.exam,
              className: deps.class,
              section: deps.section ?? '',
            }),
          )
        : queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions()),
    ]),
  head: () => pageHead('Results'),
  component: ResultsPage,
})

function ResultsPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  const admin = user.role === 'admin'
  return (
    <StaffPage
      title="Results"
      subtitle="Totals, grades and ranks from the marks; your remarks for the report cards; lock the marks when they are final."
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Teaching', to: '/teaching' },
      ]}
      width="7xl"
    >
      {search.class ? (
        <SectionScreen className={search.class} section={search.section ?? ''} current="results" admin={admin}>
          <ExamChooser
            className={search.class}
            section={search.section ?? ''}
            examId={search.exam}
            onExam={(exam) => onSearch({ ...search, exam })}
          >
            {(examId) => (
              <ResultsScreen examId={examId} className={search.class!} section={search.section ?? ''} admin={admin} />
            )}
          </ExamChooser>
        </SectionScreen>
      ) : (
        <ChooseSection screen="results" admin={admin} onChoose={onSearch} />
      )}
    </StaffPage>
  )
}
