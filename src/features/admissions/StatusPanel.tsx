// The decision column's status: where the application stands, and moving it on after a preview of the e-mail.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { isDecision, statusLabels, type ApplicationStatus } from '~/shared/admission-rules'
import { useTRPC } from '~/trpc/react'
import { inputClass } from '~/components/form/Field'
import { formatShortDateTime } from '~/shared/dates'
import { StatusChangeDialog, statusActionLabels } from './StatusChangeDialog'
import { StatusBadge } from './ui'
import { Panel } from '~/components/ui/Panel'
import type { Application } from './application-types'

export function StatusPanel({ application }: { application: Application }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<ApplicationStatus | null>(null)
  const [note, setNote] = useState('')
  const [confirming, setConfirming] = useState(false)
  const change = useMutation(
    trpc.admissions.changeStatus.mutationOptions({
      onSuccess: async ({ status, emailed }) => {
        toast.success(`Status changed to ${statusLabels[status]}`, {
          description: emailed === true ? 'The applicant has been e-mailed.' : undefined,
        })
        if (emailed === false)
          toast.warning('The decision e-mail could not be sent', { description: 'Please contact the family by phone.' })
        setTarget(null)
        setNote('')
        setConfirming(false)
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.pathKey() })
      },
      onError: async (error) => {
        // A race (someone else decided meanwhile) closes the dialog on the fresh status; a refusal stays in it.
        if (error.data?.code === 'CONFLICT' || error.data?.code === 'NOT_FOUND') setConfirming(false)
        await queryClient.invalidateQueries({ queryKey: trpc.admissions.byId.queryKey({ id: application.id }) })
      },
    }),
  )

  const options = application.nextStatuses
  const decision = target !== null && isDecision(target)

  return (
    <Panel headingId="status-heading" title="Status">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={application.status} size="md" />
        <span className="text-sm text-slate-600">
          since {formatShortDateTime(application.history.at(-1)?.at ?? application.createdAt)}
        </span>
      </div>

      {options.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">This application is decided; its status can no longer change.</p>
      ) : (
        <form
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (target) {
              change.reset()
              setConfirming(true)
            }
          }}
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Move to</legend>
            <div className="mt-2 grid gap-2">
              {options.map((status) => (
                <label
                  key={status}
                  className={cx(
                    'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-gold-300',
                    'border-slate-300 text-slate-800',
                  )}
                >
                  <input
                    type="radio"
                    name="next-status"
                    value={status}
                    checked={target === status}
                    onChange={() => setTarget(status)}
                    className="size-4 accent-brand-700 focus:outline-none"
                  />
                  {statusActionLabels[status]}
                  <StatusBadge status={status} className="ml-auto" />
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="status-note" className="block text-sm font-semibold text-slate-800">
              Note <span className="font-normal text-slate-600">(optional, kept in the history)</span>
            </label>
            <textarea
              id="status-note"
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={cx(inputClass, 'mt-1.5')}
            />
          </div>
          {target && (
            <p className="text-sm text-slate-700">
              The family is e-mailed {decision ? 'about this decision' : 'that the review has started'} at{' '}
              {application.email}; you see the e-mail before it goes. The note is not sent.
            </p>
          )}
          <button
            type="submit"
            disabled={!target || change.isPending}
            className={buttonStyles('primary', 'md', 'w-full')}
          >
            {target ? `${statusActionLabels[target]}…` : 'Choose a new status'}
          </button>
        </form>
      )}
      <StatusChangeDialog
        open={confirming}
        to={target}
        previewId={application.id}
        count={1}
        subject={`${application.reference} (${application.studentName})`}
        pending={change.isPending}
        error={change.error ? errorText(change.error) : null}
        onConfirm={(reason) =>
          target &&
          change.mutate({ id: application.id, from: application.status, to: target, note, reason: reason || null })
        }
        onClose={() => setConfirming(false)}
      />
    </Panel>
  )
}
