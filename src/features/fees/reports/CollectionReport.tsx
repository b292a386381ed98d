// Today's collection, or another day's: the total, then the receipts by mode and by cashier.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { todayKey } from '~/shared/clock'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { ReportDate } from './ReportDate'
import { right, RowHeader, td, tdMoney, th } from './report-table'

export function CollectionReport() {
  const trpc = useTRPC()
  const [date, setDate] = useState(todayKey)
  const report = useQuery({ ...trpc.fees.reports.collection.queryOptions({ date }), placeholderData: keepPreviousData })
  return (
    <Panel
      title={date === todayKey() ? "Today's collection" : `Collection on ${formatDateKeyNumeric(date)}`}
      actions={<ReportDate date={date} onChange={setDate} />}
    >
      {report.isPending && <LoadingState label="Loading the collection..." />}
      {report.isError && <ErrorState message={errorText(report.error)} onRetry={() => void report.refetch()} />}
      {report.data && (
        <div className="space-y-6">
          <p className="text-lg">
            <span className="font-bold tabular-nums">{formatPaise(report.data.totalPaise)}</span> in {report.data.count}{' '}
            receipt{report.data.count === 1 ? '' : 's'}
            {report.data.voided.count > 0 && (
              <span className="text-sm text-slate-600">
                {' '}
                ({report.data.voided.count} void, {formatPaise(report.data.voided.totalPaise)}, not counted)
              </span>
            )}
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            <CountTable
              caption="By mode"
              nameHeader="Mode"
              rows={report.data.byMode.map((row) => ({
                key: row.mode,
                name: row.label,
                count: row.count,
                totalPaise: row.totalPaise,
              }))}
            />
            <CountTable
              caption="By cashier"
              nameHeader="Cashier"
              rows={report.data.byCashier.map((row) => ({
                key: row.cashierId,
                name: row.cashierName,
                count: row.count,
                totalPaise: row.totalPaise,
              }))}
            />
          </div>
        </div>
      )}
    </Panel>
  )
}

function CountTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: string
  nameHeader: string
  rows: { key: string; name: string; count: number; totalPaise: number }[]
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-800">{caption}</caption>
        <TableHead
          className="border-b border-slate-200"
          cellClass={th}
          columns={[nameHeader, right('Receipts'), right('Amount')]}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className={cx(td, 'text-slate-600')}>
                No receipts on this day.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <RowHeader>{row.name}</RowHeader>
              <td className={tdMoney}>{row.count}</td>
              <td className={tdMoney}>{formatPaise(row.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
