import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { PageLoading } from '~/features/accounts/VerifyingAccess'
import { applicationListInput, ApplicationsList, type ApplicationListSearch } from '~/features/admissions/ApplicationsList'
import { applicationStatuses, classOptions, isCalendarDate } from '~/shared/admission-schema'

const dateParam = z.string().refine(isCalendarDate).optional().catch(undefined)

const searchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(applicationStatuses).optional().catch(undefined),
  class: z.enum(classOptions).optional().catch(undefined),
  from: dateParam,
  to: dateParam,
  page: z.number().int().min(1).optional().catch(undefined),
})

export const Route = createFileRoute('/_authed/admin/admissions/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(trpc.admissions.list.queryOptions(applicationListInput(deps))),
  head: () => pageHead('Admission Applications'),
  pendingComponent: () => <PageLoading label="Loading applications..." />,
  component: AdmissionApplicationsPage,
})

function AdmissionApplicationsPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearch = useCallback((next: ApplicationListSearch) => void navigate({ search: next, replace: true }), [navigate])
  return (
    <>
      <PageHeader
        title="Admission Applications"
        subtitle="Review online applications, open their documents, record decisions and export the list."
        trail={[{ label: 'Dashboard', to: '/dashboard' }]}
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <ApplicationsList search={search} onSearch={onSearch} />
        </div>
      </div>
    </>
  )
}
