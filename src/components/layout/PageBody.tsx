import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'

const tones = { plain: '', tinted: 'bg-brand-50/60', grey: 'bg-slate-50' } as const

/**
 * The part of a page under its PageHeader: a full-width ground (tinted for the public lists, grey for staff
 * screens) and the content on the site's side margins. `className` sets the width, vertical padding and layout.
 */
export function PageBody({
  tone = 'plain',
  className = 'max-w-7xl py-10 sm:py-14',
  children,
}: {
  tone?: keyof typeof tones
  className?: string
  children: ReactNode
}) {
  return (
    <div className={tones[tone]}>
      <div className={cx('mx-auto px-4 sm:px-6 lg:px-8', className)}>{children}</div>
    </div>
  )
}
