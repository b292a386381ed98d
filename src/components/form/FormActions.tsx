import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'

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
    <div className={cx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', divider && 'border-t border-slate-200 pt-5')}>
      {onCancel && (
        <button type="button" onClick={onCancel} disabled={busy} className={buttonStyles('outline', 'md')}>
          Cancel
        </button>
      )}
      <button type="submit" disabled={busy} className={buttonStyles('primary', 'md')}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  )
}
