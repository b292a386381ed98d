// Small building blocks shared by the admin user screens.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { TRPCClientError } from '@trpc/client'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { CopyIcon } from '~/components/ui/icons'
import { paginationWindow } from '~/shared/pagination'
import { roleLabels, type Role } from '~/shared/roles'

export { ErrorNote } from '~/components/ui/ErrorNote'
export { Field, inputClass, labelClass } from '~/components/ui/Field'

/** The server's words for a failed call, or a plain network message. */
export function errorText(error: unknown): string {
  if (error instanceof TRPCClientError) {
    if (!error.data) return 'Network error. Please check your connection and try again.'
    const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> | null }).fieldErrors
    return (fieldErrors && Object.values(fieldErrors).flat().find(Boolean)) || error.message
  }
  return 'Something went wrong. Please try again.'
}

const roleTones: Record<Role, string> = {
  admin: 'bg-brand-800 text-white',
  teacher: 'bg-leaf-700 text-white',
  student: 'bg-brand-100 text-brand-900',
  cashier: 'bg-gold-200 text-gold-700',
  parent: 'bg-slate-200 text-slate-800',
}

export function RolePill({ role }: { role: Role }) {
  return <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold', roleTones[role])}>{roleLabels[role]}</span>
}

export function StatusPill({ active }: { active: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold', active ? 'bg-leaf-500/10 text-leaf-700' : 'bg-slate-200 text-slate-700')}>
      <span aria-hidden="true" className={cx('size-1.5 rounded-full', active ? 'bg-leaf-500' : 'bg-slate-500')} />
      {active ? 'Active' : 'Deactivated'}
    </span>
  )
}

/** Copies text and says so; falls back to selecting it when the clipboard is not available. */
export function CopyButton({ text, label = 'Copy', targetId }: { text: string; label?: string; targetId?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      toast.success('Copied to clipboard')
    } catch {
      const target = targetId ? document.getElementById(targetId) : null
      if (target) window.getSelection()?.selectAllChildren(target)
      toast.error('Could not copy. The text is selected: press Ctrl+C to copy it.')
    }
  }
  return (
    <button type="button" onClick={copy} className={buttonStyles('outline', 'sm')}>
      <CopyIcon className="size-4" />
      {copied ? 'Copied' : label}
    </button>
  )
}

/** A new password, shown this once. */
export function OneTimePassword({ password, id }: { password: string; id: string }) {
  return (
    <div className="rounded-xl border-2 border-dashed border-gold-400 bg-gold-50 p-4">
      <p className="text-xs font-bold tracking-wide text-gold-700 uppercase">Password, shown only once</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <code id={id} className="rounded-md bg-white px-3 py-1.5 font-mono text-xl font-bold tracking-wider text-brand-950 select-all">
          {password}
        </code>
        <CopyButton text={password} targetId={id} label="Copy password" />
      </div>
      <p className="mt-2 text-xs text-slate-700">Give it to the account holder now. It cannot be shown again; a new one can be issued with Reset password.</p>
    </div>
  )
}

type ConfirmDialogProps = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  danger?: boolean
  error?: string | null
  /** False for a dialog that only shows something and has a single button. */
  cancellable?: boolean
  onConfirm: () => void
  onClose: () => void
}

export function ConfirmDialog({ open, title, children, confirmLabel, pendingLabel, pending, danger, error, cancellable = true, onConfirm, onClose }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} initialFocus={cancellable ? cancelRef : undefined} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-brand-950/50" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl">
          <DialogTitle className="font-display text-xl font-bold text-brand-900">{title}</DialogTitle>
          <Description as="div" className="mt-3 space-y-3 text-sm text-slate-700">
            {children}
          </Description>
          {error && (
            <div className="mt-4">
              <ErrorNote>{error}</ErrorNote>
            </div>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {cancellable && (
              <button ref={cancelRef} type="button" onClick={onClose} disabled={pending} className={buttonStyles('outline', 'md')}>
                Cancel
              </button>
            )}
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className={danger ? buttonStyles('primary', 'md', 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-600') : buttonStyles('primary', 'md')}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** Page buttons (SPEC.md section 9: at most 5, with first, last and ellipses). */
export function Pagination({ page, pageCount, onPage, label }: { page: number; pageCount: number; onPage: (page: number) => void; label: string }) {
  if (pageCount <= 1) return null
  const item = 'inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold'
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} className={cx(item, 'text-brand-800 hover:bg-brand-50 disabled:opacity-40')}>
        Previous
      </button>
      {paginationWindow(page, pageCount).map((entry) =>
        entry.kind === 'ellipsis' ? (
          <span key={entry.key} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <button
            key={entry.page}
            type="button"
            onClick={() => onPage(entry.page)}
            aria-current={entry.page === page ? 'page' : undefined}
            aria-label={`Page ${entry.page}`}
            className={cx(item, entry.page === page ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50')}
          >
            {entry.page}
          </button>
        ),
      )}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount} className={cx(item, 'text-brand-800 hover:bg-brand-50 disabled:opacity-40')}>
        Next
      </button>
    </nav>
  )
}

export function AdminPanel({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8', className)}>{children}</div>
}
