import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { cx } from '~/components/ui/cx'
import { Tabs } from '~/components/ui/Tabs'
import { RegistrationForm } from '~/features/admin-users/RegistrationForm'
import { StudentImport } from '~/features/admin-users/StudentImport'

export const Route = createFileRoute('/_authed/admin/user-registration')({
  head: () => pageHead('User Registration'),
  component: UserRegistrationPage,
})

const tabClass = (selected: boolean) =>
  cx(
    'rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-brand-600',
    selected ? 'bg-white text-brand-900 shadow-sm' : 'text-brand-800 hover:bg-white/60',
  )

function UserRegistrationPage() {
  return (
    <StaffPage
      title="User Registration"
      subtitle="Accounts are created only by administrators. Each new account gets a generated password, shown once."
      width="4xl"
    >
      <Tabs
        label="Ways to register"
        listClassName="inline-flex flex-wrap gap-1 rounded-xl bg-brand-100 p-1"
        tabClassName={tabClass}
        panelClassName="mt-6"
        tabs={[
          { id: 'one', label: 'One account', panel: <RegistrationForm /> },
          { id: 'import', label: 'Import students (CSV)', panel: <StudentImport /> },
        ]}
      />
    </StaffPage>
  )
}
