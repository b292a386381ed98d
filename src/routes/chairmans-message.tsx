import { createFileRoute } from '@tanstack/react-router'
import { leaderPageHead } from '~/features/about/leader-pages'
import { ChairmansMessagePage } from '~/features/about/LeaderLetter'

export const Route = createFileRoute('/chairmans-message')({
  head: () => leaderPageHead('chairman'),
  component: ChairmansMessagePage,
})
