import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { errorText } from '~/components/ui/error-text'
import { decisionReasonMessage, needsReason, statusLabels, type ApplicationStatus } from '~/shared/admission-rules'
import { useTRPC } from '~/trpc/react'

export const statusActionLabels: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Start review',
  accepted: 'Accept',
  waitlisted: 'Waitlist',
  rejected: 'Reject',
}

type StatusChangeDialogProps = {
  open: boolean
  /** The status to move to; null keeps the dialog closed. */
  to: ApplicationStatus | null
  /** The application whose e-mail is previewed (the first selected one for a bulk decision). */
  previewId: string | null
  /** How many applications the decision covers. */
  count: number
  /** What is decided, in words: "ADM-2026-00042 (Asha Sumi)" or "3 selected applications". */
  subject: string
  pending: boolean
  error: string | null
  onConfirm: (reason: string) => void
  onClose: () => void
}

/**
 * Confirms a status change: Waitlist and Reject require a reason the family reads; the
 * dialog shows the e-mail the family will get, built by the server from what is typed.
 */
export function StatusChangeDialog({
  open,
  to,
  previewId,
  count,
  subject,
  pending,
  error,
  onConfirm,
  onClose,
}: StatusChangeDialogProps) {
  const trpc = useTRPC()
  const [reason, setReason] = useState('')
  const [typedReason, setTypedReason] = useState('')
  // The preview follows the reason a moment after typing stops, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setReason(typedReason.trim()), 400)
    return () => clearTimeout(timer)
  }, [typedReason])
  useEffect(() => {
    if (!open) {
      setTypedReason('')
      setReason('')
    }
  }, [open])

  const withReason = to !== null && needsReason(to)
  const preview = useQuery({
    ...trpc.admissions.previewStatusEmail.queryOptions({
      id: previewId ?? '',
      to: to ?? 'under_review',
      reason: withReason ? reason || null : null,
    }),
    enabled: open && to !== null && previewId !== null,
    placeholderData: keepPreviousData,
  })

  if (to === null) return null
  const action = statusActionLabels[to]
  return (
    <ConfirmDialog
      open={open}
      size="lg"
      title={`${action}: ${subject}?`}
      confirmLabel={count > 1 ? `${action} ${count} applications` : action}
      pendingLabel="Saving…"
      pending={pending}
      danger={to === 'rejected'}
      error={error}
      reason={
        withReason
          ? {
              label: 'Reason (the family reads this)',
              requiredMessage: decisionReasonMessage,
              maxLength: 1000,
              onChange: setTypedReason,
            }
          : undefined
      }
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {count > 1 ? `${count} applications move` : 'The application moves'} to <strong>{statusLabels[to]}</strong>.
        This cannot be undone.
        {withReason &&
          ' Write the reason as the family should read it: it is shown on the status page and in the e-mail.'}
      </p>
      <section aria-labelledby="email-preview-heading" className="rounded-xl border border-slate-200 bg-slate-50">
        <h3
          id="email-preview-heading"
          className="border-b border-slate-200 px-3 py-2 text-xs font-bold tracking-wide text-slate-700 uppercase"
        >
          {count > 1 ? 'E-mail to each family (preview of the first)' : 'E-mail to the family'}
        </h3>
        {preview.data ? (
          <div className="px-3 py-2">
            <p className="text-xs text-slate-700">
              To: <span className="break-all">{preview.data.to}</span>
            </p>
            <p className="text-xs font-semibold text-slate-900">Subject: {preview.data.subject}</p>
            <pre
              tabIndex={0}
              aria-label="E-mail text"
              data-testid="email-preview"
              className="mt-2 max-h-56 overflow-y-auto font-sans text-xs whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {preview.data.text}
            </pre>
          </div>
        ) : preview.data === null ? (
          <p className="px-3 py-2 text-xs text-slate-700">No e-mail is sent for this status.</p>
        ) : preview.isError ? (
          <p className="px-3 py-2 text-xs text-red-700">{errorText(preview.error)}</p>
        ) : (
          <p className="px-3 py-2 text-xs text-slate-700">Loading the e-mail…</p>
        )}
      </section>
    </ConfirmDialog>
  )
}
