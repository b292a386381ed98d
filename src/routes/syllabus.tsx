import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/syllabus')({
  head: () => pageHead('Syllabus', 'Syllabus for Classes I to X.'),
  component: SyllabusPage,
})

function SyllabusPage() {
  return (
    <>
      <PageHeader title="Syllabus" subtitle="Subject-wise syllabus for Classes I to X for the current academic year." />
      <PageSection>
        <p>
          The syllabus follows the {school.affiliation.board} curriculum. For questions about subjects, textbooks or
          assessment, write to the academic office at{' '}
          <a href={`mailto:${school.academicOfficeEmail}`} className="text-brand-700 underline underline-offset-2">
            {school.academicOfficeEmail}
          </a>
          .
        </p>
      </PageSection>
    </>
  )
}
