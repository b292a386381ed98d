// Issuing a term: the preview says how many students and how much; confirming copies the structure into
// charges for every enrolled student who has none in the term yet (issuing again adds only newcomers).
import { countOf } from '~/shared/plural'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { errorText } from '~/components/ui/error-text'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { Panel } from '~/components/ui/Panel'

export function IssueSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const terms = useQuery(trpc.fees.setup.terms.list.queryOptions({}))
  const [termId, setTermId] = useState('')
  const chosen = termId || terms.data?.terms.find((term) => !term.issuedAt)?.id || terms.data?.terms[0]?.id || ''
  const preview = useQuery({ ...trpc.fees.setup.issuePreview.queryOptions({ termId: chosen }), enabled: !!chosen })
  const [confirming, setConfirming] = useState(false)
  const issue = useMutation(
    trpc.fees.setup.issueTerm.mutationOptions({
      onSuccess: async (result) => {
        setConfirming(false)
        toast.success(
          `${result.termName} issued: ${result.charges} charges for ${result.students} students, ${formatPaise(result.totalPaise)}` +
            (result.creditAppliedPaise > 0
              ? `; ${formatPaise(result.creditAppliedPaise)} of credit used for ${result.creditApplied} students`
              : ''),
        )
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
      },
    }),
  )

  if (terms.isPending) return <LoadingState label="Loading terms..." />
  if (terms.isError) return <ErrorState message={errorText(terms.error)} onRetry={() => void terms.refetch()} />
  if (terms.data.terms.length === 0) return <EmptyState message="Add a term first (Terms & late fees)." />
  const term = terms.data.terms.find((t) => t.id === chosen)
  const data = preview.data

  return (
    <Panel
      title="Issue a term"
      description="Charges are copied from the structure for every student enrolled this year. Later changes to the structure do not touch them."
    >
      <Field id="issue-term" label="Term">
        {(aria) => (
          <select
            {...aria}
            value={chosen}
            onChange={(event) => setTermId(event.target.value)}
            className={`${inputClass} sm:w-auto`}
          >
            {terms.data.terms.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} (due {formatDateKeyNumeric(t.dueDate)}){t.issuedAt ? ', issued' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>

      <div className="mt-5" aria-live="polite">
        {preview.isPending && chosen && <LoadingState label="Working out the preview..." />}
        {preview.isError && <ErrorState message={errorText(preview.error)} onRetry={() => void preview.refetch()} />}
        {data && (
          <div className="space-y-4">
            <dl className="grid gap-4 sm:grid-cols-3">
              <div className="rounded-xl border border-slate-200 p-4">
                <dt className="text-sm text-slate-600">Students to charge</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{data.students}</dd>
              </div>
              <div className="rounded-xl border border-slate-200 p-4">
                <dt className="text-sm text-slate-600">Charges</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{data.charges}</dd>
              </div>
              <div className="rounded-xl border border-slate-200 p-4">
                <dt className="text-sm text-slate-600">Amount</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{formatPaise(data.totalPaise)}</dd>
              </div>
            </dl>
            {data.alreadyIssued > 0 && (
              <p className="text-sm text-slate-700">
                {countOf(data.alreadyIssued, 'student')} {data.alreadyIssued === 1 ? 'already has' : 'already have'}{' '}
                charges in this term and are left as they are.
              </p>
            )}
            {data.optionalCharges > 0 && (
              <p className="text-sm text-slate-700">
                Includes {countOf(data.optionalCharges, 'optional charge')} for the students assigned to optional heads.
              </p>
            )}
            {data.creditPaise > 0 && (
              <p className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
                {countOf(data.creditStudents, 'student')} {data.creditStudents === 1 ? 'holds' : 'hold'}{' '}
                {formatPaise(data.creditPaise)} of credit: it pays their dues, oldest first, when you issue (recorded on
                each student and in the audit log).
              </p>
            )}
            {data.skippedWithoutStructure > 0 && (
              <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
                {countOf(data.skippedWithoutStructure, 'student')} {data.skippedWithoutStructure === 1 ? 'is' : 'are'}{' '}
                in classes without a structure for this term ({data.classesWithoutStructure.join(', ')}): they get no
                charges until one is set.
              </p>
            )}
            <button
              type="button"
              disabled={data.students === 0}
              onClick={() => {
                issue.reset()
                setConfirming(true)
              }}
              className={buttonStyles('primary', 'md')}
            >
              {term?.issuedAt ? 'Issue to new students' : 'Issue the term'}
            </button>
            {data.students === 0 && (
              <p className="text-sm text-slate-600">
                Nothing to issue: every enrolled student with a structure already has this term's charges.
              </p>
            )}
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        title={`Issue ${data?.termName ?? 'the term'}?`}
        confirmLabel="Issue charges"
        pendingLabel="Issuing..."
        pending={issue.isPending}
        error={issue.error ? errorText(issue.error) : null}
        onConfirm={() => chosen && issue.mutate({ termId: chosen })}
        onClose={() => setConfirming(false)}
      >
        <p>
          {data?.charges ?? 0} charges for {data?.students ?? 0} students, {formatPaise(data?.totalPaise ?? 0)} in all.
          Charges are never deleted; to correct one, use a concession.
        </p>
      </ConfirmDialog>
    </Panel>
  )
}
