import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { RoleManagement, roleListInput, type RoleListSearch } from '~/features/admin-users/RoleManagement'
import { roles } from '~/shared/roles'
import { PageLoading } from '~/features/accounts/VerifyingAccess'

const searchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
})

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
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearch = useCallback((next: RoleListSearch) => void navigate({ search: next, replace: true }), [navigate])
  return (
    <>
      <PageHeader
        title="Role Management"
        subtitle="Who is an administrator, teacher, student, cashier or parent. There is always at least one active administrator."
        trail={[{ label: 'Dashboard', to: '/dashboard' }]}
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <RoleManagement search={search} meId={user.id} onSearch={onSearch} />
        </div>
      </div>
    </>
  )
}
