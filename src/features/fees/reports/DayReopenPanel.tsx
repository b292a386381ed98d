// For an administrator: the cashiers who have closed today, each with a Reopen that asks for a reason (kept in the
// audit log), after which that cashier can collect and close again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { Panel } from '~/components/ui/Panel'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { errorText } from '~/components/ui/error-text'
import { formatDateKeyNumeric, formatTime } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'

export function DayReopenPanel() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const closes = useQuery(trpc.fees.reports.dayClose.closes.queryOptions({}))
  const reopen = useMutation(
    trpc.fees.reports.dayClose.reopen.mutationOptions({
      onSuccess: async () => {
        confirm.close()
        toast.success('Day reopened')
        await queryClient.invalidateQueries({ queryKey: trpc.fees.reports.dayClose.pathKey() })
      },
    }),
  )
  type Close = NonNullable<typeof closes.data>[number]
  const confirm = useConfirmTarget(reopen, (row: Close, reason: string) => ({
    date: row.date,
    cashierId: row.cashierId,
    reason,
  }))

  if (closes.isPending) return <LoadingState label="Loading the day closes..." />
  if (closes.isError) return <ErrorState message={errorText(closes.error)} onRetry={() => void closes.refetch()} />
  const rows = closes.data
  return (
    <Panel
      title="Closed counters today"
      description="A closed counter takes no payments. Reopen it, with a reason, for a payment that came after the count; or take that payment into tomorrow's count at the counter."
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No cashier has closed today yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <span>
                <span className="font-semibold text-slate-900">{row.cashierName}</span> closed{' '}
                {formatDateKeyNumeric(row.date)} at {formatTime(row.closedAt)}, counted cash{' '}
                {formatPaise(row.countedCashPaise)}
              </span>
              <button
                type="button"
                className={buttonStyles('outline', 'sm')}
                onClick={() => confirm.ask(row)}
                aria-label={`Reopen the day of ${row.cashierName}`}
              >
                Reopen
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...confirm.dialog}
        title={`Reopen the day of ${confirm.target?.cashierName ?? ''}?`}
        confirmLabel="Reopen the day"
        pendingLabel="Reopening..."
        reason={{
          label: 'Reason for reopening',
          requiredMessage: 'Please give a reason for reopening this day.',
          maxLength: 500,
        }}
      >
        <p>The close and its count stay in the audit log. The cashier can then collect again and close once more.</p>
      </ConfirmDialog>
    </Panel>
  )
}
