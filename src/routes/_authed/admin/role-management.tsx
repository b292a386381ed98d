import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { RoleManagement, roleListInput, type RoleListSearch } from '~/features/admin-users/RoleManagement'
import { roles } from '~/shared/roles'
import { optionalEnum, pageParam, searchParams, searchText } from '~/shared/search-params'
import { PageLoading } from '~/components/layout/VerifyingAccess'

const searchSchema = searchParams({ q: searchText, role: optionalEnum(roles), page: pageParam })

export const Route = createFileRoute('/_authed/admin/role-management')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.users.list.queryOptions(roleListInput(deps))),
      queryClient.ensureQueryData(trpc.users.roleCounts.queryOptions()),
    ]),
  head: () => pageHead('Role Management'),
  pendingComponent: () => <PageLoading label="Loading accounts..." />,
  component: RoleManagementPage,
})

function RoleManagementPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<RoleListSearch>(Route.useNavigate())
  return (
    <StaffPage
      title="Role Management"
      subtitle="Who is an administrator, teacher, student, cashier or parent. There is always at least one active administrator."
    >
      <RoleManagement search={search} meId={user.id} onSearch={onSearch} />
    </StaffPage>
  )
}
