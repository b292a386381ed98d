// Building blocks of the staff content screens: panels, list rows, the delete confirmation.
import type { ReactNode } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { cx } from '~/components/ui/cx'
import { ErrorState, LoadingState } from '~/components/ui/states'

type ConfirmDeleteProps = {
  open: boolean
  /** What is deleted, e.g. the news item's title. */
  name: string
  noun: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before deleting; focus starts on Cancel. */
export function ConfirmDelete({ open, name, noun, busy, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete this ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      pendingLabel="Deleting..."
      pending={busy}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>&ldquo;{name}&rdquo; will be removed from the website at once. This cannot be undone.</p>
    </ConfirmDialog>
  )
}

/** A panel on the management pages. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}>{children}</div>
}

/** One item in a management list: what it is on the left, Edit and Delete on the right. */
export function ItemRow({ title, meta, badges, onEdit, onDelete }: { title: string; meta: ReactNode; badges?: ReactNode; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{title}</p>
          {badges}
        </div>
        <div className="mt-0.5 text-sm text-slate-600">{meta}</div>
      </div>
      <div className="flex shrink-0 gap-2">
        <button type="button" onClick={onEdit} className={buttonStyles('outline', 'sm')}>
          Edit<span className="sr-only"> {title}</span>
        </button>
        <button type="button" onClick={onDelete} className={buttonStyles('dangerOutline', 'sm')}>
          Delete<span className="sr-only"> {title}</span>
        </button>
      </div>
    </li>
  )
}

export function Pill({ tone, children }: { tone: 'gold' | 'red' | 'brand' | 'slate' | 'leaf'; children: ReactNode }) {
  const tones = {
    gold: 'bg-gold-100 text-gold-700',
    red: 'bg-red-100 text-red-800',
    brand: 'bg-brand-100 text-brand-800',
    slate: 'bg-slate-100 text-slate-700',
    leaf: 'bg-leaf-500/10 text-leaf-700',
  } as const
  return <span className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-bold', tones[tone])}>{children}</span>
}

/** Loading, error and empty messages inside a management panel. */
export function PanelMessage({ kind, children, onRetry }: { kind: 'loading' | 'error' | 'empty'; children: ReactNode; onRetry?: () => void }) {
  if (kind === 'error') return <ErrorState message={children} onRetry={onRetry} className="m-5" />
  if (kind === 'loading') return <LoadingState label={String(children)} />
  return <p className="px-5 py-10 text-center text-slate-600">{children}</p>
}

/** The heading row of a management panel with its "Add" button. */
export function PanelHeader({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-display text-xl font-bold text-brand-900">{title}</h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {action}
    </div>
  )
}
