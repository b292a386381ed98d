// The cashier dashboard's reports: today's collection, receipts by date range, defaulters with reminders, and
// the day close. Every figure comes from the ledger on the server; money is shown only through formatPaise.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { DateInput } from '~/components/form/DateInput'
import { Field, inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { Options } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { cx } from '~/components/ui/cx'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { TableHead } from '~/components/ui/TableHead'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { dateEntryHint, formatDateKeyNumeric, formatDateTimeNumeric, isDateKey } from '~/shared/dates'
import { classLabel, classOptions } from '~/shared/fees'
import { formatPaise, parseRupeesToPaise } from '~/shared/money'
import { todayKey } from '~/shared/clock'
import { useTRPC } from '~/trpc/react'
import { defaultReceiptRange, receiptPageSize } from './first-queries'
import { ReceiptPanel } from './ReceiptPanel'
import { StatusPill } from './DuesTable'

const today = todayKey

function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-xl font-bold text-brand-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
const thRight = cx(th, 'text-right')
const td = 'px-3 py-2'
const tdMoney = 'px-3 py-2 text-right tabular-nums'

/** A report row's first cell, which names the row for screen readers. */
function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={cx(td, 'text-left font-medium')}>
      {children}
    </th>
  )
}

/** A column header on the right, over money and counts. */
const right = (label: string) => ({ label, className: thRight })

// ---------- today's collection ----------

export function CollectionReport() {
  const trpc = useTRPC()
  const [date, setDate] = useState(today)
  const report = useQuery({ ...trpc.fees.reports.collection.queryOptions({ date }), placeholderData: keepPreviousData })
  return (
    <Panel
      title={date === today() ? "Today's collection" : `Collection on ${formatDateKeyNumeric(date)}`}
      actions={
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          Date
          <DateInput
            value={date}
            max={today()}
            title={dateEntryHint}
            onChange={(value) => isDateKey(value) && setDate(value)}
            className="w-36"
          />
        </label>
      }
    >
      {report.isPending && <LoadingState label="Loading the collection..." />}
      {report.isError && <ErrorState message={errorText(report.error)} onRetry={() => void report.refetch()} />}
      {report.data && (
        <div className="space-y-6">
          <p className="text-lg">
            <span className="font-bold tabular-nums">{formatPaise(report.data.totalPaise)}</span> in {report.data.count}{' '}
            receipt{report.data.count === 1 ? '' : 's'}
            {report.data.voided.count > 0 && (
              <span className="text-sm text-slate-600">
                {' '}
                ({report.data.voided.count} void, {formatPaise(report.data.voided.totalPaise)}, not counted)
              </span>
            )}
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            <CountTable
              caption="By mode"
              nameHeader="Mode"
              rows={report.data.byMode.map((row) => ({
                key: row.mode,
                name: row.label,
                count: row.count,
                totalPaise: row.totalPaise,
              }))}
            />
            <CountTable
              caption="By cashier"
              nameHeader="Cashier"
              rows={report.data.byCashier.map((row) => ({
                key: row.cashierId,
                name: row.cashierName,
                count: row.count,
                totalPaise: row.totalPaise,
              }))}
            />
          </div>
        </div>
      )}
    </Panel>
  )
}

function CountTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: string
  nameHeader: string
  rows: { key: string; name: string; count: number; totalPaise: number }[]
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-800">{caption}</caption>
        <TableHead
          className="border-b border-slate-200"
          cellClass={th}
          columns={[nameHeader, right('Receipts'), right('Amount')]}
        />
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className={cx(td, 'text-slate-600')}>
                No receipts on this day.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <RowHeader>{row.name}</RowHeader>
              <td className={tdMoney}>{row.count}</td>
              <td className={tdMoney}>{formatPaise(row.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

// ---------- receipts by date range ----------

export function ReceiptsReport({ canVoid }: { canVoid: boolean }) {
  const trpc = useTRPC()
  const [range, setRange] = useState(defaultReceiptRange)
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<string | null>(null)
  const badRange = range.from > range.to
  const list = useQuery({
    ...trpc.fees.reports.receipts.queryOptions({ ...range, page, pageSize: receiptPageSize }),
    enabled: !badRange,
    placeholderData: keepPreviousData,
  })

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / receiptPageSize)) : 1
  return (
    <Panel
      title="Receipts"
      actions={
        <ExportCsvForm action="/api/fees/receipts.csv" fields={range} disabled={badRange || !list.data?.total} />
      }
    >
      <div className="flex flex-wrap items-end gap-4">
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
        {list.data && list.data.items.length === 0 && <EmptyState message="No receipts in this date range." />}
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
                    {item.voidedAt && <StatusPill tone="overdue">VOID</StatusPill>}
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
                            <StatusPill tone="overdue">VOID</StatusPill>
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
              page={page}
              pageCount={pageCount}
              label="Receipt pages"
              onChange={setPage}
              disabled={list.isFetching}
            />
          </>
        )}
      </div>

      {open && (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
          <ReceiptPanel receiptId={open} focusOnShow canVoid={canVoid}>
            <button type="button" onClick={() => setOpen(null)} className={buttonStyles('ghost', 'md')}>
              Close
            </button>
          </ReceiptPanel>
        </div>
      )}
    </Panel>
  )
}

