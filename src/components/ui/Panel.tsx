import { useId, type ReactNode } from 'react'
import { cx } from './cx'

type PanelProps = {
  children?: ReactNode
  className?: string
  /** The panel's heading (an h2): the panel becomes a region named by it. */
  title?: ReactNode
  /** The sentence under the title. */
  description?: ReactNode
  /** Buttons or a filter beside the title ("Add head", "Export CSV"). */
  actions?: ReactNode
  /** The heading's id, when something else points at it; a generated one otherwise. */
  headingId?: string
  /** The title sits in a bar over content that runs to the panel's edges (a list of rows, a table). */
  flush?: boolean
  /** Inner padding of a panel without a title; titled panels are padded unless `flush`. */
  padded?: boolean
  /** The id of a heading inside an untitled panel: the panel becomes a region named by it. */
  labelledBy?: string
}

const frame = 'rounded-2xl border border-slate-200 bg-white shadow-sm'

/** The white card that frames each part of a staff screen, with its title, description and actions. */
export function Panel({
  children,
  className,
  title,
  description,
  actions,
  headingId,
  flush = false,
  padded = false,
  labelledBy,
}: PanelProps) {
  const generatedId = useId()
  if (title === undefined) {
    const classes = cx(frame, padded && 'p-5 sm:p-6', className)
    if (labelledBy) {
      return (
        <section aria-labelledby={labelledBy} className={classes}>
          {children}
        </section>
      )
    }
    return <div className={classes}>{children}</div>
  }
  const id = headingId ?? generatedId
  const heading = (
    <div>
      <h2 id={id} className="font-display text-xl font-bold text-brand-900">
        {title}
      </h2>
      {description && <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>}
    </div>
  )
  if (flush) {
    return (
      <section aria-labelledby={id} className={cx(frame, className)}>
        <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          {heading}
          {actions}
        </div>
        {children}
      </section>
    )
  }
  return (
    <section aria-labelledby={id} className={cx(frame, 'p-5 sm:p-6', className)}>
      <div className={cx('flex flex-wrap justify-between gap-3', description ? 'items-start' : 'items-center')}>
        {heading}
        {actions}
      </div>
      {children != null && <div className="mt-4">{children}</div>}
    </section>
  )
}
