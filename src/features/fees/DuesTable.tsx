// A student's dues per term and head, with concessions, fines and payments: the counter and the family view.
import { cx } from '~/components/ui/cx'
import { Pill, type PillTone } from '~/components/ui/Pill'
import { TableHead } from '~/components/ui/TableHead'
import { formatDateKeyNumeric } from '~/shared/dates'
import type { LedgerAmounts } from '~/shared/fees-ledger'
import { formatPaise } from '~/shared/money'

export type DuesLine = LedgerAmounts & {
  key: string
  kind: 'charge' | 'fine'
  headName: string
}

export type DuesTerm = {
  termId: string
  name: string
  dueDate: string
  lines: DuesLine[]
  totals: {
    outstandingPaise: number
    paidPaise: number
    finePaise: number
    concessionPaise: number
    chargedPaise: number
    waivedPaise: number
  }
}

/** Overdue after the due date with something still owed. */
export function termStatus(term: DuesTerm, today: string): { label: string; tone: PillTone } {
  if (term.totals.outstandingPaise <= 0) return { label: 'Paid', tone: 'success' }
  if (today > term.dueDate) return { label: 'Overdue', tone: 'danger' }
  return { label: 'Due', tone: 'warning' }
}

const money = (paise: number) => (paise === 0 ? '—' : formatPaise(paise))

/** One table per term; on a phone, one line per head with the breakdown under it. */
export function DuesTable({
  terms,
  today,
  headingLevel = 3,
}: {
  terms: DuesTerm[]
  today: string
  headingLevel?: 2 | 3 | 4
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className="space-y-4">
      {terms.map((term) => {
        const status = termStatus(term, today)
        return (
          <section
            key={term.termId}
            aria-labelledby={`term-${term.termId}`}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
              <Heading id={`term-${term.termId}`} className="font-bold text-brand-900">
                {term.name}
              </Heading>
              <div className="flex items-center gap-3 text-sm">
                <span className="text-slate-600">Due {formatDateKeyNumeric(term.dueDate)}</span>
                <Pill tone={status.tone}>{status.label}</Pill>
              </div>
            </div>
            {/* Phones: one line per head with what is due; the breakdown underneath. */}
            <ul className="divide-y divide-slate-100 text-sm sm:hidden">
              {term.lines.map((line) => (
                <li key={line.key} className={cx('px-4 py-2.5', line.kind === 'fine' && 'bg-red-50/50')}>
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-slate-900">
                      {line.kind === 'fine' ? 'Late fee' : line.headName}
                    </span>
                    <span
                      className={cx(
                        'font-semibold tabular-nums',
                        line.outstandingPaise > 0 ? 'text-red-800' : 'text-slate-600',
                      )}
                    >
                      {line.outstandingPaise > 0 ? `${formatPaise(line.outstandingPaise)} due` : 'Paid'}
                    </span>
                  </div>
                  <p className="mt-0.5 text-xs text-slate-600">
                    {[
                      `${line.kind === 'fine' ? `Fine as of ${formatDateKeyNumeric(today)}` : 'Fee'} ${formatPaise(line.kind === 'fine' ? line.finePaise : line.chargedPaise)}`,
                      line.concessionPaise ? `concession ${formatPaise(line.concessionPaise)}` : null,
                      line.waivedPaise ? `waived ${formatPaise(line.waivedPaise)}` : null,
                      line.paidPaise ? `paid ${formatPaise(line.paidPaise)}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </li>
              ))}
              <li className="flex items-baseline justify-between gap-3 bg-slate-50 px-4 py-2.5 font-semibold">
                <span>Term total due</span>
                <span className="tabular-nums">{formatPaise(term.totals.outstandingPaise)}</span>
              </li>
            </ul>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full min-w-[32rem] table-fixed text-sm">
                <caption className="sr-only">
                  {term.name}: fees, concessions, fines, payments and what is still due
                </caption>
                <colgroup>
                  <col className="w-[32%]" />
                  <col span={4} className="w-[17%]" />
                </colgroup>
                <TableHead
                  className="text-left text-xs tracking-wide text-slate-600 uppercase"
                  cellClass="px-3 py-2 text-right font-semibold"
                  columns={[
                    { label: 'Head', className: 'px-4 py-2 font-semibold' },
                    'Fee',
                    'Concession',
                    'Paid',
                    { label: 'Due', className: 'px-4 py-2 text-right font-semibold' },
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {term.lines.map((line) => (
                    <tr key={line.key} className={line.kind === 'fine' ? 'bg-red-50/50' : undefined}>
                      <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                        {line.kind === 'fine' ? (
                          <>
                            Late fee{' '}
                            <span className="font-normal text-slate-600">(as of {formatDateKeyNumeric(today)})</span>
                            {line.waivedPaise > 0 && (
                              <span className="block text-xs font-normal text-slate-600">
                                Waived {formatPaise(line.waivedPaise)}
                              </span>
                            )}
                          </>
                        ) : (
                          line.headName
                        )}
                      </th>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {money(line.kind === 'fine' ? line.finePaise : line.chargedPaise)}
                      </td>
                      <td className="px-3 py-2 text-right text-emerald-800 tabular-nums">
                        {line.concessionPaise || line.waivedPaise
                          ? `-${formatPaise(line.concessionPaise + line.waivedPaise)}`
                          : '—'}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(line.paidPaise)}</td>
                      <td
                        className={cx(
                          'px-4 py-2 text-right font-semibold tabular-nums',
                          line.outstandingPaise > 0 && 'text-red-800',
                        )}
                      >
                        {money(line.outstandingPaise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
                  <tr>
                    <th scope="row" className="px-4 py-2 text-left">
                      Term total
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatPaise(term.totals.chargedPaise + term.totals.finePaise)}
                    </td>
                    <td className="px-3 py-2 text-right text-emerald-800 tabular-nums">
                      {term.totals.concessionPaise + term.totals.waivedPaise
                        ? `-${formatPaise(term.totals.concessionPaise + term.totals.waivedPaise)}`
                        : '—'}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPaise(term.totals.paidPaise)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatPaise(term.totals.outstandingPaise)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
        )
      })}
    </div>
  )
}
