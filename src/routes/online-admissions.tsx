import { createFileRoute, Link } from '@tanstack/react-router'
import { limits, school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'
import { buttonStyles } from '~/components/ui/button-styles'

export const Route = createFileRoute('/online-admissions')({
  head: () => pageHead('Online Admissions', `How to join ${school.name}: eligibility, documents and steps.`),
  component: OnlineAdmissionsPage,
})

function OnlineAdmissionsPage() {
  return (
    <>
      <PageHeader title="Join Our School!" subtitle={`Admissions are open from Nursery to Class 12 at ${school.name}.`}>
        <Link to="/admission-form" className={buttonStyles('accent', 'lg')}>
          Apply Now!
        </Link>
        <p className="mt-3 text-sm font-medium text-gold-200">No application fee required</p>
      </PageHeader>
      <PageSection>
        <p>
          Apply online in a few minutes: fill in the student and parent details and upload the birth certificate and
          Aadhaar card. Our admissions team replies within {limits.admissionsReplyTime}.
        </p>
      </PageSection>
    </>
  )
}
