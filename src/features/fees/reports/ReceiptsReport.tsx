// Receipts of a date range, a page at a time, with the CSV export; a receipt opens below the list (and can be
// voided there by whoever may void it).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DateInput } from '~/components/form/DateInput'
import { Field, inputClass } from '~/components/form/Field'
import { useDebounced } from '../useDebounced'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { Panel } from '~/components/ui/Panel'
import { Pill } from '~/components/ui/Pill'
import { TableHead } from '~/components/ui/TableHead'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { defaultReceiptRange, receiptPageSize } from '../first-queries'
import { dateEntryHint, formatDateKeyNumeric, isDateKey } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { ReceiptPanel } from '../ReceiptPanel'
import { right, td, tdMoney, th } from './report-table'

export function ReceiptsReport({ canVoid, canRefund = false }: { canVoid: boolean; canRefund?: boolean }) {
  const trpc = useTRPC()
  const [range, setRange] = useState(defaultReceiptRange)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const q = useDebounced(typed.trim(), 300)
  const badRange = range.from > range.to
  const list = useQuery({
    ...trpc.fees.reports.receipts.queryOptions({ ...range, page, pageSize: receiptPageSize, ...(q ? { q } : {}) }),
    enabled: !badRange,
    placeholderData: keepPreviousData,
  })

  return (
    <Panel
      title="Receipts"
      actions={
        <ExportCsvForm action="/api/fees/receipts.csv" fields={range} disabled={badRange || !list.data?.total} />
      }
    >
      <div className="flex flex-wrap items-end gap-4">
        <Field id="receipts-search" label="Receipt number or student" hint="Searches every date">
          {(aria) => (
            <input
              {...aria}
              type="search"
              value={typed}
              maxLength={80}
              autoComplete="off"
              onChange={(event) => {
                setTyped(event.target.value)
                setPage(1)
              }}
              className={cx(inputClass, 'w-64')}
            />
          )}
        </Field>
        {(['from', 'to'] as const).map((end) => (
          <Field
            key={end}
            id={`receipts-${end}`}
            label={end === 'from' ? 'From' : 'To'}
            hint={dateEntryHint}
            error={end === 'from' && badRange ? 'The start date must not be after the end date.' : undefined}
          >
            {(aria) => (
              <DateInput
                {...aria}
                value={range[end]}
                onChange={(value) => {
                  if (!isDateKey(value)) return
                  setRange((r) => ({ ...r, [end]: value }))
                  setPage(1)
                }}
                className="w-36"
              />
            )}
          </Field>
        ))}
        {list.data && list.data.total > 0 && (
          <p className="pb-2 text-sm text-slate-700">
            {list.data.total} receipt{list.data.total === 1 ? '' : 's'},{' '}
            <span className="font-semibold">{formatPaise(list.data.collectedPaise)}</span> collected (void receipts not
            counted)
          </p>
        )}
      </div>

      {/* Busy while a new date range loads: the previous list stays on screen until then. */}
      <div className="mt-4" aria-busy={list.isFetching}>
        {list.isPending && !badRange && <LoadingState label="Loading receipts..." />}
        {list.isError && <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />}
        {list.data && list.data.items.length === 0 && (
          <EmptyState message={q ? `No receipt matches "${q}".` : 'No receipts in this date range.'} />
        )}
        {list.data && list.data.items.length > 0 && (
          <>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 md:hidden">
              {list.data.items.map((item) => (
                <li key={item.id} className="space-y-1 p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <button
                      type="button"
                      onClick={() => setOpen(item.id)}
                      className="font-semibold text-brand-800 tabular-nums underline underline-offset-2"
                    >
                      {item.numberText}
                    </button>
                    <span className={cx('font-semibold tabular-nums', item.voidedAt && 'text-slate-500 line-through')}>
                      {formatPaise(item.totalPaise)}
                    </span>
                  </div>
                  <p>{item.students.map((s) => s.name).join(', ')}</p>
                  <p className="text-slate-600">
                    {formatDateKeyNumeric(item.date)} · {item.modeLabel} · {item.cashierName}{' '}
                    {item.voidedAt && <Pill tone="danger">VOID</Pill>}
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-sm">
                <caption className="sr-only">
                  Receipts from {formatDateKeyNumeric(range.from)} to {formatDateKeyNumeric(range.to)}
                </caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClass={th}
                  columns={['Receipt', 'Date', 'Students', 'Mode', 'Cashier', right('Amount')]}
                />
                <tbody className="divide-y divide-slate-100">
                  {list.data.items.map((item) => (
                    <tr key={item.id} className={item.voidedAt ? 'bg-red-50/40' : undefined}>
                      <td className={td}>
                        <button
                          type="button"
                          onClick={() => setOpen(item.id)}
                          className="font-semibold text-brand-800 tabular-nums underline underline-offset-2 hover:text-brand-950"
                        >
                          {item.numberText}
                        </button>
                        {item.voidedAt && (
                          <span className="ml-2">
                            <Pill tone="danger">VOID</Pill>
                          </span>
                        )}
                      </td>
                      <td className={cx(td, 'tabular-nums')}>{formatDateKeyNumeric(item.date)}</td>
                      <td className={td}>{item.students.map((s) => s.name).join(', ')}</td>
                      <td className={td}>
                        {item.modeLabel}
                        {item.reference && <span className="block text-xs text-slate-600">{item.reference}</span>}
                      </td>
                      <td className={td}>{item.cashierName}</td>
                      <td className={cx(tdMoney, item.voidedAt && 'text-slate-500 line-through')}>
                        {formatPaise(item.totalPaise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              className="mt-4"
              page={list.data.page}
              pageCount={list.data.pageCount}
              label="Receipt pages"
              onChange={setPage}
              disabled={list.isFetching}
            />
          </>
        )}
      </div>

      {open && (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
          <ReceiptPanel receiptId={open} focusOnShow canVoid={canVoid} canRefund={canRefund}>
            <button type="button" onClick={() => setOpen(null)} className={buttonStyles('ghost', 'md')}>
              Close
            </button>
          </ReceiptPanel>
        </div>
      )}
    </Panel>
  )
}
