import type { ReactNode } from 'react'
import { cx } from './cx'

type PanelProps = {
  children: ReactNode
  className?: string
  /** Inner padding; off for a panel whose rows run to its edges (a list with a header). */
  padded?: boolean
  /** The id of the panel's heading: the panel becomes a named region. */
  labelledBy?: string
}

/** The white card that frames each part of a staff screen. */
export function Panel({ children, className, padded = false, labelledBy }: PanelProps) {
  const classes = cx('rounded-2xl border border-slate-200 bg-white shadow-sm', padded && 'p-5 sm:p-6', className)
  if (labelledBy) {
    return (
      <section aria-labelledby={labelledBy} className={classes}>
        {children}
      </section>
    )
  }
  return <div className={classes}>{children}</div>
}

/** A panel's heading and the sentence under it. */
export function PanelTitle({ title, description }: { title: string; description?: string }) {
  return (
    <div>
      <h2 className="font-display text-xl font-bold text-brand-900">{title}</h2>
      {description && <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>}
    </div>
  )
}

/** The heading row of a list panel, with its action (an "Add" button) on the right. */
export function PanelHeader({
  title,
  description,
  action,
}: {
  title: string
  description?: string
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <PanelTitle title={title} description={description} />
      {action}
    </div>
  )
}
