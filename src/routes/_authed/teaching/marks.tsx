import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { ExamChooser, MarksScreen } from '~/features/academics/ExamScreen'
import { examSearch } from '~/features/academics/search'
import { ChooseSection, SectionScreen } from '~/features/academics/SectionTabs'
import { searchParams } from '~/shared/search-params'

// The marks grid of an exam for one of the teacher's sections.
export const Route = createFileRoute('/_authed/teaching/marks')({
  validateSearch: searchParams(examSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.academics.exams.list.queryOptions()),
      deps.class && deps.exam
        ? queryClient.prefetchQuery(
            trpc.academics.exams.grid.queryOptions({
              examId: deps.exam,
              className: deps.class,
              section: deps.section ?? '',
            }),
          )
        : queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions()),
    ]),
  head: () => pageHead('Marks'),
  component: MarksPage,
})

function MarksPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate(), { resetScroll: false })
  const admin = user.role === 'admin'
  return (
    <StaffPage
      title="Marks"
      subtitle="Type marks as in a spreadsheet: they are checked as you type and saved as you go."
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Teaching', to: '/teaching' },
      ]}
      width="7xl"
    >
      {search.class ? (
        <SectionScreen className={search.class} section={search.section ?? ''} current="marks" admin={admin}>
          <ExamChooser
            className={search.class}
            section={search.section ?? ''}
            examId={search.exam}
            onExam={(exam) => onSearch({ ...search, exam })}
          >
            {(examId) => <MarksScreen examId={examId} className={search.class!} section={search.section ?? ''} />}
          </ExamChooser>
        </SectionScreen>
      ) : (
        <ChooseSection screen="marks" admin={admin} onChoose={onSearch} />
      )}
    </StaffPage>
  )
}
