// Small pieces shared by the inventory screens: the status pills and the movement table.
import { Link } from '@tanstack/react-router'
import { cx } from '~/components/ui/cx'
import { Pill, type PillTone } from '~/components/ui/Pill'
import { TableHead } from '~/components/ui/TableHead'
import { formatDateKeyNumeric } from '~/shared/dates'
import { conditionLabels, movementKindLabels, movementPartyText } from '~/shared/inventory-labels'
import type { InventoryCondition, MovementKind } from '~/shared/inventory-options'

const conditionTones: Record<InventoryCondition, PillTone> = {
  new: 'success',
  good: 'success',
  fair: 'neutral',
  needs_repair: 'warning',
  damaged: 'danger',
  disposed: 'neutral',
}

export function ConditionBadge({ condition }: { condition: string }) {
  const known = condition as InventoryCondition
  return <Pill tone={conditionTones[known] ?? 'neutral'}>{conditionLabels[known] ?? condition}</Pill>
}

export function LowStockBadge() {
  return <Pill tone="danger">Low stock</Pill>
}

export function ArchivedBadge() {
  return <Pill tone="neutral">Archived</Pill>
}

/** "+10", "-3": the change a movement made. */
export function formatDelta(delta: number): string {
  return delta > 0 ? `+${delta}` : `${delta === 0 ? '' : '−'}${Math.abs(delta)}`
}

export type MovementRow = {
  id: string
  kind: string
  delta: number
  onHandAfter: number
  occurredOn: string
  reference: string | null
  note: string | null
  partyType: string | null
  party: string | null
  recordedByName: string
  item?: { id: string; code: string; name: string; unit: string }
}

/** The ledger as a table; on a phone it scrolls sideways inside its panel. */
export function MovementTable({
  rows,
  caption,
  showItem = false,
}: {
  rows: MovementRow[]
  caption: string
  showItem?: boolean
}) {
  return (
    // Focusable so a keyboard user can scroll it sideways on a phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
          cellClass="py-2 pr-3 font-semibold"
          columns={[
            'Date',
            showItem && 'Item',
            'Movement',
            { label: 'Change', className: 'py-2 pr-3 text-right font-semibold' },
            { label: 'On hand', className: 'py-2 pr-3 text-right font-semibold' },
            'Details',
            { label: 'By', className: 'py-2 font-semibold' },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="py-2.5 pr-3 whitespace-nowrap text-slate-700">{formatDateKeyNumeric(row.occurredOn)}</td>
              {showItem && (
                <td className="py-2.5 pr-3">
                  {row.item && (
                    <Link
                      to="/inventory/item/$id"
                      params={{ id: row.item.id }}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {row.item.name} <span className="font-normal text-slate-600">({row.item.code})</span>
                    </Link>
                  )}
                </td>
              )}
              <td className="py-2.5 pr-3 font-semibold text-slate-900">
                {movementKindLabels[row.kind as MovementKind] ?? row.kind}
              </td>
              <td
                className={cx(
                  'py-2.5 pr-3 text-right tabular-nums',
                  row.delta < 0 ? 'text-red-700' : 'text-emerald-800',
                )}
              >
                {formatDelta(row.delta)}
              </td>
              <td className="py-2.5 pr-3 text-right tabular-nums">{row.onHandAfter}</td>
              <td className="py-2.5 pr-3 text-slate-700">
                {[
                  movementPartyText(row.kind, row.party, row.partyType),
                  row.reference && `Ref. ${row.reference}`,
                  row.note,
                ]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </td>
              <td className="py-2.5 text-slate-600">{row.recordedByName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
