// The Stock-take screen: upload a CSV of counted quantities (code, counted). "Check file" is a dry run that shows,
// per item, the recorded quantity, the counted one and the difference, and every refused row with its reason;
// "Record differences" then writes each difference as an adjustment with the reason given, all together.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { inputClass, labelClass } from '~/components/form/Field'
import { ImportButtons } from '~/components/form/ImportButtons'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { downloadText } from '~/components/ui/download'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import type { AppRouter } from '~/server/trpc/root'
import { toCsv } from '~/shared/csv'
import { inventoryLimits } from '~/shared/inventory-options'
import { maxStockTakeBytes, stockTakeColumns } from '~/shared/inventory-store'
import { useTRPC } from '~/trpc/react'
import { InventoryPageHeader } from './InventoryLayout'
import { formatDelta } from './ui'

type Result = inferRouterOutputs<AppRouter>['inventory']['stockTake']

const template = toCsv([stockTakeColumns, ['LAB-0001', '12'], ['SPT-0003', '0']])

export function StockTake() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const fileId = useId()
  const reasonId = useId()
  const reportRef = useRef<HTMLHeadingElement>(null)
  const [file, setFile] = useState<{ name: string; csv: string; problem: string | null } | null>(null)
  const [reason, setReason] = useState('')
  const [report, setReport] = useState<Result | null>(null)

  const mutation = useMutation(
    trpc.inventory.stockTake.mutationOptions({
      onSuccess: async (result) => {
        setReport(result)
        requestAnimationFrame(() => reportRef.current?.focus())
        if (!result.dryRun) {
          toast.success(`Stock-take recorded: ${result.adjusted} ${result.adjusted === 1 ? 'item' : 'items'} adjusted.`)
          setFile(null)
          await queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })
        }
      },
    }),
  )

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    setReport(null)
    mutation.reset()
    if (!chosen) return setFile(null)
    const csv = await chosen.text()
    const problem =
      csv.trim() === ''
        ? 'The file is empty.'
        : new Blob([csv]).size > maxStockTakeBytes
          ? 'The file is larger than 900 KB. Please split it into smaller files.'
          : null
    setFile({ name: chosen.name, csv, problem })
  }

  const run = (dryRun: boolean) => file && !file.problem && mutation.mutate({ csv: file.csv, reason, dryRun })
  const checked = report?.dryRun ? report : null
  const differences = checked ? checked.lines.filter((line) => line.difference !== 0).length : 0

  return (
    <>
      <InventoryPageHeader
        title="Stock-take"
        description="Record a physical count: each difference from the recorded stock becomes an adjustment."
      />
      <Panel headingId="stock-take-heading" title="Counted quantities">
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            A CSV file with the columns <code className="text-xs">{stockTakeColumns.join(', ')}</code>: each item&apos;s
            code and the quantity counted. Check the file first: nothing is written until you record the differences,
            and then all of them are recorded together, measured against the stock at that moment.
          </p>
          <button
            type="button"
            onClick={() => downloadText('stock-take-template.csv', template)}
            className={buttonStyles('ghost', 'sm', '-ml-3')}
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            Download the template
          </button>
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <div>
            <label htmlFor={fileId} className={labelClass}>
              CSV file
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void onFile(event)}
              className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
            />
          </div>
          <div>
            <label htmlFor={reasonId} className={labelClass}>
              Reason
            </label>
            <input
              id={reasonId}
              type="text"
              value={reason}
              maxLength={inventoryLimits.note}
              placeholder="e.g. Annual stock-take, March"
              onChange={(event) => setReason(event.target.value)}
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
        </div>
        {file?.problem && (
          <div className="mt-4">
            <ErrorNote>{file.problem}</ErrorNote>
          </div>
        )}
        {mutation.error && (
          <div className="mt-4">
            <ErrorNote>{errorText(mutation.error)}</ErrorNote>
          </div>
        )}
        <ImportButtons
          mutation={mutation}
          canCheck={!!file && !file.problem}
          canImport={!!checked && checked.lines.length > 0}
          importLabel={
            checked ? `Record ${differences} ${differences === 1 ? 'difference' : 'differences'}` : 'Record differences'
          }
          onRun={run}
          className="mt-4 flex flex-wrap gap-2"
        />

        {report && (
          <section aria-labelledby="stock-take-report-heading" className="mt-6 border-t border-slate-100 pt-5">
            <h3
              ref={reportRef}
              tabIndex={-1}
              id="stock-take-report-heading"
              className="font-display text-base font-bold text-brand-900 focus:outline-none"
            >
              {report.dryRun
                ? `Check: ${report.lines.length} counted, ${differences} to adjust, ${report.refused.length} refused`
                : `Recorded: ${report.adjusted} adjusted, ${report.refused.length} rows refused`}
            </h3>
            {report.dryRun && <p className="mt-1 text-sm text-slate-600">Nothing has been written yet.</p>}
            {report.lines.length > 0 && (
              <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Counted items">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <caption className="sr-only">Counted items: recorded, counted and the difference</caption>
                  <TableHead
                    className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
                    cellClass="py-2 pr-3"
                    columns={['Line', 'Item', 'Recorded', 'Counted', { label: 'Difference', className: 'py-2' }]}
                  />
                  <tbody className="divide-y divide-slate-100">
                    {report.lines.map((line) => (
                      <tr key={line.line}>
                        <td className="py-2 pr-3 tabular-nums">{line.line}</td>
                        <td className="py-2 pr-3">
                          {line.name}
                          <span className="block text-xs text-slate-600">{line.code}</span>
                        </td>
                        <td className="py-2 pr-3 tabular-nums">
                          {line.recorded} {line.unit}
                        </td>
                        <td className="py-2 pr-3 tabular-nums">
                          {line.counted} {line.unit}
                        </td>
                        <td
                          className={cx(
                            'py-2 font-semibold tabular-nums',
                            line.difference === 0
                              ? 'text-slate-600'
                              : line.difference > 0
                                ? 'text-emerald-800'
                                : 'text-red-700',
                          )}
                        >
                          {line.difference === 0 ? 'None' : formatDelta(line.difference)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {report.refused.length > 0 && (
              <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Refused rows">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <caption className="sr-only">Refused rows and why</caption>
                  <TableHead
                    className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
                    cellClass="py-2 pr-3"
                    columns={['Line', 'Code', { label: 'Refused because', className: 'py-2' }]}
                  />
                  <tbody className="divide-y divide-slate-100">
                    {report.refused.map((row) => (
                      <tr key={row.line}>
                        <td className="py-2 pr-3 tabular-nums">{row.line}</td>
                        <td className="py-2 pr-3">{row.code || '(none)'}</td>
                        <td className="py-2 text-red-700">{row.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        )}
      </Panel>
    </>
  )
}
