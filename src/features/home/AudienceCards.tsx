import type { ComponentType, SVGProps } from 'react'
import { cx } from '~/components/ui/cx'
import { BackpackIcon, ChalkboardIcon, CheckIcon, HeartHandIcon } from '~/components/ui/icons'

type Audience = {
  title: string
  icon: ComponentType<SVGProps<SVGSVGElement>>
  features: readonly [string, string, string]
  tone: { card: string; icon: string; check: string }
}

const audiences: readonly Audience[] = [
  {
    title: 'For Students',
    icon: BackpackIcon,
    features: [
      'Hands-on science and computer laboratories',
      'Fourteen clubs, sports and cultural evenings',
      'Teachers who know you by name',
    ],
    tone: { card: 'border-t-gold-400', icon: 'bg-gold-100 text-gold-700', check: 'text-gold-600' },
  },
  {
    title: 'For Parents',
    icon: HeartHandIcon,
    features: [
      'Regular parent-teacher meetings and reports',
      'Notices, calendar and fees online',
      'A safe, caring and disciplined campus',
    ],
    tone: { card: 'border-t-leaf-500', icon: 'bg-leaf-500/10 text-leaf-700', check: 'text-leaf-600' },
  },
  {
    title: 'For Teachers',
    icon: ChalkboardIcon,
    features: [
      'Small classes that leave room to teach',
      'Training and room to grow professionally',
      'A warm, collegial staff room',
    ],
    tone: { card: 'border-t-brand-500', icon: 'bg-brand-100 text-brand-700', check: 'text-brand-600' },
  },
]

/** The home page's 'Colorful School Experience': three cards with three features each. */
export function AudienceCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {audiences.map((audience) => (
        <li
          key={audience.title}
          className={cx(
            'flex flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md sm:p-8',
            audience.tone.card,
          )}
        >
          <span className={cx('flex size-12 items-center justify-center rounded-xl', audience.tone.icon)}>
            <audience.icon className="size-6" />
          </span>
          <h3 className="mt-5 font-display text-xl font-bold text-brand-900">{audience.title}</h3>
          <ul className="mt-4 space-y-3">
            {audience.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-slate-700">
                <CheckIcon className={cx('mt-1 size-4 shrink-0', audience.tone.check)} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
