import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { ExamChooser, MarksScreen } from '~/features/academics/ExamScreen'
import { examSearch } from '~/features/academics/search'
import { prefetchExamScreen, TeachingSectionPage } from '~/features/academics/TeachingSectionPage'
import { searchParams } from '~/shared/search-params'

// The marks grid of an exam for one of the teacher's sections.
export const Route = createFileRoute('/_authed/teaching/marks')({
  validateSearch: searchParams(examSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchExamScreen(context, deps, 'grid'),
  head: () => pageHead('Marks'),
  component: MarksPage,
})

function MarksPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  return (
    <TeachingSectionPage
      title="Marks"
      subtitle="Type marks as in a spreadsheet: they are checked as you type and saved as you go."
      width="7xl"
      screen="marks"
      search={search}
      admin={user.role === 'admin'}
      onChoose={onSearch}
    >
      {(section) => (
        <ExamChooser {...section} examId={search.exam} onExam={(exam) => onSearch({ ...search, exam })}>
          {(examId) => <MarksScreen examId={examId} {...section} />}
        </ExamChooser>
      )}
    </TeachingSectionPage>
  )
}
