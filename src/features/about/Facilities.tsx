import { about } from '#app-config'
import { BookOpenIcon, CheckIcon, TrophyIcon } from '~/components/ui/icons'

const groups = [
  {
    title: 'Academic facilities',
    items: about.facilities.academic,
    icon: BookOpenIcon,
    tone: 'bg-brand-100 text-brand-700',
  },
  { title: 'Sports facilities', items: about.facilities.sports, icon: TrophyIcon, tone: 'bg-gold-100 text-gold-700' },
] as const

/** The academic and sports facility lists (About and School Details). */
export function Facilities({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {groups.map((group) => (
        <div key={group.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span className={`flex size-10 items-center justify-center rounded-lg ${group.tone}`}>
              <group.icon className="size-5" />
            </span>
            <Heading className="font-display text-lg font-bold text-brand-900">{group.title}</Heading>
          </div>
          <ul className="mt-4 grid gap-2.5 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            {group.items.map((item) => (
              <li key={item} className="flex gap-2.5 text-slate-700">
                <CheckIcon className="mt-1 size-4 shrink-0 text-leaf-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
