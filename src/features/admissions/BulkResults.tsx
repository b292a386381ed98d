import type { inferRouterOutputs } from '@trpc/server'
import { Link } from '@tanstack/react-router'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { statusLabels, type ApplicationStatus } from '~/shared/admission-rules'
import type { AppRouter } from '~/server/trpc/root'
import { CheckCircleIcon } from './ui'

/** The bulk procedure's answer and the status it moved the applications to. */
export type BulkOutcome = inferRouterOutputs<AppRouter>['admissions']['changeStatusBulk'] & { to: ApplicationStatus }

/** What a bulk decision did, row by row: moved (and e-mailed or not), or why not. */
export function BulkResults({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="bulk-results-heading"
      aria-live="polite"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="bulk-results-heading" className="font-display text-lg font-bold text-brand-900">
          {outcome.moved} of {outcome.results.length} moved to {statusLabels[outcome.to]}
        </h2>
        <button type="button" onClick={onDismiss} className={buttonStyles('ghost', 'sm')}>
          Dismiss
        </button>
      </div>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {outcome.results.map((row) => (
          <li key={row.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
            <span
              className={cx('inline-flex items-center gap-1 font-semibold', row.ok ? 'text-leaf-700' : 'text-red-700')}
            >
              {row.ok && <CheckCircleIcon className="size-4" />}
              {row.ok ? 'Moved' : 'Not moved'}
            </span>
            {row.reference ? (
              <Link
                to="/admin/admissions/$id"
                params={{ id: row.id }}
                className="font-mono text-brand-700 underline underline-offset-2"
              >
                {row.reference}
              </Link>
            ) : (
              <span className="font-mono text-slate-600">{row.id}</span>
            )}
            {row.studentName && <span className="text-slate-800">{row.studentName}</span>}
            <span className="text-slate-700">
              {row.ok
                ? row.emailed === false
                  ? 'The e-mail could not be sent; please phone the family.'
                  : row.emailed
                    ? 'Family e-mailed.'
                    : ''
                : row.message}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
