import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { ExamChooser } from '~/features/academics/ExamScreen'
import { ResultsScreen } from '~/features/academics/ResultsScreen'
import { examSearch } from '~/features/academics/search'
import { prefetchExamScreen, TeachingSectionPage } from '~/features/academics/TeachingSectionPage'
import { searchParams } from '~/shared/search-params'

// A class section's results in an exam: remarks, report cards and the lock, for its class teacher and the admin.
export const Route = createFileRoute('/_authed/teaching/results')({
  validateSearch: searchParams(examSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchExamScreen(context, deps, 'results'),
  head: () => pageHead('Results'),
  component: ResultsPage,
})

function ResultsPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  const admin = user.role === 'admin'
  return (
    <TeachingSectionPage
      title="Results"
      subtitle="Totals, grades and ranks from the marks; your remarks for the report cards; lock the marks when they are final."
      width="7xl"
      screen="results"
      search={search}
      admin={admin}
      onChoose={onSearch}
    >
      {(section) => (
        <ExamChooser {...section} examId={search.exam} onExam={(exam) => onSearch({ ...search, exam })}>
          {(examId) => <ResultsScreen examId={examId} {...section} admin={admin} />}
        </ExamChooser>
      )}
    </TeachingSectionPage>
  )
}
