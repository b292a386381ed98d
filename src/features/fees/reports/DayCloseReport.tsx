// The day close: what the day's receipts say the cashier holds per mode, the cash counted against it, and once
// closed, the record (after which only an administrator may void that day's receipts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric, formatDateTimeNumeric } from '~/shared/dates'
import { dayCloseFormSchema, type DayCloseFormInput } from '~/shared/fee-forms'
import { formatPaise } from '~/shared/money'
import { cashCountLines, cashCountOf, cashCountTotal, cashNotes, emptyCashCount, noteKey } from '~/shared/cash-count'
import { useTRPC } from '~/trpc/react'
import type { z } from 'zod'
import { right, RowHeader, td, tdMoney, th } from './report-table'

type DayCloseValues = z.output<typeof dayCloseFormSchema>

export function DayCloseReport() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const day = useQuery(trpc.fees.reports.dayClose.get.queryOptions({}))
  const form = useForm<DayCloseFormInput, unknown, DayCloseValues>({
    resolver: zodResolver(dayCloseFormSchema),
    defaultValues: { cash: emptyCashCount, note: '' },
  })
  const typedCash = form.watch('cash')
  const close = useMutation(
    trpc.fees.reports.dayClose.close.mutationOptions({
      onSuccess: async () => {
        confirmClose.close()
        toast.success('Day closed')
        await queryClient.invalidateQueries({ queryKey: trpc.fees.reports.dayClose.pathKey() })
      },
    }),
  )
  const confirmClose = useConfirmTarget(close, (values: DayCloseValues) => values)
  const confirming = confirmClose.target?.countedCashPaise ?? null

  if (day.isPending) return <LoadingState label="Loading the day..." />
  if (day.isError) return <ErrorState message={errorText(day.error)} onRetry={() => void day.refetch()} />
  const data = day.data
  // The total as the notes are typed: what the table compares with the expected cash.
  const countedPaise = cashCountTotal(cashCountOf({ ...emptyCashCount, ...typedCash }))

  const submit = form.handleSubmit((values) => confirmClose.ask(values))

  return (
    <Panel title={`Day close: ${formatDateKeyNumeric(data.date)}`}>
      <p className="text-sm text-slate-700">
        {data.cashierName}: what the receipts of the day say you hold, per mode
        {data.closed ? ', as counted at closing' : ''}.
      </p>
      <div tabIndex={0} className="mt-4 overflow-x-auto focus-visible:outline-brand-500">
        <table className="w-full max-w-2xl text-sm">
          <caption className="sr-only">Expected and counted per mode</caption>
          <TableHead
            className="border-b border-slate-200"
            cellClass={th}
            columns={['Mode', right('Receipts'), right('Expected'), right('Counted'), right('Difference')]}
          />
          <tbody className="divide-y divide-slate-100">
            {data.expected.map((row) => {
              const isCash = row.mode === 'cash'
              const countedHere = isCash ? (data.closed?.countedCashPaise ?? countedPaise) : row.expectedPaise
              const difference =
                countedHere === null
                  ? null
                  : countedHere -
                    (isCash && data.closed
                      ? (data.closed.expectedAtClose.cash ?? row.expectedPaise)
                      : row.expectedPaise)
              return (
                <tr key={row.mode}>
                  <RowHeader>{row.label}</RowHeader>
                  <td className={tdMoney}>{row.count}</td>
                  <td className={tdMoney}>{formatPaise(row.expectedPaise)}</td>
                  <td className={tdMoney}>{countedHere === null ? '—' : formatPaise(countedHere)}</td>
                  <td className={cx(tdMoney, difference !== null && difference !== 0 && 'font-semibold text-red-800')}>
                    {difference === null ? '—' : formatPaise(difference)}
                  </td>
                </tr>
              )
            })}
          </tbody>
          <tfoot className="border-t border-slate-200 font-semibold">
            <tr>
              <th scope="row" className={cx(td, 'text-left')}>
                Total
              </th>
              <td className={tdMoney}>{data.expected.reduce((sum, row) => sum + row.count, 0)}</td>
              <td className={tdMoney}>{formatPaise(data.expectedTotalPaise)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Modes other than cash are counted as expected: they are checked against the bank statement.
      </p>
      <p className="mt-3">
        <a
          href={`/api/fees/day-sheet.pdf?date=${data.date}&inline=1`}
          target="_blank"
          rel="noopener"
          className={buttonStyles('outline', 'md')}
        >
          Print the day sheet (PDF)
        </a>
      </p>

      {data.closed ? (
        <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <p className="font-semibold">
            Closed at {formatDateTimeNumeric(data.closed.closedAt)}: counted cash{' '}
            {formatPaise(data.closed.countedCashPaise)}, difference {formatPaise(data.closed.differencePaise)}.
          </p>
          {data.closed.cashCount && (
            <p className="mt-1">Counted: {cashCountLines(data.closed.cashCount).join('; ') || 'no cash'}.</p>
          )}
          {data.closed.note && <p className="mt-1">Note: {data.closed.note}</p>}
          <p className="mt-1">Receipts of this day can now be voided only by an administrator.</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2">
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-slate-900">Cash counted, note by note</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {cashNotes.map((note) => (
                <Field
                  key={note}
                  id={`day-close-n${note}`}
                  label={`₹${note} notes`}
                  error={form.formState.errors.cash?.[noteKey(note)]?.message}
                >
                  {(aria) => (
                    <input
                      {...aria}
                      {...form.register(`cash.${noteKey(note)}`)}
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={6}
                      className={cx(inputClass, 'tabular-nums')}
                    />
                  )}
                </Field>
              ))}
              <Field id="day-close-coins" label="Coins (₹)" error={form.formState.errors.cash?.coins?.message}>
                {(aria) => <MoneyInput {...aria} {...form.register('cash.coins')} />}
              </Field>
            </div>
            <p className="mt-3 text-base" role="status" aria-live="polite" data-testid="day-close-counted">
              Counted cash: <span className="font-bold tabular-nums">{formatPaise(countedPaise)}</span>
              <span className="text-slate-600"> (expected {formatPaise(data.expectedCashPaise)})</span>
            </p>
          </fieldset>
          <Field id="day-close-note" label="Note" optional error={form.formState.errors.note?.message}>
            {(aria) => <input {...aria} {...form.register('note')} maxLength={500} className={inputClass} />}
          </Field>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonStyles('primary', 'md')}>
              Close the day
            </button>
          </div>
        </form>
      )}
      {close.error && !confirming && (
        <div className="mt-4">
          <ErrorNote>{errorText(close.error)}</ErrorNote>
        </div>
      )}
      <ConfirmDialog
        {...confirmClose.dialog}
        title="Close the day?"
        confirmLabel="Close the day"
        pendingLabel="Closing..."
      >
        <p>
          Counted cash {formatPaise(confirming ?? 0)} against {formatPaise(data.expectedCashPaise)} expected
          {confirming !== null && confirming !== data.expectedCashPaise
            ? ` (difference ${formatPaise(confirming - data.expectedCashPaise)})`
            : ''}
          . After closing, you can no longer void today's receipts yourself.
        </p>
      </ConfirmDialog>
    </Panel>
  )
}
