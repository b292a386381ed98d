// Waiving a late fee: find the student, see each term's late fee as of today, and waive all or part of what is
// still outstanding with a reason. The server checks the amount against the fine again and audit-logs it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise, paiseToRupeesInput, parseRupeesToPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { StudentSearch } from '../StudentSearch'
import type { CounterMatch } from '../types'
import { SetupCard, SetupDialog } from './FeeSetup'
import { PickedStudent } from './StudentPicker'

type Waiving = {
  termId: string
  termName: string
  outstandingPaise: number
  amount: string
  reason: string
}

export function FineWaiverSection() {
  const [student, setStudent] = useState<CounterMatch | null>(null)
  return (
    <SetupCard
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
    </SetupCard>
  )
}

function StudentFines({ studentId, name }: { studentId: string; name: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const detail = useQuery(trpc.fees.counter.student.queryOptions({ studentId }))
  const [waiving, setWaiving] = useState<Waiving | null>(null)
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({})
  const waive = useMutation(
    trpc.fees.setup.waiveFine.mutationOptions({
      onSuccess: async (result) => {
        toast.success(`${formatPaise(result.amountPaise)} of the late fee waived for ${name}`)
        setWaiving(null)
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
      },
    }),
  )

  if (detail.isPending) return <LoadingState label="Loading the student's fees..." />
  if (detail.isError) return <ErrorState message={errorText(detail.error)} onRetry={() => void detail.refetch()} />
  const fines = detail.data.terms.flatMap((term) =>
    term.lines
      .filter((line) => line.kind === 'fine' && (line.finePaise > 0 || line.waivedPaise > 0))
      .map((line) => ({ term, line })),
  )
  if (fines.length === 0)
    return <EmptyState message={`${name} has no late fees as of ${formatDateKeyNumeric(detail.data.asOf)}.`} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!waiving) return
    const found: typeof errors = {}
    const amount = parseRupeesToPaise(waiving.amount)
    if (!amount.ok) found.amount = amount.message
    else if (amount.paise <= 0) found.amount = 'The amount must be more than zero.'
    else if (amount.paise > waiving.outstandingPaise)
      found.amount = `At most the ${formatPaise(waiving.outstandingPaise)} late fee outstanding.`
    if (!waiving.reason.trim()) found.reason = 'Please give a reason.'
    setErrors(found)
    if (Object.keys(found).length > 0 || !amount.ok) return
    waive.mutate({
      studentId,
      termId: waiving.termId,
      amountPaise: amount.paise,
      reason: waiving.reason.trim(),
    })
  }

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
                onClick={() => {
                  waive.reset()
                  setErrors({})
                  setWaiving({
                    termId: term.termId,
                    termName: term.name,
                    outstandingPaise: line.outstandingPaise,
                    amount: paiseToRupeesInput(line.outstandingPaise),
                    reason: '',
                  })
                }}
                className={buttonStyles('outline', 'sm')}
              >
                Waive<span className="sr-only"> the {term.name} late fee</span>
              </button>
            )}
          </li>
        ))}
      </ul>

      <SetupDialog
        draft={waiving}
        title={`Waive the ${waiving?.termName ?? ''} late fee`}
        busy={waive.isPending}
        error={waive.error}
        submitLabel="Waive late fee"
        onSubmit={submit}
        onClose={() => setWaiving(null)}
      >
        {(waiving) => (
          <>
            <p className="text-sm text-slate-700">
              {name} owes {formatPaise(waiving.outstandingPaise)} in late fees for {waiving.termName}.
            </p>
            <Field
              id="waiver-amount"
              label="Amount to waive"
              required
              hint="All of the late fee, or part of it."
              error={errors.amount}
            >
              {(aria) => (
                <MoneyInput
                  {...aria}
                  value={waiving.amount}
                  onChange={(event) => setWaiving({ ...waiving, amount: event.target.value })}
                />
              )}
            </Field>
            <Field id="waiver-reason" label="Reason" required error={errors.reason}>
              {(aria) => (
                <input
                  {...aria}
                  value={waiving.reason}
                  maxLength={500}
                  onChange={(event) => setWaiving({ ...waiving, reason: event.target.value })}
                  className={inputClass}
                />
              )}
            </Field>
          </>
        )}
      </SetupDialog>
    </>
  )
}
