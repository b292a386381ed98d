import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { listInput, UserManagement, type UserListSearch } from '~/features/admin-users/UserManagement'
import { userStatuses } from '~/shared/account-schemas'
import { roles } from '~/shared/roles'
import { PageLoading } from '~/features/accounts/VerifyingAccess'

const searchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/_authed/admin/user-management')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(trpc.users.list.queryOptions(listInput(deps))),
  head: () => pageHead('User Management'),
  pendingComponent: () => <PageLoading label="Loading accounts..." />,
  component: UserManagementPage,
})

function UserManagementPage() {
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearch = useCallback((next: UserListSearch) => void navigate({ search: next, replace: true }), [navigate])
  return (
    <>
      <PageHeader
        title="User Management"
        subtitle="Find an account, correct its details, reset a password, or switch an account off."
        trail={[{ label: 'Dashboard', to: '/dashboard' }]}
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <UserManagement search={search} meId={user.id} onSearch={onSearch} />
        </div>
      </div>
    </>
  )
}
