import { leaderLetters, school, type Leader } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { LeaderAvatar, leaderFullName } from './LeaderAvatar'
import { leaderPageTitle, type LetterLeader } from './leader-pages'

type Letter = { letter: readonly string[]; signOff: string }

/** A leader's full message with their initials avatar (Principal's and Chairman's Message pages). */
export function LeaderLetter({ leader, message }: { leader: Leader; message: Letter }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
      <aside className="flex flex-row items-center gap-5 self-start rounded-2xl bg-brand-50 p-6 lg:sticky lg:top-40 lg:flex-col lg:text-center">
        <LeaderAvatar leader={leader} size="xl" />
        <div>
          <p className="font-display text-xl font-bold text-brand-900">{leaderFullName(leader)}</p>
          <p className="font-medium text-slate-600">{leader.title}</p>
          <p className="mt-3 hidden text-sm leading-relaxed text-slate-700 lg:block">{leader.bio}</p>
        </div>
      </aside>
      <article className="relative pt-12">
        <span aria-hidden="true" className="absolute -top-4 -left-1 font-display text-9xl leading-none text-gold-300">
          &ldquo;
        </span>
        <div className="relative space-y-5 text-lg leading-relaxed text-slate-800">
          {message.letter.map((paragraph, index) => (
            <p key={index} className={index === 0 ? 'font-semibold text-brand-900' : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        <div className="mt-10 border-t border-slate-200 pt-6">
          <p className="text-slate-700 italic">{message.signOff}</p>
          <p className="mt-2 font-display text-xl font-bold text-brand-900">{leaderFullName(leader)}</p>
          <p className="text-slate-600">{leader.title}</p>
        </div>
      </article>
    </div>
  )
}

/** A leader's message page: the heading with their name and title, then the letter. */
function LeaderMessagePage({ role }: { role: LetterLeader }) {
  const leader = school.leaders[role]
  return (
    <>
      <PageHeader title={leaderPageTitle(role)} subtitle={`${leaderFullName(leader)}, ${leader.title}`} />
      <LeaderLetter leader={leader} message={leaderLetters[role]} />
    </>
  )
}

export const ChairmansMessagePage = () => <LeaderMessagePage role="chairman" />
export const PrincipalsMessagePage = () => <LeaderMessagePage role="principal" />
