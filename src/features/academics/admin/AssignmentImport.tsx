// Teaching assignments from a CSV file: class, section, subject (blank for the class teacher) and teacher (school
// ID or e-mail). Checked first (nothing written), then imported whole or not at all; each row gets a report line.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { toast } from 'sonner'
import { CsvSource } from '~/components/form/CsvSource'
import { ImportButtons } from '~/components/form/ImportButtons'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { downloadText } from '~/components/ui/download'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import type { AppRouter } from '~/server/trpc/root'
import { assignmentImportColumns, maxAssignmentRows } from '~/shared/academics-schemas'
import { csvToRecords, toCsv } from '~/shared/csv'
import { useTRPC } from '~/trpc/react'

type Report = inferRouterOutputs<AppRouter>['academics']['setup']['assignments']['import']

const template = [
  [...assignmentImportColumns],
  ['Class 9', 'A', '', 'TCH000001'],
  ['Class 9', 'A', 'Mathematics', 'teacher@lightridge-hss.edu.in'],
]

function parse(text: string) {
  const { columns, records } = csvToRecords(text)
  const missing = ['class', 'teacher'].filter((column) => !columns.includes(column))
  if (columns.length === 0) return { records, problem: 'The file is empty.' }
  if (missing.length > 0)
    return { records, problem: `The first line must name the columns. Missing: ${missing.join(', ')}.` }
  if (records.length === 0) return { records, problem: 'The file has a header but no rows.' }
  if (records.length > maxAssignmentRows)
    return { records, problem: `Import at most ${maxAssignmentRows} rows at a time.` }
  return { records, problem: null }
}

export function AssignmentImport() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [report, setReport] = useState<Report | null>(null)
  const parsed = text.trim() ? parse(text) : null
  const run = useMutation(
    trpc.academics.setup.assignments.import.mutationOptions({
      onSuccess: async (result) => {
        setReport(result)
        if (!result.dryRun && result.ok) {
          toast.success(`${result.applied} assignments imported.`)
          setText('')
          setFileName(null)
          await queryClient.invalidateQueries({ queryKey: trpc.academics.pathKey() })
        }
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  )
  const problems = report?.rows.filter((row) => row.errors.length > 0) ?? []
  return (
    <Panel padded className="space-y-5">
      <div>
        <h2 className="font-display text-xl font-bold text-brand-900">Import from a CSV file</h2>
        <p className="mt-2 text-sm text-slate-700">
          Columns: <code className="rounded bg-slate-100 px-1 text-xs">{assignmentImportColumns.join(',')}</code>. A row
          with a blank subject makes the teacher the section’s class teacher; with a subject, its subject teacher. Name
          the teacher by school ID or e-mail. All or nothing: fix the rows marked below and check again.
        </p>
        <button
          type="button"
          onClick={() => downloadText('teaching-assignments-template.csv', toCsv(template))}
          className={buttonStyles('ghost', 'sm', 'mt-2 -ml-3')}
        >
          Download a template
        </button>
      </div>
      <CsvSource
        text={text}
        fileName={fileName}
        rows={5}
        placeholder={toCsv(template)}
        onText={(next, name) => {
          setText(next)
          setFileName(name)
          setReport(null)
        }}
      />
      {parsed?.problem && <ErrorNote>{parsed.problem}</ErrorNote>}
      <ImportButtons
        mutation={run}
        canCheck={!!parsed && !parsed.problem}
        canImport={!!report?.ok && report.dryRun}
        importLabel={report?.ok ? `Import ${report.rows.length} rows` : 'Import'}
        onRun={(dryRun) => parsed && !parsed.problem && run.mutate({ rows: parsed.records, dryRun })}
        className="flex flex-col gap-3 sm:flex-row"
      />
      {report && (
        <section aria-label="Check report" className="border-t border-slate-100 pt-4">
          <p className={cx('text-sm font-semibold', report.ok ? 'text-leaf-700' : 'text-red-700')}>
            {report.ok
              ? report.dryRun
                ? `All ${report.rows.length} rows are valid. Import them when ready.`
                : `${report.applied} assignments imported.`
              : `${problems.length} of ${report.rows.length} rows need fixing; nothing was imported.`}
          </p>
          <ul className="mt-3 space-y-2 text-sm">
            {report.rows.map((row) => (
              <li
                key={row.line}
                className={cx(
                  'rounded-lg px-3 py-2',
                  row.errors.length ? 'bg-red-50 text-red-800' : 'bg-slate-50 text-slate-700',
                )}
              >
                <span className="font-semibold">Line {row.line}:</span> {row.text}
                {row.errors.map((error) => (
                  <span key={error} className="block">
                    {error}
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Panel>
  )
}
