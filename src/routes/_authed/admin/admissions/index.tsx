import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { useReplaceSearch } from '~/components/layout/use-replace-search'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import {
  applicationListInput,
  ApplicationsList,
  type ApplicationListSearch,
} from '~/features/admissions/ApplicationsList'
import { applicationStatuses, classOptions } from '~/shared/admission-values'
import { dateParam, optionalEnum, pageParam, searchParams, searchText } from '~/shared/search-params'

const searchSchema = searchParams({
  q: searchText,
  status: optionalEnum(applicationStatuses),
  class: optionalEnum(classOptions),
  from: dateParam,
  to: dateParam,
  page: pageParam,
})

export const Route = createFileRoute('/_authed/admin/admissions/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.admissions.list.queryOptions(applicationListInput(deps))),
  head: () => pageHead('Admission Applications'),
  pendingComponent: () => <PageLoading label="Loading applications..." />,
  component: AdmissionApplicationsPage,
})

function AdmissionApplicationsPage() {
  const search = Route.useSearch()
  const onSearch = useReplaceSearch<ApplicationListSearch>(Route.useNavigate())
  return (
    <StaffPage
      title="Admission Applications"
      subtitle="Review online applications, open their documents, record decisions and export the list."
      width="7xl"
    >
      <ApplicationsList search={search} onSearch={onSearch} />
    </StaffPage>
  )
}
