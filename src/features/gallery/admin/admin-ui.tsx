// Form and dialog pieces of the gallery management screen.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { TRPCClientError } from '@trpc/client'
import { useRef, type ReactNode } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { AlertIcon } from '../icons'

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-600 sm:text-sm'

/** The server's words for a failed call (a field message first), or a plain network message. */
export function errorText(error: unknown): string {
  if (error instanceof TRPCClientError) {
    if (!error.data) return 'Network error. Please check your connection and try again.'
    const fieldErrors = (error.data as { fieldErrors?: Record<string, string[] | undefined> | null }).fieldErrors
    return (fieldErrors && Object.values(fieldErrors).flat().find(Boolean)) || error.message
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
}

type FieldProps = {
  id: string
  label: string
  error?: string
  hint?: string
  optional?: boolean
  className?: string
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

export function Field({ id, label, error, hint, optional, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
      </label>
      <div className="mt-1.5">{children({ id, ...(error ? { 'aria-invalid': true as const } : {}), 'aria-describedby': describedBy })}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}

export function Panel({ children, className, labelledBy }: { children: ReactNode; className?: string; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={cx('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      {children}
    </section>
  )
}

/** A dialog holding a form; the form renders its own buttons. */
export function FormDialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-brand-950/50" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
            <DialogTitle className="font-display text-xl font-bold text-brand-900">{title}</DialogTitle>
            <div className="mt-5">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  )
}

type ConfirmDialogProps = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  error?: string | null
  onConfirm: () => void
  onClose: () => void
}

/** Asks before a deletion; Cancel has the focus so Enter never deletes by accident. */
export function ConfirmDialog({ open, title, children, confirmLabel, pendingLabel, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} initialFocus={cancelRef} role="alertdialog" className="relative z-50">
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
            <button ref={cancelRef} type="button" onClick={onClose} disabled={pending} className={buttonStyles('outline', 'md')}>
              Cancel
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className={buttonStyles('primary', 'md', 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-600')}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
