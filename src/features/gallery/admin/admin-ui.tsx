// The panel that frames each part of the gallery management screen.
import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'

export function Panel({ children, className, labelledBy }: { children: ReactNode; className?: string; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={cx('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      {children}
    </section>
  )
}
