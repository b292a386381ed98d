import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/principals-message')({
  head: () => pageHead("Principal's Message", `A message from the Principal of ${school.name}.`),
  component: PrincipalsMessagePage,
})

function PrincipalsMessagePage() {
  const { principal } = school.leaders
  return (
    <>
      <PageHeader title="Principal's Message" subtitle={`${principal.name}, ${principal.title}`} />
      <PageSection>
        <p>
          Dear parents and students, a school is measured not only by its results but by the confidence, kindness and
          curiosity of the young people it sends into the world. At {school.name} we work every day to light that path,
          from the first day of nursery to the last paper of Class 12.
        </p>
      </PageSection>
    </>
  )
}
