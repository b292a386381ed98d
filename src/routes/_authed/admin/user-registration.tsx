import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { cx } from '~/components/ui/cx'
import { RegistrationForm } from '~/features/admin-users/RegistrationForm'
import { StudentImport } from '~/features/admin-users/StudentImport'

export const Route = createFileRoute('/_authed/admin/user-registration')({
  head: () => pageHead('User Registration'),
  component: UserRegistrationPage,
})

const tabClass = ({ selected }: { selected: boolean }) =>
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
      <TabGroup>
        <TabList aria-label="Ways to register" className="inline-flex flex-wrap gap-1 rounded-xl bg-brand-100 p-1">
          <Tab className={tabClass}>One account</Tab>
          <Tab className={tabClass}>Import students (CSV)</Tab>
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel>
            <RegistrationForm />
          </TabPanel>
          <TabPanel>
            <StudentImport />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </StaffPage>
  )
}
