import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/fee-portal/cashier-login')({
  head: () => pageHead('Cashier Login', 'Sign in to the fee counter.'),
  component: CashierLoginPage,
})

function CashierLoginPage() {
  return (
    <>
      <PageHeader
        title="Cashier Login"
        subtitle="The fee counter for the school's cashiers and administrators."
        trail={[{ label: 'Fee Portal', to: '/fee-portal' }]}
      />
      <PageSection>
        <p>
          Cashiers sign in with their staff account to collect fees, print receipts and prepare the day-close report.
          Only accounts with the cashier or administrator role can open the counter.
        </p>
      </PageSection>
    </>
  )
}
