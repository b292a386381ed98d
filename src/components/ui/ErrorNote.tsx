import type { ReactNode, Ref } from 'react'
import { cx } from './cx'
import { AlertIcon } from './icons'

type ErrorNoteProps = {
  children: ReactNode
  id?: string
  className?: string
  /** For a note that takes the focus when it appears (with tabIndex -1). */
  ref?: Ref<HTMLDivElement>
  tabIndex?: number
}

/** An error message announced as soon as it appears. */
export function ErrorNote({ children, id, className, ref, tabIndex }: ErrorNoteProps) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      role="alert"
      className={cx(
        'flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none',
        className,
      )}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}
