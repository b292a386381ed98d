import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'
import { ChevronRightIcon } from '~/components/ui/icons'
import type { RoutePath } from './navigation'

export type Crumb = { label: string; to: RoutePath }

type PageHeaderProps = {
  title: string
  subtitle?: ReactNode
  /** Pages between Home and this one; Home and the current page are added. */
  trail?: readonly Crumb[]
  /** Extra content under the subtitle, e.g. a call to action. */
  children?: ReactNode
  /** A working screen (the fee counter): a lower band and a smaller title, so the work starts higher up. */
  compact?: boolean
}

/** The band in brand colours with its gold and blue glow, at the top of every inner page and the dashboard. */
export function BrandBand({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-brand-800 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(245,179,36,0.22),transparent_45%),radial-gradient(circle_at_10%_110%,rgba(79,130,201,0.35),transparent_50%)]"
      />
      <div className={cx('relative mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>{children}</div>
    </div>
  )
}

/** The BrandBand of an inner page: breadcrumb, title, subtitle. */
export function PageHeader({ title, subtitle, trail = [], children, compact = false }: PageHeaderProps) {
  return (
    <BrandBand className={compact ? 'py-5 sm:py-6 print:hidden' : 'sm:py-14'}>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1.5 text-sm text-brand-100">
          <li>
            <Link to="/" className="rounded hover:text-white hover:underline focus-visible:outline-gold-400">
              Home
            </Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.to} className="flex items-center gap-1.5">
              <ChevronRightIcon className="size-3.5 text-gold-300" />
              <Link to={crumb.to} className="rounded hover:text-white hover:underline focus-visible:outline-gold-400">
                {crumb.label}
              </Link>
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <ChevronRightIcon className="size-3.5 text-gold-300" />
            <span aria-current="page" className="font-semibold text-white">
              {title}
            </span>
          </li>
        </ol>
      </nav>
      <h1
        className={cx(
          'font-display font-bold tracking-tight',
          compact ? 'mt-2 text-2xl sm:text-3xl' : 'mt-4 text-3xl sm:text-4xl lg:text-5xl',
        )}
      >
        {title}
      </h1>
      <div aria-hidden="true" className={cx('h-1 w-16 rounded-full bg-gold-400', compact ? 'mt-2' : 'mt-4')} />
      {subtitle && (
        <p
          className={cx(
            'max-w-3xl leading-relaxed text-brand-100',
            compact ? 'mt-2 text-sm sm:text-base' : 'mt-4 text-base sm:text-lg',
          )}
        >
          {subtitle}
        </p>
      )}
      {children && <div className={compact ? 'mt-4' : 'mt-6'}>{children}</div>}
    </BrandBand>
  )
}
