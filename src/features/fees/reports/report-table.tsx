// The report tables' cells: small headers over the columns, money and counts on the right.
import type { ReactNode } from 'react'
import { cx } from '~/components/ui/cx'

export const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
const thRight = cx(th, 'text-right')
export const td = 'px-3 py-2'
export const tdMoney = 'px-3 py-2 text-right tabular-nums'

/** A report row's first cell, which names the row for screen readers. */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={cx(td, 'text-left font-medium')}>
      {children}
    </th>
  )
}

/** A column header on the right, over money and counts. */
export const right = (label: string) => ({ label, className: thRight })
