import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/fee-portal/student-login')({
  head: () => pageHead('Student Fee Login', 'Sign in to see fees, dues and receipts.'),
  component: StudentFeeLoginPage,
})

function StudentFeeLoginPage() {
  return (
    <>
      <PageHeader
        title="Student Fee Login"
        subtitle="For students and parents: dues, due dates and receipts in one place."
        trail={[{ label: 'Fee Portal', to: '/fee-portal' }]}
      />
      <PageSection>
        <p>
          Sign in with the school ID or e-mail address and password given to you by the school office. Parents see every
          child whose records carry their e-mail address. Accounts are created only by administrators; if you have not
          received yours, contact {school.email}.
        </p>
      </PageSection>
    </>
  )
}
