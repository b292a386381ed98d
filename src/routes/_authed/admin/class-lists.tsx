import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { ClassList, type ClassListSearch } from '~/features/class-lists/ClassList'
import { classOptions } from '~/shared/admission-values'
import { optionalEnum, searchParams, textParam } from '~/shared/search-params'

// ClassLists: a class of the current year with guardians and phones, to print or export.
const searchSchema = searchParams({ class: optionalEnum(classOptions), section: textParam(10) })

export const Route = createFileRoute('/_authed/admin/class-lists')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(
      trpc.classLists.get.queryOptions({
        className: deps.class ?? classOptions[0],
        ...(deps.section ? { section: deps.section } : {}),
      }),
    ),
  head: () => pageHead('Class Lists'),
  component: ClassListsPage,
})

function ClassListsPage() {
  const search = Route.useSearch()
  const onSearch = useReplaceSearch<ClassListSearch>(Route.useNavigate())
  return (
    <StaffPage
      title="Class Lists"
      subtitle="Each class of the current year with roll numbers, guardians and phones: print it or export it as CSV."
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'User Management', to: '/admin/user-management' },
      ]}
    >
      <ClassList search={search} onSearch={onSearch} />
    </StaffPage>
  )
}
