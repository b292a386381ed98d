import { leaderMessages, school } from '#app-config'
import { MoreLink } from '~/components/ui/MoreLink'
import { LeaderAvatar, leaderFullName } from './LeaderAvatar'

const cards = [
  { leader: school.leaders.principal, message: leaderMessages.principal, to: '/principals-message' },
  { leader: school.leaders.chairman, message: leaderMessages.chairman, to: '/chairmans-message' },
] as const

/** Principal's Desk and Chairman's Message, each with an initials avatar and Read More. */
export function LeaderMessages() {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {cards.map(({ leader, message, to }) => (
        <li
          key={to}
          className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <span aria-hidden="true" className="absolute top-2 right-6 font-display text-8xl leading-none text-gold-200">
            &ldquo;
          </span>
          <h3 className="font-display text-xl font-bold text-brand-900">{message.heading}</h3>
          <div className="mt-5 flex items-center gap-4">
            <LeaderAvatar leader={leader} />
            <div>
              <p className="font-semibold text-slate-900">{leaderFullName(leader)}</p>
              <p className="text-sm text-slate-600">{leader.title}</p>
            </div>
          </div>
          <blockquote className="mt-5 flex-1 text-base leading-relaxed text-slate-700">
            <p>{message.excerpt}</p>
          </blockquote>
          {/* The hidden words after "Read More" are for search engines, which read the text, not the label. */}
          <MoreLink to={to} aria-label={`Read More: ${message.heading}`} className="mt-6 self-start">
            Read More<span className="sr-only">: {message.heading}</span>
          </MoreLink>
        </li>
      ))}
    </ul>
  )
}
