import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { PageLoading } from '~/features/accounts/VerifyingAccess'
import { Outbox, outboxListInput, type OutboxSearch } from '~/features/outbox/Outbox'
import { isDateKey } from '~/shared/dates'
import { outboxStatuses } from '~/shared/outbox-schemas'

const dateParam = z.string().refine(isDateKey).optional().catch(undefined)

const searchSchema = z.object({
  status: z.enum(outboxStatuses).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  from: dateParam,
  to: dateParam,
  page: z.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/_authed/admin/outbox')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(trpc.outbox.list.queryOptions(outboxListInput(deps))),
  head: () => pageHead('E-mail Outbox'),
  pendingComponent: () => <PageLoading label="Loading the outbox..." />,
  component: OutboxPage,
})

function OutboxPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearch = useCallback((next: OutboxSearch) => void navigate({ search: next, replace: true }), [navigate])
  return (
    <>
      <PageHeader title="E-mail Outbox" subtitle="Every e-mail the site sent or tried to send. Failed ones show why, and can be sent again." trail={[{ label: 'Dashboard', to: '/dashboard' }]} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <Outbox search={search} onSearch={onSearch} />
        </div>
      </div>
    </>
  )
}
