import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageBody } from '~/components/layout/PageBody'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { TeamCards } from '~/features/about/TeamCards'

export const Route = createFileRoute('/about-us/our-team')({
  head: () => pageHead('Our Team', `The people who lead ${school.name}.`),
  component: OurTeamPage,
})

/** The Team page: three cards with role badges Leadership, Academic and Administration. */
function OurTeamPage() {
  return (
    <>
      <PageHeader
        title="Our Team"
        subtitle="Dedicated people who keep our school a place where every child is known."
        trail={[{ label: 'About Us', to: '/about-us' }]}
      />
      <PageBody tone="tinted" className="max-w-7xl py-12 sm:py-16">
        <TeamCards headingLevel={2} />
        <p className="mx-auto mt-12 max-w-2xl text-center text-lg text-slate-700">
          Behind them stand more than sixty teachers and staff: subject specialists, class teachers, librarians,
          coaches, the office team and the people who keep our campus safe and clean.
        </p>
      </PageBody>
    </>
  )
}
