// The rows a fee structure table shares on the family's dashboard and in the set-up grid: heads down, terms across.
import { Fragment } from 'react'
import { TableHead } from '~/components/ui/TableHead'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'

type Term = { id: string; name: string; dueDate: string; issuedAt?: unknown }

/** `px-4` on the dashboard, `px-3` in the denser set-up grid; amounts right-aligned where they are only read. */
type Layout = { padding: 'px-3' | 'px-4'; amounts: 'text-left' | 'text-right' }

/** The header row: Head, then each term with its due date (and whether it is issued, when asked). */
export function StructureHead({
  terms,
  layout,
  showIssued = false,
}: {
  terms: readonly Term[]
  layout: Layout
  showIssued?: boolean
}) {
  return (
    <TableHead
      className="border-b border-slate-200 bg-slate-50"
      cellClass={`${layout.padding} py-2 ${layout.amounts} font-semibold`}
      columns={[
        { label: 'Head', className: `${layout.padding} py-2 text-left font-semibold` },
        ...terms.map((term) => (
          <Fragment key={term.id}>
            {term.name}
            <span className="block text-xs font-normal text-slate-600">
              due {formatDateKeyNumeric(term.dueDate)}
              {showIssued && term.issuedAt ? ' · issued' : ''}
            </span>
          </Fragment>
        )),
      ]}
    />
  )
}

/** The footer row: its label, then each term's total. */
export function TermTotalsFoot({
  label,
  totals,
  layout,
}: {
  label: string
  totals: readonly { termId: string; totalPaise: number }[]
  layout: Layout
}) {
  return (
    <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
      <tr>
        <th scope="row" className={`${layout.padding} py-2 text-left`}>
          {label}
        </th>
        {totals.map((total) => (
          <td key={total.termId} className={`${layout.padding} py-2 ${layout.amounts} tabular-nums`}>
            {formatPaise(total.totalPaise)}
          </td>
        ))}
      </tr>
    </tfoot>
  )
}
