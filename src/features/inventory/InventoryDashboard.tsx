// InventoryDashboard: the figures, what needs attention (low stock, repairs), the latest movements and the value
// of the stock by category as a chart whose numbers are also a table.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { buttonStyles } from '~/components/ui/button-styles'
import { TableHead } from '~/components/ui/TableHead'
import type { AppRouter } from '~/server/trpc/root'
import { categoryLabels } from '~/shared/inventory-labels'
import type { InventoryCategory } from '~/shared/inventory-options'
import { formatPaise, groupIndian } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { Panel } from '~/components/ui/Panel'
import { InventoryPageHeader } from './InventoryLayout'
import { ConditionBadge, MovementTable } from './ui'

type Dashboard = inferRouterOutputs<AppRouter>['inventory']['dashboard']

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-600">{hint}</dd>}
    </div>
  )
}

type StockRow = Dashboard['lowStock'][number]

function ItemRows({
  rows,
  empty,
  caption,
  show,
}: {
  rows: StockRow[]
  empty: string
  caption: string
  show: 'stock' | 'condition'
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>
  return (
    <ul className="divide-y divide-slate-100" aria-label={caption}>
      {rows.map((row) => (
        <li key={row.id} className="flex items-center justify-between gap-3 py-2.5">
          <Link
            to="/inventory/item/$id"
            params={{ id: row.id }}
            className="min-w-0 font-semibold text-brand-700 hover:underline"
          >
            <span className="block truncate">{row.name}</span>
            <span className="block text-xs font-normal text-slate-600">{row.code}</span>
          </Link>
          {show === 'stock' ? (
            <span className="shrink-0 text-right text-sm text-slate-800 tabular-nums">
              <span className="font-bold text-red-700">{row.onHand}</span> / {row.reorderLevel} {row.unit}
              <span className="sr-only"> on hand, reorder level {row.reorderLevel}</span>
            </span>
          ) : (
            <ConditionBadge condition={row.condition} />
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * A horizontal bar chart: the bars are SVG, the labels and amounts HTML (so they keep their size on a phone). Screen
 * readers get the whole chart as one image with its numbers in the label; the same numbers open as a table.
 */
export function ValueByCategoryChart({ rows, total }: { rows: Dashboard['valueByCategory']; total: bigint }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No stock with a unit cost yet.</p>
  // Values are bigints (exact paise); bar widths and shares only need a ratio.
  const max = Math.max(...rows.map((row) => Number(row.valuePaise)))
  const label = (category: string) => categoryLabels[category as InventoryCategory] ?? category
  const summary = `Stock value by category: ${rows.map((row) => `${label(row.category)} ${formatPaise(row.valuePaise)}`).join(', ')}.`
  return (
    <figure>
      <div role="img" aria-label={summary} className="space-y-3">
        {rows.map((row) => (
          <div
            key={row.category}
            className="grid grid-cols-[7rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[8rem_1fr_9rem]"
          >
            <span className="text-sm font-semibold text-slate-700">{label(row.category)}</span>
            <svg className="h-6 w-full" aria-hidden="true" focusable="false">
              <rect
                x="0"
                y="0"
                height="100%"
                width={`${Math.max(0.5, (Number(row.valuePaise) * 100) / max)}%`}
                rx="5"
                className="fill-brand-600"
              />
            </svg>
            <span className="col-start-2 text-sm text-slate-800 tabular-nums sm:col-start-3 sm:text-right">
              {formatPaise(row.valuePaise)}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="sr-only">Stock value by category</figcaption>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer rounded font-semibold text-brand-700 hover:underline">
          Show the numbers as a table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Stock value by category</caption>
          <TableHead
            rowClass="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
            cellClass="py-1.5 pr-3"
            columns={[
              'Category',
              { label: 'Value', className: 'py-1.5 pr-3 text-right' },
              { label: 'Share', className: 'py-1.5 text-right' },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.category} className="border-b border-slate-100">
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {label(row.category)}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">{formatPaise(row.valuePaise)}</td>
                <td className="py-1.5 text-right tabular-nums">
                  {total ? Math.round((Number(row.valuePaise) * 100) / Number(total)) : 0}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

export function InventoryDashboard() {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.inventory.dashboard.queryOptions())
  return (
    <>
      <InventoryPageHeader title="Inventory dashboard" description="Stock across the school, and what needs attention.">
        <Link to="/inventory/add-item" className={buttonStyles('primary', 'md')}>
          Add item
        </Link>
      </InventoryPageHeader>

      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure label="Items" value={groupIndian(data.itemCount)} hint="Active, not archived" />
        <Figure label="Units on hand" value={groupIndian(data.unitsOnHand)} />
        <Figure label="Stock value" value={formatPaise(data.stockValuePaise)} hint="Quantity × unit cost" />
      </dl>

      <div className="mt-6 grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <Panel
          headingId="low-stock-heading"
          title={`Low stock (${data.lowStockCount})`}
          actions={
            data.lowStockCount > 0 ? (
              <Link
                to="/inventory/list"
                search={{ low: true }}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                See all
              </Link>
            ) : undefined
          }
        >
          <ItemRows
            rows={data.lowStock}
            show="stock"
            caption="Items at or below their reorder level"
            empty="Nothing is at or below its reorder level."
          />
        </Panel>
        <Panel
          headingId="attention-heading"
          title={`Needs repair or damaged (${data.attentionCount})`}
          actions={
            data.attentionCount > 0 ? (
              <Link
                to="/inventory/list"
                search={{ condition: 'needs_repair' }}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                Needs repair
              </Link>
            ) : undefined
          }
        >
          <ItemRows
            rows={data.attention}
            show="condition"
            caption="Items needing repair or damaged"
            empty="No item needs repair."
          />
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 [&>*]:min-w-0">
        <Panel headingId="value-heading" title="Stock value by category">
          <ValueByCategoryChart rows={data.valueByCategory} total={data.stockValuePaise} />
        </Panel>
        <Panel
          headingId="latest-heading"
          title="Latest movements"
          actions={
            <Link to="/inventory/movements" className="text-sm font-semibold text-brand-700 hover:underline">
              All movements
            </Link>
          }
        >
          {data.latestMovements.length ? (
            <MovementTable rows={data.latestMovements} caption="Latest movements" showItem />
          ) : (
            <p className="text-sm text-slate-600">No movements yet.</p>
          )}
        </Panel>
      </div>
    </>
  )
}
