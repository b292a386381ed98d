import { createFileRoute, Link } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { buttonStyles } from '~/components/ui/button-styles'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { listInput, UserManagement, type UserListSearch } from '~/features/admin-users/UserManagement'
import { roles, userStatuses } from '~/shared/roles'
import { optionalEnum, pageParam, searchParams, searchText } from '~/shared/search-params'
import { PageLoading } from '~/components/layout/VerifyingAccess'

const searchSchema = searchParams({
  q: searchText,
  role: optionalEnum(roles),
  status: optionalEnum(userStatuses),
  page: pageParam,
})

export const Route = createFileRoute('/_authed/admin/user-management')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.users.list.queryOptions(listInput(deps))),
  head: () => pageHead('User Management'),
  pendingComponent: () => <PageLoading label="Loading accounts..." />,
  component: UserManagementPage,
})

function UserManagementPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const onSearch = useReplaceSearch<UserListSearch>(Route.useNavigate())
  return (
    <StaffPage
      title="User Management"
      subtitle="Find an account, correct its details, reset a password, or switch an account off."
    >
      <div className="mb-6 flex flex-wrap items-center justify-end gap-3">
        <Link to="/admin/class-lists" className={buttonStyles('ghost', 'md')}>
          Class lists
        </Link>
        <ExportCsvForm
          action="/api/admin/users.csv"
          label="Export users CSV"
          fields={{ search: search.q, role: search.role, status: search.status }}
        />
      </div>
      <UserManagement search={search} meId={user.id} onSearch={onSearch} />
    </StaffPage>
  )
}
