import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { downloadText } from '~/components/ui/download'
import type { AppRouter } from '~/server/trpc/root'
import { maxImportRows, requiredImportColumns, studentImportColumns } from '~/shared/account-schemas'
import { useTRPC } from '~/trpc/react'
import { csvToRecords, toCsv } from '~/shared/csv'
import { CsvSource } from '~/components/form/CsvSource'
import { ImportButtons } from '~/components/form/ImportButtons'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import { PrintSlipsButton } from './CredentialSlips'

type ImportResult = inferRouterOutputs<AppRouter>['users']['importStudents']

const templateRows = [
  [...studentImportColumns],
  [
    'Asen',
    'Kikon',
    'asen.kikon@example.com',
    '',
    'parent.kikon@example.com',
    '01/05/2010',
    'male',
    'Duncan Basti, Dimapur',
    'Imti Kikon',
    '9436100000',
    'Class 5',
    'A',
    '12',
  ],
  [
    'Lipok',
    'Ao',
    '',
    '',
    '',
    '14/02/2011',
    'F',
    'Half Nagarjan, Dimapur',
    'Temsu Ao',
    '9436100001',
    'Class 4',
    'B',
    '7',
  ],
]

type Parsed = { records: Record<string, string>[]; problem: string | null; unknownColumns: string[] }

function parse(text: string): Parsed {
  const { columns, records } = csvToRecords(text)
  const missing = requiredImportColumns.filter((column) => !columns.includes(column))
  const unknownColumns = columns.filter((column) => !(studentImportColumns as readonly string[]).includes(column))
  let problem: string | null = null
  if (columns.length === 0) problem = 'The file is empty.'
  else if (missing.length > 0) problem = `The first line must name the columns. Missing: ${missing.join(', ')}.`
  else if (records.length === 0) problem = 'The file has a header but no students.'
  else if (records.length > maxImportRows)
    problem = `The file has ${records.length} students; import at most ${maxImportRows} at a time.`
  return { records, problem, unknownColumns }
}

