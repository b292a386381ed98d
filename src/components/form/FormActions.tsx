import { buttonStyles, type ButtonSize } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'

type SubmitButtonProps = {
  busy: boolean
  label: string
  /** Shown while the form is being sent, e.g. "Saving...". */
  busyLabel: string
  /** Also disabled for another reason than being busy (not hydrated yet, nothing chosen). */
  disabled?: boolean
  size?: ButtonSize
  className?: string
}

/** A form's primary button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ busy, label, busyLabel, disabled = false, size = 'md', className }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled || busy} className={buttonStyles('primary', size, className)}>
      {busy ? busyLabel : label}
    </button>
  )
}

type FormActionsProps = {
  busy: boolean
  submitLabel: string
  busyLabel: string
  /** No Cancel button without it (a form on the page rather than in a dialog). */
  onCancel?: () => void
  /** A rule above the buttons, for long forms. */
  divider?: boolean
}

/** Cancel and save buttons at the foot of a form. */
export function FormActions({ busy, submitLabel, busyLabel, onCancel, divider = true }: FormActionsProps) {
  return (
    <div
      className={cx(
        'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
        divider && 'border-t border-slate-200 pt-5',
      )}
    >
      {onCancel && (
        <button type="button" onClick={onCancel} disabled={busy} className={buttonStyles('outline', 'md')}>
          Cancel
        </button>
      )}
      <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
    </div>
  )
}
