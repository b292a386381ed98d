import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import { cx } from './cx'
import { CloseIcon } from './icons'

export type FormDialogProps = {
  open: boolean
  title: string
  description?: string
  /** Blocks closing while a save is in flight. */
  busy?: boolean
  size?: 'md' | 'lg'
  onClose: () => void
  /** The form, which renders its own buttons (FormActions). */
  children: ReactNode
}

/** A dialog holding a create or edit form; full width at the bottom on phones, centred on larger screens. */
export function FormDialogPanel({
  open,
  title,
  description,
  busy = false,
  size = 'lg',
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-brand-950/50" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center sm:items-center sm:p-4">
          <DialogPanel
            className={cx(
              'relative w-full rounded-t-2xl bg-white p-5 shadow-2xl sm:rounded-2xl sm:p-8',
              size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
            )}
          >
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
