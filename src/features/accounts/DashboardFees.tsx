// The fee figures on /dashboard: a student's dues, each child's dues for a parent, and today's collection for a
// cashier, each linking into the fee portal. The server derives them from the ledger (dashboard.summary); nothing
// here is computed or invented.
import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { cx } from '~/components/ui/cx'
import { ArrowRightIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import type { AppRouter } from '~/server/trpc/root'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'

type Summary = inferRouterOutputs<AppRouter>['dashboard']['summary']
export type DuesFigures = Extract<Summary, { role: 'student' }>['fees']
export type CollectionFigures = Extract<Summary, { role: 'cashier' }>['collection']

const linkClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline'

/** One line about what is due: nothing, or the amount with the next due date (overdue in red). */
export function DuesLine({ fees }: { fees: DuesFigures }) {
  if (fees.outstandingPaise <= 0) return <p className="text-sm font-medium text-emerald-800">No fees due</p>
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{formatPaise(fees.outstandingPaise)}</span> due
      {fees.nextDue && (
        <span className={cx(fees.nextDue.overdue && 'font-medium text-red-800')}>
          {' '}
          · {fees.nextDue.termName} {fees.nextDue.overdue ? 'was due' : 'due'}{' '}
          {formatDateKeyNumeric(fees.nextDue.dueDate)}
        </span>
      )}
    </p>
  )
}

/** The student's own dues card; on a parent's child page, that child's (its link opens the child in the fee portal). */
export function StudentFeesCard({
  fees,
  title = 'My fees',
  childId,
  childName,
}: {
  fees: DuesFigures
  title?: string
  childId?: string
  childName?: string
}) {
  return (
    <Panel
      title={title}
      actions={
        <Link to="/fee-portal/student-dashboard" search={childId ? { child: childId } : {}} className={linkClass}>
          Fee details{childName && <span className="sr-only"> of {childName}</span>}
          <ArrowRightIcon className="size-3.5" />
        </Link>
      }
    >
      <dl className="space-y-3">
        <div>
          <dt className="text-xs font-semibold text-slate-600">Outstanding</dt>
          <dd
            className={cx(
              'mt-1 font-display text-2xl font-bold tabular-nums',
              fees.outstandingPaise > 0 ? 'text-brand-900' : 'text-emerald-800',
            )}
            data-testid="dashboard-dues"
          >
            {formatPaise(fees.outstandingPaise)}
          </dd>
        </div>
        {fees.lateFeesOwedPaise > 0 && (
          <div>
            <dt className="text-xs font-semibold text-slate-600">Late fees included</dt>
            <dd className="mt-1 text-sm font-semibold text-red-800 tabular-nums">
              {formatPaise(fees.lateFeesOwedPaise)}
            </dd>
          </div>
        )}
        {fees.nextDue && (
          <div>
            <dt className="text-xs font-semibold text-slate-600">{fees.nextDue.overdue ? 'Overdue' : 'Next due'}</dt>
            <dd className={cx('mt-1 text-sm', fees.nextDue.overdue ? 'font-semibold text-red-800' : 'text-slate-800')}>
              {fees.nextDue.termName}: {formatPaise(fees.nextDue.outstandingPaise)}{' '}
              {fees.nextDue.overdue ? 'was due' : 'by'} {formatDateKeyNumeric(fees.nextDue.dueDate)}
            </dd>
          </div>
        )}
      </dl>
      {/* Outside the list: a <dl> may hold only its term and description groups. */}
      {fees.outstandingPaise <= 0 && <p className="mt-3 text-sm text-slate-700">Nothing is due. Thank you.</p>}
    </Panel>
  )
}

/** A parent's child: the dues line and a link to that child's fees. */
export function ChildDues({ childId, name, fees }: { childId: string; name: string; fees: DuesFigures }) {
  return (
    <div className="mt-1 space-y-1">
      <DuesLine fees={fees} />
      <Link to="/fee-portal/student-dashboard" search={{ child: childId }} className={linkClass}>
        Fees<span className="sr-only"> of {name}</span>
        <ArrowRightIcon className="size-3.5" />
      </Link>
    </div>
  )
}

/** The cashier's collection today: the whole counter and their own receipts. */
export function CollectionTodayCard({ collection }: { collection: CollectionFigures }) {
  return (
    <Panel
      title="Collected today"
      description={formatDateKeyNumeric(collection.date)}
      actions={
        <Link to="/fee-portal/cashier-dashboard" search={{ tab: 'today' }} className={linkClass}>
          By mode and cashier
          <ArrowRightIcon className="size-3.5" />
        </Link>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-brand-50 px-3 py-3">
          <dt className="text-xs font-semibold text-slate-600">Your receipts</dt>
          <dd
            className="mt-1 font-display text-2xl font-bold text-brand-900 tabular-nums"
            data-testid="collection-mine"
          >
            {formatPaise(collection.mine.totalPaise)}
          </dd>
          <dd className="text-sm text-slate-700">
            {collection.mine.count} receipt
            {collection.mine.count === 1 ? '' : 's'}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-3 py-3">
          <dt className="text-xs font-semibold text-slate-600">Whole counter</dt>
          <dd className="mt-1 font-display text-2xl font-bold text-slate-800 tabular-nums">
            {formatPaise(collection.totalPaise)}
          </dd>
          <dd className="text-sm text-slate-700">
            {collection.count} receipt{collection.count === 1 ? '' : 's'}
          </dd>
        </div>
      </dl>
    </Panel>
  )
}
