import { createFileRoute } from '@tanstack/react-router'
import { leaderPageHead } from '~/features/about/leader-pages'
import { PrincipalsMessagePage } from '~/features/about/LeaderLetter'

export const Route = createFileRoute('/principals-message')({
  head: () => leaderPageHead('principal'),
  component: PrincipalsMessagePage,
})
