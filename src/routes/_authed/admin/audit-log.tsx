import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { AuditLog, auditListInput, type AuditSearch } from '~/features/admin-users/AuditLog'
import { PageLoading } from '~/features/accounts/VerifyingAccess'

const searchSchema = z.object({
  action: z.string().trim().max(60).optional().catch(undefined),
  actor: z.string().trim().max(60).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/_authed/admin/audit-log')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([queryClient.ensureQueryData(trpc.audit.list.queryOptions(auditListInput(deps))), queryClient.ensureQueryData(trpc.audit.filters.queryOptions())]),
  head: () => pageHead('Audit Log'),
  pendingComponent: () => <PageLoading label="Loading the audit log..." />,
  component: AuditLogPage,
})

function AuditLogPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearch = useCallback((next: AuditSearch) => void navigate({ search: next, replace: true }), [navigate])
  return (
    <>
      <PageHeader title="Audit Log" subtitle="Every change made with the admin tools: who, what, to which account, and when." trail={[{ label: 'Dashboard', to: '/dashboard' }]} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <AuditLog search={search} onSearch={onSearch} />
        </div>
      </div>
    </>
  )
}
