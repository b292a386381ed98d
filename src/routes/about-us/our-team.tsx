import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/about-us/our-team')({
  head: () => pageHead('Our Team', `The people who lead ${school.name}.`),
  component: OurTeamPage,
})

const team = [
  { person: school.leaders.chairman, badge: 'Leadership' },
  { person: school.leaders.principal, badge: 'Academic' },
  { person: school.leaders.administrator, badge: 'Administration' },
] as const

function OurTeamPage() {
  return (
    <>
      <PageHeader
        title="Our Team"
        subtitle="Dedicated people who keep our school a place where every child is known."
        trail={[{ label: 'About Us', to: '/about-us' }]}
      />
      <PageSection wide>
        <ul className="grid gap-6 sm:grid-cols-3">
          {team.map(({ person, badge }) => (
            <li key={person.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-block rounded-full bg-gold-100 px-3 py-1 text-xs font-semibold text-gold-700">
                {badge}
              </span>
              <p className="mt-4 font-display text-xl font-bold text-brand-900">{person.name}</p>
              <p className="text-slate-600">{person.title}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}
