import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { buttonStyles } from './button-styles'
import { ErrorNote } from './ErrorNote'

export type ConfirmReason = {
  /** The reason box's label, e.g. "Reason for voiding". */
  label: string
  /** Shown when Confirm is pressed with an empty box. */
  requiredMessage?: string
  maxLength?: number
  /** Told of each edit, e.g. to preview what the reason will produce. */
  onChange?: (text: string) => void
}

export type ConfirmDialogProps = {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  /** A destructive action: red confirm button and the alertdialog role. */
  danger?: boolean
  error?: string | null
  /** False for a dialog that only shows something and has a single button. */
  cancellable?: boolean
  /** Asks for a written reason before confirming; onConfirm receives it trimmed. */
  reason?: ConfirmReason
  /** 'lg' for a dialog that shows more, such as an e-mail preview. */
  size?: 'md' | 'lg'
  onConfirm: (reason: string) => void
  onClose: () => void
}

/** Asks before an action; Cancel has the focus so Enter never confirms by accident. */
export function ConfirmDialogPanel(props: ConfirmDialogProps) {
  const { open, pending, cancellable = true, danger, size = 'md', onClose } = props
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      initialFocus={cancellable ? cancelRef : undefined}
      role={danger ? 'alertdialog' : 'dialog'}
      className="relative z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-brand-950/50" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel
          className={`max-h-full w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ${size === 'lg' ? 'max-w-xl' : 'max-w-md'}`}
        >
          {/* Remounted per opening so a reason typed last time is not kept. */}
          {open && <ConfirmBody {...props} cancelRef={cancelRef} />}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function ConfirmBody({
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  danger,
  error,
  cancellable = true,
  reason,
  onConfirm,
  onClose,
  cancelRef,
}: ConfirmDialogProps & { cancelRef: React.RefObject<HTMLButtonElement | null> }) {
  const reasonId = useId()
  const [text, setText] = useState('')
  const [missing, setMissing] = useState(false)
  const confirm = () => {
    if (reason && !text.trim()) {
      setMissing(true)
      return
    }
    onConfirm(text.trim())
  }
  return (
    <>
      <DialogTitle className="font-display text-xl font-bold text-brand-900">{title}</DialogTitle>
      <Description as="div" className="mt-3 space-y-3 text-sm text-slate-700">
        {children}
      </Description>
      {reason && (
        <div className="mt-4">
          <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-800">
            {reason.label}
          </label>
          <textarea
            id={reasonId}
            value={text}
            rows={3}
            maxLength={reason.maxLength}
            required
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value)
              reason.onChange?.(event.target.value)
              if (event.target.value.trim()) setMissing(false)
            }}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-500 aria-[invalid=true]:border-red-600 sm:text-sm"
          />
          {missing && (
            <p id={`${reasonId}-error`} className="mt-1 text-sm font-medium text-red-700">
              {reason.requiredMessage ?? 'Please give a reason.'}
            </p>
          )}
        </div>
      )}
      {error && (
        <div className="mt-4">
          <ErrorNote>{error}</ErrorNote>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancellable && (
          <button
            ref={cancelRef}
            type="button"
            onClick={onClose}
            disabled={pending}
            className={buttonStyles('outline', 'md')}
          >
            Cancel
          </button>
        )}
        <button
          type="button"
          onClick={confirm}
          disabled={pending}
          className={buttonStyles(danger ? 'danger' : 'primary', 'md')}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </>
  )
}
