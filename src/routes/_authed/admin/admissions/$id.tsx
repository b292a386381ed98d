import { createFileRoute, Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { buttonStyles } from '~/components/ui/button-styles'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import { ApplicationDetail } from '~/features/admissions/ApplicationDetail'
import { classWithStream } from '~/shared/admission-rules'
import { loadOrNotFound } from '~/trpc/not-found'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/_authed/admin/admissions/$id')({
  // An unknown or malformed id is the site's 404 page (status 404), not an error page.
  loader: ({ context: { queryClient, trpc }, params }) =>
    loadOrNotFound(params.id, (id) => queryClient.ensureQueryData(trpc.admissions.byId.queryOptions({ id }))),
  head: ({ loaderData }) =>
    pageHead(loaderData ? `${loaderData.reference} · Admission Application` : 'Admission Application'),
  pendingComponent: () => <PageLoading label="Loading application..." />,
  errorComponent: ApplicationError,
  component: AdmissionApplicationPage,
})

function AdmissionApplicationPage() {
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.admissions.byId.queryOptions({ id }))
  return (
    <StaffPage
      title={data.reference}
      subtitle={`${data.studentName} · ${classWithStream(data.applyingForClass, data.stream)}`}
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Admission Applications', to: '/admin/admissions' },
      ]}
      width="7xl"
    >
      <ApplicationDetail id={id} />
    </StaffPage>
  )
}

function ApplicationError({ error }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : 'Please try again.'
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-brand-900">The application could not be loaded</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <Link to="/admin/admissions" className={buttonStyles('primary', 'md', 'mt-6')}>
        Back to the applications
      </Link>
    </div>
  )
}
