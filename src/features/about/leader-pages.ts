import { school } from '#app-config'
import { pageHead } from '~/components/layout/page-title'

/** The two leaders with a message page of their own (/chairmans-message and /principals-message). */
export type LetterLeader = 'chairman' | 'principal'

const leaderNames: Record<LetterLeader, string> = { chairman: 'Chairman', principal: 'Principal' }

export const leaderPageTitle = (role: LetterLeader) => `${leaderNames[role]}'s Message`

/** The page's title and description, kept out of the page component so the route's first chunk stays small. */
export const leaderPageHead = (role: LetterLeader) =>
  pageHead(leaderPageTitle(role), `A message from the ${leaderNames[role]} of ${school.name}.`)
