import type { ReactNode } from 'react'
import type { RoutePath } from '~/components/layout/navigation'
import { cx } from '~/components/ui/cx'
import { MoreLink } from '~/components/ui/MoreLink'

type HomeSectionProps = {
  id: string
  eyebrow: string
  title: string
  intro?: string
  /** A "see all" link beside the heading. */
  more?: { to: RoutePath; label: string }
  tone?: 'white' | 'tinted'
  children: ReactNode
}

/** One band of the home page: a small eyebrow, the heading and an optional link to the full list. */
export function HomeSection({ id, eyebrow, title, intro, more, tone = 'white', children }: HomeSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-home-section={id}
      className={cx(tone === 'tinted' ? 'bg-brand-50/70' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p>
            <h2
              id={headingId}
              className="mt-2 font-display text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
            >
              {title}
            </h2>
            {intro && <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-lg">{intro}</p>}
          </div>
          {more && (
            <MoreLink to={more.to} className="shrink-0 self-start sm:self-auto">
              {more.label}
            </MoreLink>
          )}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
