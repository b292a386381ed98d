// The bursar's view of money handed back and money held: the counter's refunds of a date range (numbered, with
// mode, reason and the approving administrator) and every student's credit still held.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Field, inputClass } from '~/components/form/Field'
import { Panel } from '~/components/ui/Panel'
import { formatDateKeyNumeric } from '~/shared/dates'
import { refundSourceLabels } from '~/shared/fee-charges'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { refundsFirstRange } from '../first-queries'

export function RefundsReport({ today }: { today: string }) {
  const trpc = useTRPC()
  const [from, setFrom] = useState(() => refundsFirstRange(today).from)
  const [to, setTo] = useState(today)
  const refunds = useQuery(trpc.fees.reports.refunds.queryOptions({ from, to }))
  const held = useQuery(trpc.fees.reports.creditHeld.queryOptions())
  return (
    <Panel
      title="Refunds and credit held"
      description="Money in = money out (refunds) + held (fees paid and credit). Credit is used when a term is issued."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="refunds-from" label="From">
          {(aria) => (
            <input
              {...aria}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="refunds-to" label="To">
          {(aria) => (
            <input {...aria} type="date" value={to} onChange={(e) => setTo(e.target.value)} className={inputClass} />
          )}
        </Field>
      </div>
      <div tabIndex={0} className="mt-4 overflow-x-auto focus-visible:outline-brand-500">
        <table className="min-w-full text-left text-sm">
          <caption className="text-left text-sm font-semibold text-slate-800">
            Refunds: {formatPaise(refunds.data?.totalPaise ?? 0)}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-3">
                Number
              </th>
              <th scope="col" className="py-1 pr-3">
                Date
              </th>
              <th scope="col" className="py-1 pr-3">
                Student
              </th>
              <th scope="col" className="py-1 pr-3">
                Of
              </th>
              <th scope="col" className="py-1 pr-3">
                Mode
              </th>
              <th scope="col" className="py-1 pr-3">
                Reason
              </th>
              <th scope="col" className="py-1 pr-3">
                Approved by
              </th>
              <th scope="col" className="py-1 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {(refunds.data?.items ?? []).map((row) => (
              <tr key={row.id} className="border-b border-slate-100">
                <td className="py-1 pr-3 whitespace-nowrap">{row.numberText}</td>
                <td className="py-1 pr-3 whitespace-nowrap">{formatDateKeyNumeric(row.date)}</td>
                <td className="py-1 pr-3">{row.studentName}</td>
                <td className="py-1 pr-3">
                  {refundSourceLabels[row.source as keyof typeof refundSourceLabels] ?? row.source}
                  {row.receiptNumber && ` ${row.receiptNumber}`}
                </td>
                <td className="py-1 pr-3">
                  {row.modeLabel}
                  {row.reference && ` · ${row.reference}`}
                </td>
                <td className="py-1 pr-3">{row.reason}</td>
                <td className="py-1 pr-3">{row.approvedByName}</td>
                <td className="py-1 text-right tabular-nums">{formatPaise(row.amountPaise)}</td>
              </tr>
            ))}
            {refunds.data?.items.length === 0 && (
              <tr>
                <td colSpan={8} className="py-2 text-slate-600">
                  No refunds in these dates.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-800">
        Credit held: {formatPaise(held.data?.totalPaise ?? 0)}
      </h3>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
        {(held.data?.items ?? []).map((row) => (
          <li key={row.studentId}>
            {row.name}: <span className="tabular-nums">{formatPaise(row.balancePaise)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
