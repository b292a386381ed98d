import { createFileRoute, Link } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'
import { ArrowRightIcon } from '~/components/ui/icons'

export const Route = createFileRoute('/fee-portal/')({
  head: () => pageHead('Fee Portal', `Fees, dues and receipts at ${school.name}.`),
  component: FeePortalPage,
})

const portals = [
  {
    to: '/fee-portal/student-login',
    title: 'Student & Parent Login',
    text: 'See the fee structure, dues and due dates, and download receipts.',
  },
  {
    to: '/fee-portal/cashier-login',
    title: 'Cashier Login',
    text: 'Collect fees at the counter, print receipts and close the day.',
  },
] as const

function FeePortalPage() {
  return (
    <>
      <PageHeader title="Fee Portal" subtitle="Choose how you would like to sign in." />
      <PageSection wide>
        <ul className="grid max-w-4xl gap-6 sm:grid-cols-2">
          {portals.map((portal) => (
            <li key={portal.to}>
              <Link
                to={portal.to}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-brand-600"
              >
                <span className="font-display text-xl font-bold text-brand-900">{portal.title}</span>
                <span className="mt-2 flex-1 text-slate-700">{portal.text}</span>
                <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700">
                  Continue
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
