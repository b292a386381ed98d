import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'

/** A content block under the PageHeader band, on the site's reading width. */
export function PageSection({
  title,
  children,
  className,
  wide = false,
}: {
  title?: string
  children: ReactNode
  className?: string
  /** Lets grids use the full width instead of the reading width. */
  wide?: boolean
}) {
  return (
    <section className={cx('mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8', className)}>
      {title && <h2 className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>}
      <div className={cx('space-y-4 text-base leading-relaxed text-slate-700', !wide && 'max-w-3xl', title && 'mt-4')}>
        {children}
      </div>
    </section>
  )
}
