import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/about-us/school-details')({
  head: () => pageHead('School Details', `Affiliation, address and contacts of ${school.name}.`),
  component: SchoolDetailsPage,
})

function SchoolDetailsPage() {
  const { address } = school
  const facts = [
    ['School name', school.name],
    ['Affiliation', `${school.affiliation.board}, No. ${school.affiliation.number}`],
    ['Address', `${address.line1}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`],
    ['Principal', school.leaders.principal.name],
    ['School e-mail', school.email],
    ['Contact phone', school.phones[0]],
  ] as const

  return (
    <>
      <PageHeader title="School Details" subtitle={school.tagline} trail={[{ label: 'About Us', to: '/about-us' }]} />
      <PageSection>
        <dl className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {facts.map(([term, value]) => (
            <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-brand-900">{term}</dt>
              <dd className="sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
    </>
  )
}
