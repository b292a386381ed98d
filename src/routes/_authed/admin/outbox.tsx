import { createFileRoute, Link } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import { Outbox, outboxListInput, type OutboxSearch } from '~/features/outbox/Outbox'
import { channels } from '~/shared/messaging'
import { outboxStatuses } from '~/shared/outbox-statuses'
import { dateParam, optionalEnum, pageParam, searchParams, searchText } from '~/shared/search-params'

const searchSchema = searchParams({
  status: optionalEnum(outboxStatuses),
  channel: optionalEnum(channels),
  q: searchText,
  from: dateParam,
  to: dateParam,
  page: pageParam,
})

export const Route = createFileRoute('/_authed/admin/outbox')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.outbox.list.queryOptions(outboxListInput(deps))),
  head: () => pageHead('E-mail Outbox'),
  pendingComponent: () => <PageLoading label="Loading the outbox..." />,
  component: OutboxPage,
})

function OutboxPage() {
  const search = Route.useSearch()
  const onSearch = useReplaceSearch<OutboxSearch>(Route.useNavigate())
  return (
    <StaffPage
      title="E-mail Outbox"
      subtitle="Every message the site sent or tried to send, by e-mail, SMS and WhatsApp. Failed ones show why, and can be sent again."
    >
      <p className="mb-4 text-sm">
        <Link to="/admin/message-templates" className="font-medium text-brand-700 underline">
          See every message template, with a preview
        </Link>
      </p>
      <Outbox search={search} onSearch={onSearch} />
    </StaffPage>
  )
}
