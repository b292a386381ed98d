// Waiving a late fee: find the student, see each term's late fee as of today, and waive all or part of what is
// still outstanding with a reason. The server checks the amount against the fine again and audit-logs it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { applyFieldErrors } from '~/components/form/field-errors'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { MoneyInput } from '~/components/form/MoneyInput'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import { Panel } from '~/components/ui/Panel'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { waiverFormSchema, type WaiverFormInput } from '~/shared/fee-forms'
import { formatPaise, paiseToRupeesInput } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { StudentSearch } from '../StudentSearch'
import type { CounterMatch } from '../types'
import { PickedStudent } from './StudentPicker'

type Waiving = { termId: string; termName: string; outstandingPaise: number }

export function FineWaiverSection() {
  const [student, setStudent] = useState<CounterMatch | null>(null)
  return (
    <Panel
      title="Waive a late fee"
      description="Late fees are worked out as of today from each term's rule. Waive all or part of one with a reason: the waiver is kept on the ledger and in the audit log."
    >
      {student ? (
        <div className="space-y-5">
          <PickedStudent student={student} onChange={() => setStudent(null)} />
          <StudentFines studentId={student.studentId} name={student.name} />
        </div>
      ) : (
        <StudentSearch
          id="waiver-student"
          label="Student"
          hint="Type part of the name, the school ID or a parent's phone number."
          autoFocus={false}
          onPick={setStudent}
        />
      )}
    </Panel>
  )
}

function StudentFines({ studentId, name }: { studentId: string; name: string }) {
  const trpc = useTRPC()
  const detail = useQuery(trpc.fees.counter.student.queryOptions({ studentId }))
  const [waiving, setWaiving] = useState<Waiving | null>(null)

  if (detail.isPending) return <LoadingState label="Loading the student's fees..." />
  if (detail.isError) return <ErrorState message={errorText(detail.error)} onRetry={() => void detail.refetch()} />
  const fines = detail.data.terms.flatMap((term) =>
    term.lines
      .filter((line) => line.kind === 'fine' && (line.finePaise > 0 || line.waivedPaise > 0))
      .map((line) => ({ term, line })),
  )
  if (fines.length === 0)
    return <EmptyState message={`${name} has no late fees as of ${formatDateKeyNumeric(detail.data.asOf)}.`} />

  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {fines.map(({ term, line }) => (
          <li key={line.key} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="text-base font-semibold">
                {term.name}{' '}
                <span className="font-normal text-slate-600">· due {formatDateKeyNumeric(term.dueDate)}</span>
              </p>
              <p className="text-slate-700">
                Late fee {formatPaise(line.finePaise)}
                {line.waivedPaise > 0 && <> · waived {formatPaise(line.waivedPaise)}</>}
                {line.paidPaise > 0 && <> · paid {formatPaise(line.paidPaise)}</>} ·{' '}
                <span className="font-semibold">outstanding {formatPaise(Math.max(0, line.outstandingPaise))}</span>
              </p>
            </div>
            {line.outstandingPaise > 0 && (
              <button
                type="button"
                onClick={() =>
                  setWaiving({ termId: term.termId, termName: term.name, outstandingPaise: line.outstandingPaise })
                }
                className={buttonStyles('outline', 'sm')}
              >
                Waive<span className="sr-only"> the {term.name} late fee</span>
              </button>
            )}
          </li>
        ))}
      </ul>

      <FormDialog
        open={waiving !== null}
        title={`Waive the ${waiving?.termName ?? ''} late fee`}
        onClose={() => setWaiving(null)}
      >
        {waiving && (
          <WaiverForm
            key={waiving.termId}
            studentId={studentId}
            name={name}
            waiving={waiving}
            onDone={() => setWaiving(null)}
          />
        )}
      </FormDialog>
    </>
  )
}

/** How much of one term's late fee to waive, and why; the server checks it against the fine again. */
function WaiverForm({
  studentId,
  name,
  waiving,
  onDone,
}: {
  studentId: string
  name: string
  waiving: Waiving
  onDone: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const form = useForm<WaiverFormInput, unknown, { amountPaise: number; reason: string }>({
    resolver: zodResolver(waiverFormSchema(waiving.outstandingPaise)),
    defaultValues: { amountPaise: paiseToRupeesInput(waiving.outstandingPaise), reason: '' },
  })
  const { errors } = form.formState
  const waive = useMutation(
    trpc.fees.setup.waiveFine.mutationOptions({
      onSuccess: async (result) => {
        toast.success(`${formatPaise(result.amountPaise)} of the late fee waived for ${name}`)
        onDone()
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
      },
      onError: (error) => applyFieldErrors(error, form.setError, ['amountPaise', 'reason']),
    }),
  )
  const submit = form.handleSubmit((values) => waive.mutate({ studentId, termId: waiving.termId, ...values }))
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        {name} owes {formatPaise(waiving.outstandingPaise)} in late fees for {waiving.termName}.
      </p>
      <Field
        id="waiver-amount"
        label="Amount to waive"
        required
        hint="All of the late fee, or part of it."
        error={errors.amountPaise?.message}
      >
        {(aria) => <MoneyInput {...aria} {...form.register('amountPaise')} />}
      </Field>
      <Field id="waiver-reason" label="Reason" required error={errors.reason?.message}>
        {(aria) => <input {...aria} {...form.register('reason')} maxLength={500} className={inputClass} />}
      </Field>
      {waive.error && <ErrorNote>{errorText(waive.error)}</ErrorNote>}
      <FormActions busy={waive.isPending} submitLabel="Waive late fee" busyLabel="Saving..." onCancel={onDone} />
    </form>
  )
}
