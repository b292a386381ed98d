import { createFileRoute } from '@tanstack/react-router'
import { leaderMessages, school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { leaderFullName } from '~/features/about/LeaderAvatar'
import { LeaderLetter } from '~/features/about/LeaderLetter'

export const Route = createFileRoute('/principals-message')({
  head: () => pageHead("Principal's Message", `A message from the Principal of ${school.name}.`),
  component: PrincipalsMessagePage,
})

function PrincipalsMessagePage() {
  const { principal } = school.leaders
  return (
    <>
      <PageHeader title="Principal's Message" subtitle={`${leaderFullName(principal)}, ${principal.title}`} />
      <LeaderLetter leader={principal} message={leaderMessages.principal} />
    </>
  )
}
