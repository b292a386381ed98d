// Defaulters of a term (one class or all) as of today, a page at a time, with the CSV export and the reminder
// e-mails to every family on the list; a second tab lists them by family across every past-due term.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { Options } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { cx } from '~/components/ui/cx'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import { Tabs } from '~/components/ui/Tabs'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { classLabel, classOptions } from '~/shared/fees'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { defaultDefaultersTerm, defaulterPageSize } from '../first-queries'
import { DefaulterFamilies } from './DefaulterFamilies'
import { right, RowHeader, td, tdMoney, th } from './report-table'

/** The term's list of students, or (the second tab) one total per family across every past-due term. */
export function DefaultersReport() {
  return (
    <Tabs
      label="Defaulters view"
      panelClassName="mt-4"
      tabs={[
        { id: 'term', label: 'By term', panel: <TermDefaulters /> },
        { id: 'family', label: 'By family, all terms', panel: <DefaulterFamilies /> },
      ]}
    />
  )
}

function TermDefaulters() {
  const trpc = useTRPC()
  const terms = useQuery(trpc.fees.counter.terms.queryOptions({}))
  const [termId, setTermId] = useState<string>('')
  const [className, setClassName] = useState<string>('')
  const [page, setPage] = useState(1)
  const chosenTerm = termId || defaultDefaultersTerm(terms.data?.terms ?? [])
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
              pageCount={data.pageCount}
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
          One reminder goes to each family on this list ({data?.totals.students ?? 0} student
          {data?.totals.students === 1 ? '' : 's'}), listing what each child owes, on the channels each guardian chose
          (WhatsApp, SMS or e-mail) and in their bell. Families already reminded today are skipped.
        </p>
      </ConfirmDialog>
    </Panel>
  )
}
