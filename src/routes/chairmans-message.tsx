import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/chairmans-message')({
  head: () => pageHead("Chairman's Message", `A message from the Chairman of ${school.name}.`),
  component: ChairmansMessagePage,
})

function ChairmansMessagePage() {
  const { chairman } = school.leaders
  return (
    <>
      <PageHeader title="Chairman's Message" subtitle={`${chairman.name}, ${chairman.title}`} />
      <PageSection>
        <p>
          Since {school.foundedYear} our school has grown with the families of {school.address.city} who trusted us
          with their children. Our promise remains the same: sound learning, good character and a love of Nagaland&rsquo;s
          heritage, in the spirit of &lsquo;{school.motto}&rsquo;.
        </p>
      </PageSection>
    </>
  )
}
