// The ledger per class: for the year or one term, what was charged, taken off (concessions, waivers), added
// (late fees), collected and is still outstanding. The server derives every figure from the ledger, so each row
// holds charged - concessions + fines - waivers = collected + outstanding.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Field, inputClass } from '~/components/form/Field'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { TableHead } from '~/components/ui/TableHead'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { Panel } from '~/components/ui/Panel'
import { RefundsReport } from '../reports/RefundsReport'
import { todayKey } from '~/shared/clock'

const columns = [
  ['chargedPaise', 'Charged'],
  ['concessionPaise', 'Concessions'],
  ['finePaise', 'Late fees'],
  ['waivedPaise', 'Waived'],
  ['paidPaise', 'Collected'],
  ['outstandingPaise', 'Outstanding'],
] as const

type Row = Record<(typeof columns)[number][0], number> & { students: number }

export function SummarySection() {
  return (
    <div className="space-y-6">
      <LedgerSummary />
      <RefundsReport today={todayKey()} />
    </div>
  )
}

function LedgerSummary() {
  const trpc = useTRPC()
  const terms = useQuery(trpc.fees.setup.terms.list.queryOptions({}))
  const [termId, setTermId] = useState('')
  const summary = useQuery({
    ...trpc.fees.reports.summary.queryOptions(termId ? { termId } : {}),
    placeholderData: keepPreviousData,
  })

  const data = summary.data
  return (
    <Panel
      title="Ledger summary"
      description="Per class, from the ledger: charged, less concessions, plus late fees, less waivers, equals collected plus outstanding. Late fees are counted as of today."
    >
      <Field id="summary-term" label="Period">
        {(aria) => (
          <select
            {...aria}
            value={termId}
            onChange={(event) => setTermId(event.target.value)}
            className={cx(inputClass, 'sm:w-auto')}
          >
            <option value="">The whole year</option>
            {(terms.data?.terms ?? []).map((term) => (
              <option key={term.id} value={term.id}>
                {term.name} (due {formatDateKeyNumeric(term.dueDate)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="mt-5" aria-live="polite">
        {summary.isPending && <LoadingState label="Adding up the ledger..." />}
        {summary.isError && <ErrorState message={errorText(summary.error)} onRetry={() => void summary.refetch()} />}
        {data && data.classes.length === 0 && (
          <EmptyState message="Nothing has been charged yet: issue a term first." />
        )}
        {data && data.classes.length > 0 && (
          <div
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-brand-500"
          >
            <table className="w-full min-w-[44rem] text-sm">
              <caption className="sr-only">Ledger by class as of {formatDateKeyNumeric(data.asOf)}</caption>
              <TableHead
                className="bg-slate-50"
                cellClass="px-3 py-2 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase"
                columns={[
                  {
                    label: 'Class',
                    className: 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase',
                  },
                  'Students',
                  ...columns.map(([, label]) => label),
                ]}
              />
              <tbody className="divide-y divide-slate-100">
                {data.classes.map((row) => (
                  <SummaryRow key={row.className} label={row.classLabel} row={row} />
                ))}
              </tbody>
              <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
                <SummaryRow label="All classes" row={data.total} />
              </tfoot>
            </table>
          </div>
        )}
        {data && data.classes.length > 0 && (
          <p className="mt-3 text-sm text-slate-700" data-testid="summary-late-fees-owed">
            Of the late fees, {formatPaise(data.total.lateFeesOwedPaise)} is still owed (included in Outstanding).
          </p>
        )}
      </div>
    </Panel>
  )
}

function SummaryRow({ label, row }: { label: string; row: Row }) {
  return (
    <tr>
      <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
        {label}
      </th>
      <td className="px-3 py-2 text-right tabular-nums">{row.students}</td>
      {columns.map(([key]) => (
        <td
          key={key}
          className={cx(
            'px-3 py-2 text-right whitespace-nowrap tabular-nums',
            key === 'outstandingPaise' && row[key] > 0 && 'text-red-800',
          )}
        >
          {formatPaise(row[key])}
        </td>
      ))}
    </tr>
  )
}
