import { school } from '#app-config'
import { cx } from '~/components/ui/cx'
import { LeaderAvatar, leaderFullName } from './LeaderAvatar'

/** Three cards with role badges Leadership, Academic and Administration. */
export const team = [
  { leader: school.leaders.chairman, badge: 'Leadership', tone: 'bg-gold-100 text-gold-700' },
  { leader: school.leaders.principal, badge: 'Academic', tone: 'bg-brand-100 text-brand-800' },
  { leader: school.leaders.administrator, badge: 'Administration', tone: 'bg-leaf-500/10 text-leaf-700' },
] as const

export function TeamCards({ headingLevel = 3, withBio = true }: { headingLevel?: 2 | 3; withBio?: boolean }) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul aria-label="Leadership team" className="grid gap-6 md:grid-cols-3">
      {team.map(({ leader, badge, tone }) => (
        <li
          key={leader.name}
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
        >
          <LeaderAvatar leader={leader} size="lg" />
          <span
            className={cx('mt-5 inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase', tone)}
          >
            {badge}
          </span>
          <Heading className="mt-3 font-display text-xl font-bold text-brand-900">{leaderFullName(leader)}</Heading>
          <p className="font-medium text-slate-600">{leader.title}</p>
          {withBio && <p className="mt-4 text-sm leading-relaxed text-slate-700">{leader.bio}</p>}
        </li>
      ))}
    </ul>
  )
}
