import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { AcademicsSetup } from '~/features/academics/admin/AcademicsSetup'
import { academicsSetupTabs } from '~/features/academics/search'
import { optionalEnum, searchParams } from '~/shared/search-params'

export const Route = createFileRoute('/_authed/admin/academics')({
  validateSearch: searchParams({ tab: optionalEnum(academicsSetupTabs) }),
  head: () => pageHead('Academics Set-up'),
  component: AcademicsSetupPage,
})

function AcademicsSetupPage() {
  const { tab } = Route.useSearch()
  return (
    <StaffPage
      title="Academics Set-up"
      subtitle="Who teaches what this year, the subjects of each class, and the exams with their maximum marks."
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Teaching', to: '/teaching' },
      ]}
      width="6xl"
    >
      <AcademicsSetup tab={tab ?? 'assignments'} />
    </StaffPage>
  )
}
