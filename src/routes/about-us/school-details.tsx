import { createFileRoute } from '@tanstack/react-router'
import { about, school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { TitledSection } from '~/components/layout/TitledSection'
import { fullAddress } from '~/features/about/ContactDetails'
import { Facilities } from '~/features/about/Facilities'
import { leaderFullName } from '~/features/about/LeaderAvatar'
import { team } from '~/features/about/TeamCards'

export const Route = createFileRoute('/about-us/school-details')({
  head: () => pageHead('School Details', `Affiliation, address, contacts, facilities and clubs of ${school.name}.`),
  component: SchoolDetailsPage,
})

/** The School Details page: static facts, the team, facilities and club activities. */
function SchoolDetailsPage() {
  const facts = [
    ['School name', school.name],
    ['Tagline', school.tagline],
    ['Affiliation', school.affiliation.board],
    ['Affiliation number', school.affiliation.number],
    ['Complete address', fullAddress()],
    ['Principal', leaderFullName(school.leaders.principal)],
    ['School e-mail', school.email],
    ['Contact phone', school.phones[0]],
  ] as const

  return (
    <>
      <PageHeader title="School Details" subtitle={school.tagline} trail={[{ label: 'About Us', to: '/about-us' }]} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <TitledSection id="facts" title="At a glance">
          <dl className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
                <dt className="font-semibold text-brand-900">{term}</dt>
                <dd className="break-words text-slate-700 sm:col-span-2">
                  {term === 'School e-mail' ? (
                    <a href={`mailto:${value}`} className="text-brand-700 underline underline-offset-2">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </TitledSection>

        <TitledSection id="details-team" title="Team">
          <ul className="grid gap-4 sm:grid-cols-3">
            {team.map(({ leader, badge }) => (
              <li key={leader.name} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-xs font-bold tracking-wider text-gold-700 uppercase">{badge}</p>
                <p className="mt-1 font-semibold text-brand-900">{leaderFullName(leader)}</p>
                <p className="text-sm text-slate-600">{leader.title}</p>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="details-facilities" title="Facilities">
          <Facilities />
        </TitledSection>

        <section aria-labelledby="clubs" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-10">
          <h2 id="clubs" className="font-display text-2xl font-bold">
            Club activities
          </h2>
          <p className="mt-2 text-brand-100">
            Our students take part in {about.clubs.statedCount} clubs that meet every week after lessons, including:
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {about.clubs.listed.map((club) => (
              <li key={club} className="rounded-xl bg-white/10 px-4 py-3 font-semibold ring-1 ring-white/15">
                {club}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
