// The rest of the decision column: the admission letter, the student account made from an accepted application,
// and the history of the status.
import { useState } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { statusLabels } from '~/shared/admission-rules'
import { formatShortDateTime } from '~/shared/dates'
import { CheckCircleIcon } from './ui'
import { DownloadIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import type { Application } from './application-types'
import { CreateAccountDialog } from './CreateAccountDialog'

/** The admission letter: a POST, because each download is audit-logged; the browser saves the PDF. */
export function AdmissionLetterPanel({ application }: { application: Application }) {
  if (application.status !== 'accepted') return null
  return (
    <Panel headingId="letter-heading" title="Admission letter">
      <p className="text-sm text-slate-700">
        A PDF for the family: the class admitted to and the next steps with the dates from the admissions settings.
      </p>
      <form method="post" action={`/api/admissions/${encodeURIComponent(application.id)}/letter.pdf`} className="mt-4">
        <button type="submit" className={buttonStyles('outline', 'md', 'w-full')}>
          <DownloadIcon className="size-4" /> Download admission letter
        </button>
      </form>
    </Panel>
  )
}

export function StudentAccountPanel({ application }: { application: Application }) {
  const [open, setOpen] = useState(false)
  if (application.status !== 'accepted' && !application.account) return null
  return (
    <Panel headingId="account-heading" title="Student account">
      {application.account ? (
        <div className="space-y-1 text-sm text-slate-700">
          <p className="flex items-center gap-1.5 font-semibold text-leaf-700">
            <CheckCircleIcon className="size-4" /> Account created
          </p>
          <p>
            {application.account.firstName} {application.account.lastName} ·{' '}
            <span className="font-mono">{application.account.uniqueId}</span>
          </p>
          <p className="break-all">{application.account.email}</p>
          {!application.account.isActive && <p className="text-red-700">This account is deactivated.</p>}
        </div>
      ) : application.accountPending ? (
        <p className="text-sm text-slate-700">
          An account is being created for this application. Reload the page in a moment.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Create the student&rsquo;s sign-in: a school ID and a password shown once, with the students record filled
            in from this application.
          </p>
          <button type="button" onClick={() => setOpen(true)} className={buttonStyles('accent', 'md', 'mt-4 w-full')}>
            Create student account
          </button>
        </>
      )}
      <CreateAccountDialog application={application} open={open} onClose={() => setOpen(false)} />
    </Panel>
  )
}

export function History({ application }: { application: Application }) {
  return (
    <Panel headingId="history-heading" title="History">
      <ol className="space-y-0">
        {[...application.history].reverse().map((entry, index, all) => (
          <li key={entry.id} className="relative flex gap-3 pb-5 last:pb-0">
            {index < all.length - 1 && (
              <span aria-hidden="true" className="absolute top-5 left-[0.4375rem] h-full w-px bg-slate-200" />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'relative mt-1.5 size-3.5 shrink-0 rounded-full border-2 border-white ring-2',
                index === 0 ? 'bg-brand-700 ring-brand-200' : 'bg-slate-300 ring-slate-100',
              )}
            />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-slate-900">
                {entry.from ? `${statusLabels[entry.from]} → ${statusLabels[entry.to]}` : 'Application submitted'}
              </p>
              <p className="text-slate-600">
                {entry.actorName} · <time dateTime={entry.at.toISOString()}>{formatShortDateTime(entry.at)}</time>
              </p>
              {entry.reason && (
                <p className="mt-1 rounded-lg bg-gold-50 px-3 py-2 whitespace-pre-line text-slate-800">
                  <span className="font-semibold">Reason told to the family:</span> {entry.reason}
                </p>
              )}
              {entry.note && (
                <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-line text-slate-800">{entry.note}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  )
}
