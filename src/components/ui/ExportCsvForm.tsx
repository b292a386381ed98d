// The Export CSV button of a staff report: a form that posts its filters to a server export route
// (src/server/csv-export.ts). The server builds the whole file and logs the export; the browser downloads the
// answer (an attachment) and stays on the page. A POST, because an export writes the audit log.
import { useId } from 'react'
import { buttonStyles } from './button-styles'
import { DownloadIcon } from './icons'

export function ExportCsvForm({
  action,
  fields,
  disabled,
  disabledReason,
  label = 'Export CSV',
  size = 'md',
}: {
  action: string
  fields: Record<string, string | undefined>
  disabled?: boolean
  /** Why the button is disabled, e.g. "No applications to export": its tooltip and accessible description. */
  disabledReason?: string
  label?: string
  size?: 'sm' | 'md'
}) {
  const reasonId = useId()
  const reason = disabled ? disabledReason : undefined
  return (
    <form method="post" action={action}>
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <button
        type="submit"
        disabled={disabled}
        title={reason}
        aria-describedby={reason ? reasonId : undefined}
        className={buttonStyles('outline', size)}
      >
        <DownloadIcon className="size-4" />
        {label}
      </button>
      {reason && (
        <span id={reasonId} className="sr-only">
          {reason}
        </span>
      )}
    </form>
  )
}
