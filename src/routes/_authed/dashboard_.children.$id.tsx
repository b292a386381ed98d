import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageTitle } from '~/components/layout/page-title'
import { ChildPageView } from '~/features/accounts/ChildPage'
import { requireRole } from '~/features/accounts/guards'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import { loadOrNotFound } from '~/trpc/not-found'
import { useTRPC } from '~/trpc/react'

// A parent's page for one child. Another family's child, or any id that is not one of this
// parent's children, is the site's 404 page: the server answers NOT_FOUND and never says the child exists.
export const Route = createFileRoute('/_authed/dashboard_/children/$id')({
  beforeLoad: requireRole('parent'),
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const child = await loadOrNotFound(params.id, (id) =>
      queryClient.ensureQueryData(trpc.dashboard.child.queryOptions({ id })),
    )
    await queryClient.prefetchQuery(trpc.academics.family.overview.queryOptions({ studentId: params.id }))
    return { name: child.name }
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(loaderData?.name ?? 'Child') }] }),
  pendingComponent: () => <PageLoading label="Loading your child's page..." />,
  component: ChildPage,
})

function ChildPage() {
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data: child } = useSuspenseQuery(trpc.dashboard.child.queryOptions({ id }))
  return <ChildPageView child={child} />
}