export function StudentImport() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [report, setReport] = useState<ImportResult | null>(null)
  const [created, setCreated] = useState<ImportResult['created'] | null>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)

  const parsed = text.trim() ? parse(text) : null

  const importMutation = useMutation(
    trpc.users.importStudents.mutationOptions({
      onSuccess: async (result) => {
        setReport(result)
        if (!result.dryRun && result.ok) {
          setCreated(result.created)
          setText('')
          setFileName(null)
          toast.success(`${result.created.length} student accounts created`)
          await queryClient.invalidateQueries({ queryKey: trpc.users.pathKey() })
        }
        requestAnimationFrame(() => resultRef.current?.focus())
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  )

  const check = (dryRun: boolean) => {
    if (!parsed || parsed.problem) return
    importMutation.mutate({ rows: parsed.records, dryRun })
  }

  if (created) {
    const emailed = created.filter((row) => row.welcomeEmailed).length
    return (
      <Panel padded>
        <h2 ref={resultRef} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 focus:outline-none">
          {created.length} student accounts created
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {emailed > 0 &&
            `${emailed} of ${created.length} received a welcome e-mail with a link to choose their own password. `}
          These first passwords are shown only once. Print the account slips now and hand each family their own; reset a
          password later from User management if one is lost.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <PrintSlipsButton slips={created} />
          <button
            type="button"
            onClick={() => {
              setCreated(null)
              setReport(null)
            }}
            className={buttonStyles('outline', 'md')}
          >
            Import another file
          </button>
        </div>
        <ul className="mt-6 divide-y divide-slate-100 sm:hidden">
          {created.map((row) => (
            <li key={row.line} className="py-3 text-sm">
              <p className="font-semibold text-slate-900">{row.name}</p>
              <p className="break-all text-slate-700">{row.email ?? 'No e-mail'}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 font-mono">
                <span>{row.schoolId}</span>
                <span className="font-bold text-brand-950">
                  <span className="sr-only">Password </span>
                  {row.password}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-6 hidden sm:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Imported students with their one-time passwords</caption>
            <TableHead
              className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase"
              cellClass="py-2 pr-4"
              columns={['Name', 'E-mail', 'School ID', { label: 'Password', className: 'py-2' }]}
            />
            <tbody className="divide-y divide-slate-100">
              {created.map((row) => (
                <tr key={row.line}>
                  <td className="py-2 pr-4 font-medium text-slate-900">{row.name}</td>
                  <td className="py-2 pr-4 break-all text-slate-700">{row.email ?? 'No e-mail'}</td>
                  <td className="py-2 pr-4 font-mono">{row.schoolId}</td>
                  <td className="py-2 font-mono font-bold text-brand-950">{row.password}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    )
  }

  const problems = report?.rows.filter((row) => row.errors.length > 0) ?? []

  return (
    <Panel padded className="space-y-6">
      <div>
        <h2 className="font-display text-xl font-bold text-brand-900">Import students from a CSV file</h2>
        <p className="mt-2 text-sm text-slate-700">
          The first line names the columns:{' '}
          <code className="rounded bg-slate-100 px-1 text-xs break-all">{studentImportColumns.join(',')}</code>. Only
          first_name and last_name are required; email may be blank for a student without one (they sign in with the
          school ID); a blank school_id gets a generated one. Dates are DD/MM/YYYY (YYYY-MM-DD also works); gender is
          male, female or other (or M, F, O). class (Nursery, LKG, UKG or Class 1 to Class 12), section and roll_number
          put the student in that class for the current academic year; leave them blank to enrol later.
        </p>
        <p className="mt-2 text-sm font-semibold text-brand-900">
          All or nothing: the import runs only when every row is valid, so a class list is never half imported. Fix the
          rows marked below and check again.
        </p>
        <button
          type="button"
          onClick={() => downloadText('student-import-template.csv', toCsv(templateRows))}
          className={buttonStyles('ghost', 'sm', 'mt-3 -ml-3')}
        >
          Download a template
        </button>
      </div>

      <CsvSource
        text={text}
        fileName={fileName}
        placeholder={toCsv(templateRows.slice(0, 2))}
        onText={(next, name) => {
          setText(next)
          setFileName(name)
          setReport(null)
        }}
      />

      {parsed?.problem && <ErrorNote>{parsed.problem}</ErrorNote>}
      {parsed && !parsed.problem && (
        <p className="text-sm text-slate-700">
          {parsed.records.length} {parsed.records.length === 1 ? 'student' : 'students'} found.
          {parsed.unknownColumns.length > 0 && ` Ignored columns: ${parsed.unknownColumns.join(', ')}.`}
        </p>
      )}

      <ImportButtons
        mutation={importMutation}
        canCheck={!!parsed && !parsed.problem}
        canImport={!!report?.ok}
        importLabel={report?.ok ? `Import ${report.rows.length} students` : 'Import students'}
        onRun={check}
        className="flex flex-col gap-3 sm:flex-row"
      />

      {report && (
        <section aria-labelledby="import-report-heading" className="border-t border-slate-100 pt-6">
          <h3
            ref={resultRef}
            tabIndex={-1}
            id="import-report-heading"
            className="font-display text-lg font-bold text-brand-900 focus:outline-none"
          >
            {report.ok
              ? `All ${report.rows.length} rows are valid`
              : `${problems.length} of ${report.rows.length} rows need fixing`}
          </h3>
          {report.ok ? (
            <p className="mt-2 text-sm text-leaf-700">
              Nothing has been imported yet. Press Import to create the accounts.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-red-100 rounded-lg border border-red-200 bg-red-50/50">
              {problems.map((row) => (
                <li key={row.line} className="px-4 py-3 text-sm">
                  <p className="font-semibold text-slate-900">
                    Line {row.line}
                    {(row.name || row.email) && (
                      <span className="font-normal text-slate-600">
                        {' '}
                        · {[row.name, row.email].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </p>
                  <ul className="mt-1 list-disc pl-5 text-red-800">
                    {row.errors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Panel>
  )
}
