import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { searchParams } from '~/shared/search-params'
import { sectionSearch } from '~/features/academics/search'
import { ChooseSection, SectionScreen } from '~/features/academics/SectionTabs'
import { TeacherClassList } from '~/features/academics/TeacherClassList'

// The class list of one of the teacher's own sections.
export const Route = createFileRoute('/_authed/teaching/class-list')({
  validateSearch: searchParams(sectionSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    deps.class
      ? queryClient.prefetchQuery(
          trpc.academics.teaching.classList.queryOptions({ className: deps.class, section: deps.section ?? '' }),
        )
      : queryClient.prefetchQuery(trpc.academics.teaching.overview.queryOptions()),
  head: () => pageHead('Class List'),
  component: ClassListPage,
})

function ClassListPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<typeof search>(Route.useNavigate())
  const admin = user.role === 'admin'
  return (
    <StaffPage
      title="Class List"
      subtitle="Your students by roll number, with their guardians."
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Teaching', to: '/teaching' },
      ]}
    >
      {search.class ? (
        <SectionScreen className={search.class} section={search.section ?? ''} current="class-list" admin={admin}>
          <TeacherClassList className={search.class} section={search.section ?? ''} />
        </SectionScreen>
      ) : (
        <ChooseSection screen="class-list" admin={admin} onChoose={onSearch} />
      )}
    </StaffPage>
  )
}
