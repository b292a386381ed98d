// Defaulters by family: every family that owes on a term past its due date (all years), one total per family with
// its children listed under it, the largest first, a page at a time, with the CSV export.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { cx } from '~/components/ui/cx'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { defaulterPageSize } from '../first-queries'
import { right, RowHeader, td, tdMoney, th } from './report-table'

export function DefaulterFamilies() {
  const trpc = useTRPC()
  const [page, setPage] = useState(1)
  const report = useQuery({
    ...trpc.fees.reports.defaulterFamilies.queryOptions({ page, pageSize: defaulterPageSize }),
    placeholderData: keepPreviousData,
  })
  const data = report.data
  return (
    <Panel
      title="Defaulters by family"
      actions={
        <ExportCsvForm
          action="/api/fees/defaulter-families.csv"
          fields={{}}
          disabled={!data?.items.length}
          disabledReason="No family owes anything past due."
        />
      }
    >
      <p className="text-sm text-slate-700">
        Every term past its due date, all years. Children who share a guardian are one family.
      </p>
      <div className="mt-4">
        {report.isPending && <LoadingState label="Loading defaulters by family..." />}
        {report.isError && <ErrorState message={errorText(report.error)} onRetry={() => void report.refetch()} />}
        {data && data.items.length === 0 && (
          <EmptyState
            message={
              data.terms === 0 ? 'No term is past its due date yet.' : 'No family owes anything on a past-due term.'
            }
          />
        )}
        {data && data.items.length > 0 && (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {data.totals.families} famil{data.totals.families === 1 ? 'y' : 'ies'} ({data.totals.students} student
              {data.totals.students === 1 ? '' : 's'}) owe{data.totals.families === 1 ? 's' : ''}{' '}
              <span className="font-semibold">{formatPaise(data.totals.outstandingPaise)}</span> (late fees{' '}
              {formatPaise(data.totals.lateFeesPaise)}) as of {formatDateKeyNumeric(data.asOf)}.
            </p>
            <div
              tabIndex={0}
              aria-busy={report.isFetching}
              aria-label="Defaulters by family"
              role="region"
              className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-brand-500"
            >
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Defaulters by family, largest total first</caption>
                <TableHead
                  className="border-b border-slate-200 bg-slate-50"
                  cellClass={th}
                  columns={['Family', 'Children', right('Late fees'), right('Family total')]}
                />
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((family) => (
                    <tr key={family.key} className="align-top">
                      <RowHeader>
                        {family.label}
                        {family.phone && (
                          <span className="block text-xs font-normal text-slate-600">{family.phone}</span>
                        )}
                      </RowHeader>
                      <td className={td}>
                        <ul className="space-y-1">
                          {family.children.map((child) => (
                            <li key={child.studentId}>
                              <span className="font-medium">{child.name}</span>
                              {child.classLabel && <span className="text-slate-600">, {child.classLabel}</span>}:{' '}
                              <span className="tabular-nums">{formatPaise(child.outstandingPaise)}</span>
                              <span className="block text-xs text-slate-600">
                                {child.terms.map((t) => `${t.name} ${t.yearName}`).join(', ')}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td className={tdMoney}>{formatPaise(family.lateFeesPaise)}</td>
                      <td className={cx(tdMoney, 'font-semibold text-red-800')}>
                        {formatPaise(family.outstandingPaise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              className="mt-4"
              page={data.page}
              pageCount={data.pageCount}
              label="Family pages"
              onChange={setPage}
              disabled={report.isFetching}
            />
          </>
        )}
      </div>
    </Panel>
  )
}