// ---------- defaulters ----------

/** Rows per page of the defaulters table (the CSV and the reminders take every defaulter). */
const defaulterPageSize = 50

export function DefaultersReport() {
  const trpc = useTRPC()
  const terms = useQuery(trpc.fees.counter.terms.queryOptions({}))
  const [termId, setTermId] = useState<string>('')
  const [className, setClassName] = useState<string>('')
  const [page, setPage] = useState(1)
  const chosenTerm = termId || terms.data?.terms.find((t) => t.dueDate < today())?.id || terms.data?.terms[0]?.id || ''
  const input = { termId: chosenTerm, ...(className ? { className: className as (typeof classOptions)[number] } : {}) }
  const report = useQuery({
    ...trpc.fees.reports.defaulters.queryOptions({ ...input, page, pageSize: defaulterPageSize }),
    enabled: !!chosenTerm,
    placeholderData: keepPreviousData,
  })
  // Another term or class starts again at the first page.
  const firstPageWith = (set: (value: string) => void) => (event: ChangeEvent<HTMLSelectElement>) => {
    set(event.target.value)
    setPage(1)
  }
  const remind = useMutation(
    trpc.fees.reports.sendReminders.mutationOptions({
      onSuccess: (result) => {
        confirmRemind.close()
        toast.success(
          `Reminders: ${result.sent} sent${result.skipped ? `, ${result.skipped} already reminded today` : ''}${result.failed ? `, ${result.failed} failed` : ''}.`,
        )
      },
    }),
  )
  const confirmRemind = useConfirmTarget(remind, (families: typeof input) => families)

  if (terms.isPending) return <LoadingState label="Loading terms..." />
  if (terms.isError) return <ErrorState message={errorText(terms.error)} onRetry={() => void terms.refetch()} />
  if (terms.data.terms.length === 0) return <EmptyState message="No terms have been set up for this year yet." />

  const data = report.data
  return (
    <Panel
      title="Defaulters"
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportCsvForm
            action="/api/fees/defaulters.csv"
            fields={{ termId: chosenTerm, className: className || undefined }}
            disabled={!data?.items.length}
          />
          <button
            type="button"
            onClick={() => confirmRemind.ask(input)}
            disabled={!data?.items.length}
            className={buttonStyles('primary', 'md')}
          >
            Send reminders
          </button>
        </div>
      }
    >
      <div className="flex flex-wrap gap-4">
        <Field id="defaulters-term" label="Term">
          {(aria) => (
            <select
              {...aria}
              value={chosenTerm}
              onChange={firstPageWith(setTermId)}
              className={cx(inputClass, 'w-auto')}
            >
              {terms.data.terms.map((term) => (
                <option key={term.id} value={term.id}>
                  {term.name} (due {formatDateKeyNumeric(term.dueDate)})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="defaulters-class" label="Class">
          {(aria) => (
            <select
              {...aria}
              value={className}
              onChange={firstPageWith(setClassName)}
              className={cx(inputClass, 'w-auto')}
            >
              <option value="">All classes</option>
              <Options values={classOptions} label={classLabel} />
            </select>
          )}
        </Field>
      </div>

      <div className="mt-4">
        {report.isPending && <LoadingState label="Loading defaulters..." />}
        {report.isError && <ErrorState message={errorText(report.error)} onRetry={() => void report.refetch()} />}
        {data && !data.pastDue && (
          <EmptyState
            message={`${data.term.name} is due on ${formatDateKeyNumeric(data.term.dueDate)}: nobody is a defaulter before then.`}
          />
        )}
        {data && data.pastDue && data.items.length === 0 && (
          <EmptyState message="Everyone has paid this term. No defaulters." />
        )}
        {data && data.items.length > 0 && (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {data.totals.students} student{data.totals.students === 1 ? '' : 's'} owe{' '}
              <span className="font-semibold">{formatPaise(data.totals.outstandingPaise)}</span> (fees{' '}
              {formatPaise(data.totals.duePaise)}, late fees {formatPaise(data.totals.finePaise)}) as of{' '}
              {formatDateKeyNumeric(data.asOf)}.
            </p>
            <div
              tabIndex={0}
              aria-busy={report.isFetching}
              className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-brand-500"
            >
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Defaulters of {data.term.name}</caption>
                <TableHead
                  className="border-b border-slate-200 bg-slate-50"
                  cellClass={th}
                  columns={['Student', 'Class', 'Parent', right('Fees due'), right('Late fee'), right('Outstanding')]}
                />
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((item) => (
                    <tr key={item.studentId}>
                      <RowHeader>
                        {item.name}
                        {item.schoolId && (
                          <span className="block text-xs font-normal text-slate-600">{item.schoolId}</span>
                        )}
                      </RowHeader>
                      <td className={td}>
                        {item.classLabel}
                        {item.section ? ` ${item.section}` : ''}
                      </td>
                      <td className={td}>
                        {item.parentName ?? '—'}
                        {item.parentPhone && <span className="block text-xs text-slate-600">{item.parentPhone}</span>}
                      </td>
                      <td className={tdMoney}>{formatPaise(item.duePaise)}</td>
                      <td className={tdMoney}>{formatPaise(item.finePaise)}</td>
                      <td className={cx(tdMoney, 'font-semibold text-red-800')}>
                        {formatPaise(item.outstandingPaise)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              className="mt-4"
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.totals.students / data.pageSize))}
              label="Defaulter pages"
              onChange={setPage}
              disabled={report.isFetching}
            />
          </>
        )}
      </div>

      <ConfirmDialog
        {...confirmRemind.dialog}
        title="Send fee reminders?"
        confirmLabel="Send reminders"
        pendingLabel="Sending..."
      >
        <p>
          One e-mail goes to each family on this list ({data?.totals.students ?? 0} student
          {data?.totals.students === 1 ? '' : 's'}), listing what each child owes. Families already reminded today are
          skipped.
        </p>
      </ConfirmDialog>
    </Panel>
  )
}

// ---------- day close ----------

export function DayCloseReport() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const day = useQuery(trpc.fees.reports.dayClose.get.queryOptions({}))
  const [counted, setCounted] = useState('')
  const [note, setNote] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const close = useMutation(
    trpc.fees.reports.dayClose.close.mutationOptions({
      onSuccess: async () => {
        confirmClose.close()
        toast.success('Day closed')
        await queryClient.invalidateQueries({ queryKey: trpc.fees.reports.dayClose.pathKey() })
      },
    }),
  )
  const confirmClose = useConfirmTarget(close, (countedCashPaise: number) => ({
    countedCashPaise,
    note: note.trim() || undefined,
  }))
  const confirming = confirmClose.target

  if (day.isPending) return <LoadingState label="Loading the day..." />
  if (day.isError) return <ErrorState message={errorText(day.error)} onRetry={() => void day.refetch()} />
  const data = day.data
  const countedPaise = (() => {
    const parsed = parseRupeesToPaise(counted)
    return parsed.ok ? parsed.paise : null
  })()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseRupeesToPaise(counted)
    if (!parsed.ok) {
      setFieldError(parsed.message)
      document.getElementById('day-close-counted')?.focus()
      return
    }
    setFieldError(null)
    confirmClose.ask(parsed.paise)
  }

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

      {data.closed ? (
        <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <p className="font-semibold">
            Closed at {formatDateTimeNumeric(data.closed.closedAt)}: counted cash{' '}
            {formatPaise(data.closed.countedCashPaise)}, difference {formatPaise(data.closed.differencePaise)}.
          </p>
          {data.closed.note && <p className="mt-1">Note: {data.closed.note}</p>}
          <p className="mt-1">Receipts of this day can now be voided only by an administrator.</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2">
          <Field
            id="day-close-counted"
            label="Counted cash"
            required
            error={fieldError ?? undefined}
            hint={`Expected cash: ${formatPaise(data.expectedCashPaise)}`}
          >
            {(aria) => <MoneyInput {...aria} value={counted} onChange={(event) => setCounted(event.target.value)} />}
          </Field>
          <Field id="day-close-note" label="Note" optional>
            {(aria) => (
              <input
                {...aria}
                value={note}
                maxLength={500}
                onChange={(event) => setNote(event.target.value)}
                className={inputClass}
              />
            )}
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
