import { createFileRoute, Link } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/academics')({
  head: () => pageHead('Academics', `Classes, curriculum and streams at ${school.name}.`),
  component: AcademicsPage,
})

function AcademicsPage() {
  return (
    <>
      <PageHeader
        title="Academics"
        subtitle="From nursery to the higher secondary stage, a curriculum that builds understanding, not just marks."
      />
      <PageSection>
        <p>
          {school.name} follows the {school.affiliation.board} curriculum. Small classes, regular assessments and
          remedial support help every learner keep pace, while clubs, sports and the arts round out the school day.
        </p>
        <p>
          See the{' '}
          <Link to="/syllabus" className="text-brand-700 underline underline-offset-2">
            syllabus for Classes I to X
          </Link>{' '}
          or{' '}
          <Link to="/online-admissions" className="text-brand-700 underline underline-offset-2">
            apply for admission
          </Link>
          .
        </p>
      </PageSection>
    </>
  )
}
