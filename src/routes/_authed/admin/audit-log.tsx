import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { AuditLog, auditListInput, type AuditSearch } from '~/features/admin-users/AuditLog'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import { dateParam, pageParam, searchParams, searchText, textParam } from '~/shared/search-params'

const searchSchema = searchParams({
  action: textParam(60),
  actor: textParam(60),
  q: searchText,
  from: dateParam,
  to: dateParam,
  page: pageParam,
})

export const Route = createFileRoute('/_authed/admin/audit-log')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.audit.list.queryOptions(auditListInput(deps))),
      queryClient.ensureQueryData(trpc.audit.filters.queryOptions()),
    ]),
  head: () => pageHead('Audit Log'),
  pendingComponent: () => <PageLoading label="Loading the audit log..." />,
  component: AuditLogPage,
})

function AuditLogPage() {
  const search = Route.useSearch()
  const onSearch = useReplaceSearch<AuditSearch>(Route.useNavigate())
  return (
    <StaffPage
      title="Audit Log"
      subtitle="Every change made with the admin tools, in words: who did what, to whom, and when."
    >
      <AuditLog search={search} onSearch={onSearch} />
    </StaffPage>
  )
}
