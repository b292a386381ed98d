import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { sectionSearch } from '~/features/academics/search'
import { TeacherClassList } from '~/features/academics/TeacherClassList'
import { prefetchOverview, TeachingSectionPage } from '~/features/academics/TeachingSectionPage'
import { searchParams } from '~/shared/search-params'

// The class list of one of the teacher's own sections.
export const Route = createFileRoute('/_authed/teaching/class-list')({
  validateSearch: searchParams(sectionSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.class
      ? context.queryClient.prefetchQuery(
          context.trpc.academics.teaching.classList.queryOptions({
            className: deps.class,
            section: deps.section ?? '',
          }),
        )
      : prefetchOverview(context),
  head: () => pageHead('Class List'),
  component: ClassListPage,
})

function ClassListPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate())
  return (
    <TeachingSectionPage
      title="Class List"
      subtitle="Your students by roll number, with their guardians."
      screen="class-list"
      search={search}
      admin={user.role === 'admin'}
      onChoose={onSearch}
    >
      {(section) => <TeacherClassList {...section} />}
    </TeachingSectionPage>
  )
}
