// The day's online settlement (administrators): the gateway's payments of a school day beside our receipts, with
// the gateway's fee and the day's totals; a capture with no receipt, or a receipt the gateway does not show as
// captured, is flagged. Below it, the online payments kept for review, each with a button to apply it to the dues.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { Pill } from '~/components/ui/Pill'
import { TableHead } from '~/components/ui/TableHead'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { todayKey } from '~/shared/clock'
import { formatDateKeyNumeric, formatDateTimeNumeric, formatTime } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { ReportDate } from './ReportDate'
import { right, td, tdMoney, th } from './report-table'

const flagLabels = {
  'captured-not-receipted': 'Captured, no receipt',
  'receipted-not-captured': 'Receipt, not captured',
} as const

export function SettlementReport() {
  return (
    <div className="space-y-6">
      <SettlementDay />
      <ForReview />
    </div>
  )
}

function ForReview() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.payments.forReview.queryOptions())
  const apply = useMutation(
    trpc.payments.applyParked.mutationOptions({
      onSuccess: async ({ numberText, appliedPaise }) => {
        toast.success(`${formatPaise(appliedPaise)} applied to the dues on receipt ${numberText}`)
        await queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() })
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
      },
    }),
  )
  return (
    <Panel title="For review">
      {list.isPending && <LoadingState label="Loading the payments kept for review..." />}
      {list.isError && <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />}
      {apply.isError && (
        <p role="alert" className="mb-3 text-sm font-semibold text-red-700">
          {errorText(apply.error)}
        </p>
      )}
      {list.data && (
        <div
          className="overflow-x-auto focus-visible:outline-brand-500"
          tabIndex={0}
          role="region"
          aria-label="Payments kept for review"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Online payments kept for review</caption>
            <TableHead
              className="border-b border-slate-200"
              cellClass={th}
              columns={['Paid', 'Family', 'Student', right('Amount'), 'Why', 'Action']}
            />
            <tbody className="divide-y divide-slate-100">
              {list.data.length === 0 && (
                <tr>
                  <td colSpan={6} className={cx(td, 'text-slate-600')}>
                    No online payment is kept for review.
                  </td>
                </tr>
              )}
              {list.data.map((row) => (
                <tr key={row.orderId}>
                  <td className={cx(td, 'tabular-nums')}>{row.paidAt ? formatDateTimeNumeric(row.paidAt) : ''}</td>
                  <td className={td}>{row.payerName}</td>
                  <td className={td}>{row.students.map((student) => student.name).join(', ')}</td>
                  <td className={tdMoney}>{formatPaise(row.amountPaise)}</td>
                  <td className={td}>{row.note}</td>
                  <td className={td}>
                    <button
                      type="button"
                      className={buttonStyles('outline', 'sm')}
                      disabled={apply.isPending}
                      aria-label={`Apply to dues: ${formatPaise(row.amountPaise)} from ${row.payerName}`}
                      onClick={() => apply.mutate({ orderId: row.orderId })}
                    >
                      Apply to dues
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  )
}

function SettlementDay() {
  const trpc = useTRPC()
  const [date, setDate] = useState(todayKey)
  const report = useQuery({ ...trpc.payments.settlement.queryOptions({ date }), placeholderData: keepPreviousData })
  return (
    <Panel
      title={`Online settlement on ${formatDateKeyNumeric(date)}`}
      actions={<ReportDate date={date} onChange={setDate} />}
    >
      {report.isPending && <LoadingState label="Asking the payment gateway..." />}
      {/* A refusal (no gateway configured) is the school's set-up, not a failure to retry. */}
      {report.isError &&
        (report.error.data?.code === 'BAD_REQUEST' ? (
          <EmptyState message={errorText(report.error)} />
        ) : (
          <ErrorState message={errorText(report.error)} onRetry={() => void report.refetch()} />
        ))}
      {report.data && (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {[
              ['Captured', `${formatPaise(report.data.totals.capturedPaise)} (${report.data.totals.capturedCount})`],
              ['Gateway fees', formatPaise(report.data.totals.feePaise)],
              ['Receipted', formatPaise(report.data.totals.receiptedPaise)],
              ['To look at', String(report.data.totals.flagged)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div
            className="overflow-x-auto focus-visible:outline-brand-500"
            tabIndex={0}
            role="region"
            aria-label="Payments of the day"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">
                Gateway payments and receipts on {formatDateKeyNumeric(report.data.date)}
              </caption>
              <TableHead
                className="border-b border-slate-200"
                cellClass={th}
                columns={['Gateway payment', 'Time', 'Receipt', 'Student', right('Amount'), right('Fee'), 'Status']}
              />
              <tbody className="divide-y divide-slate-100">
                {report.data.rows.length === 0 && (
                  <tr>
                    <td colSpan={7} className={cx(td, 'text-slate-600')}>
                      No online payments on this day.
                    </td>
                  </tr>
                )}
                {report.data.rows.map((row) => (
                  <tr
                    key={`${row.gatewayPaymentId}:${row.receipt?.id ?? ''}`}
                    className={row.flag ? 'bg-amber-50' : undefined}
                  >
                    <td className={cx(td, 'font-mono text-xs break-all')}>{row.gatewayPaymentId}</td>
                    <td className={cx(td, 'tabular-nums')}>{row.at ? formatTime(row.at) : ''}</td>
                    <td className={cx(td, 'tabular-nums')}>{row.receipt?.numberText ?? 'None'}</td>
                    <td className={td}>{row.students}</td>
                    <td className={tdMoney}>{row.status === 'not listed' ? '' : formatPaise(row.amountPaise)}</td>
                    <td className={tdMoney}>{row.feePaise === null ? '' : formatPaise(row.feePaise)}</td>
                    <td className={td}>
                      {row.status}
                      {row.flag && (
                        <span className="ml-2">
                          <Pill tone="danger">{flagLabels[row.flag]}</Pill>
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Panel>
  )
}
