import { createFileRoute } from '@tanstack/react-router'
import { leaderMessages, school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { leaderFullName } from '~/features/about/LeaderAvatar'
import { LeaderLetter } from '~/features/about/LeaderLetter'

export const Route = createFileRoute('/chairmans-message')({
  head: () => pageHead("Chairman's Message", `A message from the Chairman of ${school.name}.`),
  component: ChairmansMessagePage,
})

function ChairmansMessagePage() {
  const { chairman } = school.leaders
  return (
    <>
      <PageHeader title="Chairman's Message" subtitle={`${leaderFullName(chairman)}, ${chairman.title}`} />
      <LeaderLetter leader={chairman} message={leaderMessages.chairman} />
    </>
  )
}
