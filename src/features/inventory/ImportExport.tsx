// Import/Export: the whole list as CSV, and a CSV import in two steps. "Check file" is a dry run that reports every
// row (created or rejected, and why); "Import" then writes all valid rows in one transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { downloadText } from '~/components/ui/download'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { TableHead } from '~/components/ui/TableHead'
import { ImportButtons } from '~/components/form/ImportButtons'
import type { AppRouter } from '~/server/trpc/root'
import { toCsv } from '~/shared/csv'
import { csvColumns, maxImportBytes } from '~/shared/inventory'
import { useTRPC } from '~/trpc/react'
import { Panel } from '~/components/ui/Panel'
import { InventoryPageHeader } from './InventoryLayout'
import { useExportCsv } from './InventoryList'

type ImportResult = inferRouterOutputs<AppRouter>['inventory']['importCsv']

const template = toCsv([
  csvColumns,
  [
    '',
    'Vernier caliper',
    'lab',
    '0-150 mm, steel',
    'pcs',
    'Physics lab',
    'good',
    '2',
    '850',
    'Scientific Traders',
    '2026-04-10',
    '2028-04-09',
    '',
    '12',
  ],
  ['', 'Football size 5', 'sports', '', 'pcs', 'Sports room', 'new', '4', '1,200', '', '', '', '', '10'],
])

type Parsed = { fileName: string; csv: string; problem: string | null }

function checkFile(fileName: string, csv: string): Parsed {
  let problem: string | null = null
  if (csv.trim() === '') problem = 'The file is empty.'
  else if (new Blob([csv]).size > maxImportBytes)
    problem = 'The file is larger than 900 KB. Please split it into smaller files.'
  return { fileName, csv, problem }
}

export function ImportExport() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const fileId = useId()
  const reportRef = useRef<HTMLHeadingElement>(null)
  const [parsed, setParsed] = useState<Parsed | null>(null)
  const [report, setReport] = useState<ImportResult | null>(null)
  const exporter = useExportCsv()

  const importMutation = useMutation(
    trpc.inventory.importCsv.mutationOptions({
      onSuccess: async (result) => {
        setReport(result)
        requestAnimationFrame(() => reportRef.current?.focus())
        if (!result.dryRun) {
          toast.success(`Imported ${result.created} ${result.created === 1 ? 'item' : 'items'}`)
          setParsed(null)
          await queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })
        }
      },
    }),
  )

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setReport(null)
    importMutation.reset()
    if (!file) return setParsed(null)
    setParsed(checkFile(file.name, await file.text()))
  }

  const run = (dryRun: boolean) => parsed && !parsed.problem && importMutation.mutate({ csv: parsed.csv, dryRun })
  const checked = report?.dryRun ? report : null

  return (
    <>
      <InventoryPageHeader
        title="Import and export"
        description="Move the item list in and out as CSV files that open in any spreadsheet."
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_2fr]">
        <Panel headingId="export-heading" title="Export">
          <p className="text-sm text-slate-700">
            Every active item with its stock, as a CSV file. To export a filtered list, use Export CSV on the{' '}
            <Link to="/inventory/list" className="font-semibold text-brand-700 hover:underline">
              Items
            </Link>{' '}
            page.
          </p>
          <button
            type="button"
            onClick={() => void exporter.run({})}
            disabled={exporter.busy}
            className={buttonStyles('outline', 'md', 'mt-4')}
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            {exporter.busy ? 'Exporting...' : 'Export all items'}
          </button>
        </Panel>

        <Panel headingId="import-heading" title="Import">
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              One item per line. Columns: <code className="text-xs">{csvColumns.join(', ')}</code>. Name and category
              are required; a blank code is generated, a blank condition is &quot;good&quot;, and on_hand becomes an
              opening &quot;receive&quot; movement.
            </p>
            <p>
              First check the file: nothing is written until you confirm, and then every valid row is imported together.
            </p>
            <button
              type="button"
              onClick={() => downloadText('inventory-import-template.csv', template)}
              className={buttonStyles('ghost', 'sm', '-ml-3')}
            >
              <DownloadIcon className="size-4" aria-hidden="true" />
              Download the template
            </button>
          </div>

          <div className="mt-4">
            <label htmlFor={fileId} className="block text-sm font-semibold text-slate-800">
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
          {parsed?.problem && (
            <div className="mt-4">
              <ErrorNote>{parsed.problem}</ErrorNote>
            </div>
          )}
          {importMutation.error && (
            <div className="mt-4">
              <ErrorNote>{errorText(importMutation.error)}</ErrorNote>
            </div>
          )}
          <ImportButtons
            mutation={importMutation}
            canCheck={!!parsed && !parsed.problem}
            canImport={!!checked && checked.createCount > 0}
            importLabel={
              checked?.createCount
                ? `Import ${checked.createCount} valid ${checked.createCount === 1 ? 'row' : 'rows'}`
                : 'Import'
            }
            onRun={run}
            className="mt-4 flex flex-wrap gap-2"
          />

          {report && (
            <section aria-labelledby="import-report-heading" className="mt-6 border-t border-slate-100 pt-5">
              <h3
                ref={reportRef}
                tabIndex={-1}
                id="import-report-heading"
                className="font-display text-base font-bold text-brand-900 focus:outline-none"
              >
                {report.dryRun
                  ? `Check: ${report.createCount} would be created, ${report.rejectCount} rejected`
                  : `Imported ${report.created} items; ${report.rejectCount} rows were skipped`}
              </h3>
              {report.dryRun && <p className="mt-1 text-sm text-slate-600">Nothing has been written yet.</p>}
              <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Import report">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <caption className="sr-only">Import report, one row per line of the file</caption>
                  <TableHead
                    className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
                    cellClass="py-2 pr-3"
                    columns={['Line', 'Item', 'Result', { label: 'Why', className: 'py-2' }]}
                  />
                  <tbody className="divide-y divide-slate-100">
                    {report.rows.map((row) => (
                      <tr key={row.line} className="align-top">
                        <td className="py-2 pr-3 tabular-nums">{row.line}</td>
                        <td className="py-2 pr-3">
                          {row.name || <span className="text-slate-500">(no name)</span>}
                          {row.code && <span className="block text-xs text-slate-600">{row.code}</span>}
                        </td>
                        <td
                          className={cx(
                            'py-2 pr-3 font-semibold',
                            row.status === 'create' ? 'text-emerald-800' : 'text-red-700',
                          )}
                        >
                          {row.status === 'create' ? (report.dryRun ? 'Will be created' : 'Created') : 'Rejected'}
                        </td>
                        <td className="py-2 text-slate-700">
                          {row.errors.length ? (
                            <ul className="list-disc pl-4">
                              {row.errors.map((message) => (
                                <li key={message}>{message}</li>
                              ))}
                            </ul>
                          ) : row.openingStock > 0 ? (
                            `Opening stock ${row.openingStock}`
                          ) : (
                            '—'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}
        </Panel>
      </div>
    </>
  )
}
