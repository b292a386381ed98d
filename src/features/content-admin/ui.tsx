// Building blocks of the staff content screens: fields wired for labels and errors, dialogs, list rows.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useRef, type ReactNode } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { CloseIcon } from '~/components/ui/icons'

export { ErrorNote } from '~/components/ui/ErrorNote'
export { Field, inputClass } from '~/components/ui/Field'

/** A checkbox with its label to the right and an explanation under it. */
export function CheckboxField({ id, label, hint, ...input }: { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} className="mt-0.5 size-5 rounded border-slate-400 text-brand-700 accent-brand-700" {...input} />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}

type FormDialogProps = {
  open: boolean
  title: string
  description?: string
  /** Blocks closing while a save is in flight. */
  busy: boolean
  onClose: () => void
  children: ReactNode
}

/** A dialog holding a create or edit form; full height on phones, centred on larger screens. */
export function FormDialog({ open, title, description, busy, onClose, children }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-brand-950/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center sm:items-center sm:p-4">
          <DialogPanel className="relative w-full max-w-2xl rounded-t-2xl bg-white p-5 shadow-2xl sm:rounded-2xl sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <div>
                <DialogTitle className="font-display text-2xl font-bold text-brand-900">{title}</DialogTitle>
                {description && <Description className="mt-1 text-sm text-slate-600">{description}</Description>}
              </div>
              <button
                type="button"
                onClick={onClose}
                disabled={busy}
                aria-label="Close"
                className="flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-5" />
              </button>
            </div>
            <div className="mt-6">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}

/** Cancel and save buttons at the foot of a form. */
export function FormActions({ busy, submitLabel, busyLabel, onCancel }: { busy: boolean; submitLabel: string; busyLabel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} disabled={busy} className={buttonStyles('outline', 'md')}>
        Cancel
      </button>
      <button type="submit" disabled={busy} className={buttonStyles('primary', 'md')}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  )
}

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
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} initialFocus={cancelRef} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-brand-950/50" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
          <DialogTitle className="font-display text-xl font-bold text-brand-900">Delete this {noun}?</DialogTitle>
          <Description className="mt-3 text-sm text-slate-700">
            &ldquo;{name}&rdquo; will be removed from the website at once. This cannot be undone.
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button ref={cancelRef} type="button" onClick={onClose} disabled={busy} className={buttonStyles('outline', 'md')}>
              Cancel
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={buttonStyles('primary', 'md', 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-600')}
            >
              {busy ? 'Deleting...' : `Delete ${noun}`}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
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
        <button type="button" onClick={onDelete} className={buttonStyles('outline', 'sm', 'border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50')}>
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
  if (kind === 'error') {
    return (
      <div className="p-5">
        <ErrorNote>
          <p>{children}</p>
          {onRetry && (
            <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
              Try again
            </button>
          )}
        </ErrorNote>
      </div>
    )
  }
  return (
    <p role={kind === 'loading' ? 'status' : undefined} className="px-5 py-10 text-center text-slate-600">
      {children}
    </p>
  )
}

/** Page buttons for a management list. */
export function PageButtons({ page, pageCount, onPage, label }: { page: number; pageCount: number; onPage: (page: number) => void; label: string }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 text-sm">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={buttonStyles('outline', 'sm')}>
        Previous
      </button>
      <span className="text-slate-600">
        Page {page} of {pageCount}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount} className={buttonStyles('outline', 'sm')}>
        Next
      </button>
    </nav>
  )
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
