// The day's online settlement (administrators): the gateway's payments of a school day beside our receipts, with
// the gateway's fee and the day's totals; a capture with no receipt, or a receipt the gateway does not show as
// captured, is flagged; each payment shows its refunds (a pending one says so). Below it, the online payments kept
// for review, each with buttons to apply it to the dues or refund it. On phones both are stacked lists, not tables.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormDialog } from '~/components/ui/FormDialog'
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
import { RefundForm } from '../RefundForm'
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

type RefundLine = { numberText: string; amountPaise: number; status: 'pending' | 'processed' }

/** A payment's refunds in words: "R2026-27/0001 ₹100.00 (pending at the gateway)". */
function refundsText(refunds: readonly RefundLine[]) {
  return refunds
    .map(
      (r) =>
        `${r.numberText} ${formatPaise(r.amountPaise)}${r.status === 'pending' ? ' (pending at the gateway)' : ''}`,
    )
    .join(', ')
}

type ReviewRow = {
  orderId: string
  paidAt: Date | null
  payerName: string
  students: { name: string }[]
  amountPaise: number
  note: string | null
  refunds: RefundLine[]
}

function ForReview() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.payments.forReview.queryOptions())
  const [refunding, setRefunding] = useState<ReviewRow | null>(null)
  const refreshAll = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() })
    await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  }
  const apply = useMutation(
    trpc.payments.applyParked.mutationOptions({
      onSuccess: async ({ numberText, appliedPaise }) => {
        toast.success(`${formatPaise(appliedPaise)} applied to the dues on receipt ${numberText}`)
        await refreshAll()
      },
    }),
  )
  const refund = useMutation(
    trpc.payments.refundParked.mutationOptions({
      onSuccess: async ({ numberText, amountPaise }) => {
        toast.success(`Refund ${numberText} of ${formatPaise(amountPaise)} made`)
        setRefunding(null)
        await refreshAll()
      },
      // A refund the gateway did not confirm is written (pending): the list must show it.
      onError: () => void refreshAll(),
    }),
  )
  const actions = (row: ReviewRow) =>
    row.amountPaise > 0 && (
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles('outline', 'sm')}
          disabled={apply.isPending}
          aria-label={`Apply to dues: ${formatPaise(row.amountPaise)} from ${row.payerName}`}
          onClick={() => apply.mutate({ orderId: row.orderId })}
        >
          Apply to dues
        </button>
        <button
          type="button"
          className={buttonStyles('dangerOutline', 'sm')}
          aria-label={`Refund: ${formatPaise(row.amountPaise)} from ${row.payerName}`}
          onClick={() => {
            refund.reset()
            setRefunding(row)
          }}
        >
          Refund
        </button>
      </div>
    )
  const kept = (row: ReviewRow) => (
    <>
      {formatPaise(row.amountPaise)}
      {row.refunds.length > 0 && (
        <span className="block text-xs font-normal text-slate-600">Refunded: {refundsText(row.refunds)}</span>
      )}
    </>
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
      {list.data && list.data.length === 0 && (
        <p className="text-sm text-slate-600">No online payment is kept for review.</p>
      )}
      {list.data && list.data.length > 0 && (
        <>
          <ul
            aria-label="Payments kept for review"
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 md:hidden"
          >
            {list.data.map((row) => (
              <li key={row.orderId} className="space-y-1 p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <span className="font-semibold">{row.payerName}</span>
                  <span className="text-right font-semibold tabular-nums">{kept(row)}</span>
                </div>
                <p>{row.students.map((student) => student.name).join(', ')}</p>
                <p className="text-slate-600">
                  {row.paidAt ? formatDateTimeNumeric(row.paidAt) : ''} · {row.note}
                </p>
                {actions(row)}
              </li>
            ))}
          </ul>
          <div
            className="hidden overflow-x-auto focus-visible:outline-brand-500 md:block"
            tabIndex={0}
            role="region"
            aria-label="Payments kept for review"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">Online payments kept for review</caption>
              <TableHead
                className="border-b border-slate-200"
                cellClass={th}
                columns={['Paid', 'Family', 'Student', right('Amount kept'), 'Why', 'Action']}
              />
              <tbody className="divide-y divide-slate-100">
                {list.data.map((row) => (
                  <tr key={row.orderId}>
                    <td className={cx(td, 'tabular-nums')}>{row.paidAt ? formatDateTimeNumeric(row.paidAt) : ''}</td>
                    <td className={td}>{row.payerName}</td>
                    <td className={td}>{row.students.map((student) => student.name).join(', ')}</td>
                    <td className={tdMoney}>{kept(row)}</td>
                    <td className={td}>{row.note}</td>
                    <td className={td}>{actions(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <FormDialog
        open={refunding !== null}
        size="md"
        title={`Refund ${refunding ? formatPaise(refunding.amountPaise) : ''} kept for review`}
        busy={refund.isPending}
        onClose={() => setRefunding(null)}
      >
        {refunding && (
          <RefundForm
            key={refunding.orderId}
            idPrefix="parked-refund"
            refundablePaise={refunding.amountPaise}
            explanation={`The money ${refunding.payerName} paid goes back through the payment gateway to the account it came from. It was never put on any fees, so nothing becomes due again.`}
            busy={refund.isPending}
            error={refund.error}
            onSubmit={(values) => refund.mutate({ orderId: refunding.orderId, ...values })}
            onCancel={() => setRefunding(null)}
          />
        )}
      </FormDialog>
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
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
            {[
              ['Captured', `${formatPaise(report.data.totals.capturedPaise)} (${report.data.totals.capturedCount})`],
              ['Gateway fees', formatPaise(report.data.totals.feePaise)],
              ['Receipted', formatPaise(report.data.totals.receiptedPaise)],
              [
                'Refunded',
                formatPaise(report.data.totals.refundedPaise) +
                  (report.data.totals.refundPendingPaise > 0
                    ? ` (${formatPaise(report.data.totals.refundPendingPaise)} pending)`
                    : ''),
              ],
              ['To look at', String(report.data.totals.flagged)],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {report.data.rows.length === 0 && <p className="text-sm text-slate-600">No online payments on this day.</p>}
          {report.data.rows.length > 0 && (
            <>
              <ul
                aria-label="Payments of the day"
                className="divide-y divide-slate-100 rounded-xl border border-slate-200 md:hidden"
              >
                {report.data.rows.map((row) => (
                  <li
                    key={`${row.gatewayPaymentId}:${row.receipt?.id ?? ''}`}
                    className={cx('space-y-1 p-3 text-sm', row.flag && 'bg-amber-50')}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <span className="font-semibold">{row.students || 'Unknown student'}</span>
                      <span className="font-semibold tabular-nums">
                        {row.status === 'not listed' ? '' : formatPaise(row.amountPaise)}
                      </span>
                    </div>
                    <p className="font-mono text-xs break-all text-slate-700">{row.gatewayPaymentId}</p>
                    <p className="text-slate-600">
                      {row.at ? `${formatTime(row.at)} · ` : ''}Receipt {row.receipt?.numberText ?? 'none'}
                      {row.feePaise === null ? '' : ` · fee ${formatPaise(row.feePaise)}`} · {row.status}
                    </p>
                    {row.refunds.length > 0 && <p className="text-slate-700">Refunded: {refundsText(row.refunds)}</p>}
                    {row.flag && <Pill tone="danger">{flagLabels[row.flag]}</Pill>}
                  </li>
                ))}
              </ul>
              <div
                className="hidden overflow-x-auto focus-visible:outline-brand-500 md:block"
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
                    columns={[
                      'Gateway payment',
                      'Time',
                      'Receipt',
                      'Student',
                      right('Amount'),
                      right('Fee'),
                      'Refunds',
                      'Status',
                    ]}
                  />
                  <tbody className="divide-y divide-slate-100">
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
                        <td className={cx(td, 'tabular-nums')}>{refundsText(row.refunds)}</td>
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
            </>
          )}
        </div>
      )}
    </Panel>
  )
}
