// Optional fees: which students take an optional head (a bus route, the hostel, a club) this year, one at a time
// or from a CSV checked first. Issuing a term charges them; a term already issued is charged when asked.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { CsvSource } from '~/components/form/CsvSource'
import { Field, inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { EmptyState } from '~/components/ui/states'
import { assignOptionalFormSchema, type AssignOptionalFormInput } from '~/shared/fee-forms'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { StudentSearch } from '../StudentSearch'
import type { CounterMatch } from '../types'
import { PickedStudent } from './StudentPicker'

export function OptionalSection() {
  const trpc = useTRPC()
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions(undefined))
  const optionalHeads = (heads.data ?? []).filter((head) => head.optional)
  const [headId, setHeadId] = useState('')
  const current = headId || optionalHeads[0]?.id || ''
  return (
    <div className="space-y-6">
      <Panel
        title="Optional fees"
        description="An optional head is charged only to the students assigned to it, when a term is issued. Mark a head optional under Fee heads, and give its amount per class in the structure or per student here (a route's fare)."
      >
        {heads.isSuccess && optionalHeads.length === 0 ? (
          <EmptyState message="No optional heads yet. Mark one optional under Fee heads." />
        ) : (
          <Field id="optional-head" label="Optional head">
            {(aria) => (
              <select {...aria} value={current} onChange={(e) => setHeadId(e.target.value)} className={inputClass}>
                {optionalHeads.map((head) => (
                  <option key={head.id} value={head.id}>
                    {head.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </Panel>
      {current && <Assignments headId={current} />}
      {current && <ImportAssignments headId={current} />}
    </div>
  )
}

function Assignments({ headId }: { headId: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.fees.setup.optional.list.queryOptions({ headId }))
  const [student, setStudent] = useState<CounterMatch | null>(null)
  const form = useForm<
    AssignOptionalFormInput,
    unknown,
    { amountPaise?: number; note?: string; chargeIssuedTerms: boolean; headId: string }
  >({
    resolver: zodResolver(assignOptionalFormSchema),
    defaultValues: { headId, amountPaise: '', note: '', chargeIssuedTerms: false },
  })
  const { errors } = form.formState
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  const assign = useMutation(
    trpc.fees.setup.optional.assign.mutationOptions({
      onSuccess: async (result) => {
        toast.success(
          `${student?.name ?? 'Student'} assigned${result.charged ? `; ${result.charged} issued term(s) charged` : ''}`,
        )
        setStudent(null)
        form.reset({ headId, amountPaise: '', note: '', chargeIssuedTerms: false })
        await refresh()
      },
    }),
  )
  const unassign = useMutation(trpc.fees.setup.optional.unassign.mutationOptions({ onSuccess: refresh }))
  const submit = form.handleSubmit((values) => {
    if (student) assign.mutate({ ...values, headId, studentId: student.studentId })
  })
  return (
    <Panel title="Students who take it" description={list.data ? `Academic year ${list.data.year.name}.` : undefined}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {student ? (
          <PickedStudent student={student} onChange={() => setStudent(null)} />
        ) : (
          <StudentSearch id="optional-student" label="Student" autoFocus={false} onPick={setStudent} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="optional-amount"
            label="Amount per term"
            optional
            hint="Blank: the structure's amount for the student's class."
            error={errors.amountPaise?.message}
          >
            {(aria) => <MoneyInput {...aria} {...form.register('amountPaise')} />}
          </Field>
          <Field id="optional-note" label="Note" optional hint="Route, hostel block." error={errors.note?.message}>
            {(aria) => <input {...aria} {...form.register('note')} maxLength={80} className={inputClass} />}
          </Field>
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-400"
            {...form.register('chargeIssuedTerms')}
          />
          <span>Also charge the terms of this year already issued</span>
        </label>
        {assign.error && <ErrorNote>{errorText(assign.error)}</ErrorNote>}
        <button type="submit" disabled={!student || assign.isPending} className={buttonStyles('primary', 'md')}>
          Assign
        </button>
      </form>
      <ul className="mt-5 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {(list.data?.items ?? []).length === 0 && <li className="px-4 py-3 text-sm text-slate-600">Nobody yet.</li>}
        {(list.data?.items ?? []).map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
            <span>
              <span className="font-medium">{item.name}</span>
              {item.schoolId && <span className="text-slate-600"> · {item.schoolId}</span>}
              {item.classLabel && <span className="text-slate-600"> · {item.classLabel}</span>}
              {' · '}
              {item.amountPaise !== null ? `${formatPaise(item.amountPaise)} a term` : 'structure amount'}
              {item.note && <span className="text-slate-600"> · {item.note}</span>}
            </span>
            <button
              type="button"
              className={buttonStyles('ghost', 'sm')}
              onClick={() => unassign.mutate({ id: item.id })}
            >
              Remove<span className="sr-only"> {item.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

function ImportAssignments({ headId }: { headId: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [chargeIssued, setChargeIssued] = useState(false)
  const run = useMutation(
    trpc.fees.setup.optional.import.mutationOptions({
      onSuccess: async (result) => {
        if (result.saved) {
          toast.success(`${result.newCount + result.updateCount} students assigned to ${result.head}`)
          await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
        }
      },
    }),
  )
  const result = run.data
  return (
    <Panel
      title="Import from a CSV"
      description="Columns: school_id, amount (rupees, blank for the structure's), note. Check first: nothing is saved while a row has a problem."
    >
      <CsvSource
        text={text}
        fileName={fileName}
        placeholder={'school_id,amount,note\nNSS-2026-0042,1200,Route 3'}
        onText={(value, name) => {
          setText(value)
          setFileName(name)
          run.reset()
        }}
      />
      <label className="mt-4 flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-400"
          checked={chargeIssued}
          onChange={(e) => setChargeIssued(e.target.checked)}
        />
        <span>Also charge the terms of this year already issued</span>
      </label>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles('outline', 'md')}
          disabled={!text.trim() || run.isPending}
          onClick={() => run.mutate({ headId, csv: text, dryRun: true, chargeIssuedTerms: chargeIssued })}
        >
          Check
        </button>
        <button
          type="button"
          className={buttonStyles('primary', 'md')}
          disabled={!result || result.saved || result.errorCount > 0 || run.isPending}
          onClick={() => run.mutate({ headId, csv: text, dryRun: false, chargeIssuedTerms: chargeIssued })}
        >
          Import
        </button>
      </div>
      {run.error && <ErrorNote>{errorText(run.error)}</ErrorNote>}
      {result && (
        <div className="mt-4 overflow-x-auto" role="status">
          <p className="text-sm font-medium">
            {result.saved ? 'Saved: ' : 'Check: '}
            {result.newCount} new, {result.updateCount} updated, {result.errorCount} with problems
            {result.saved && result.charged > 0 ? `; ${result.charged} issued-term charges added` : ''}.
          </p>
          <table className="mt-2 min-w-full text-left text-sm">
            <caption className="sr-only">Rows of the file</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3">
                  Line
                </th>
                <th scope="col" className="py-1 pr-3">
                  School ID
                </th>
                <th scope="col" className="py-1 pr-3">
                  Student
                </th>
                <th scope="col" className="py-1 pr-3">
                  Amount
                </th>
                <th scope="col" className="py-1">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.line} className="border-b border-slate-100">
                  <td className="py-1 pr-3 tabular-nums">{row.line}</td>
                  <td className="py-1 pr-3">{row.schoolId}</td>
                  <td className="py-1 pr-3">{row.name ?? '—'}</td>
                  <td className="py-1 pr-3">{row.amountPaise !== null ? formatPaise(row.amountPaise) : 'structure'}</td>
                  <td className={row.status === 'error' ? 'py-1 text-red-800' : 'py-1'}>
                    {row.status === 'error' ? row.message : row.status === 'new' ? 'New' : 'Update'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  )
}
