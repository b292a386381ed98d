// A class section's results in an exam, for its class teacher and the admin: each subject's total and grade, each
// student's total, percentage, grade, result and rank, the remark the report card carries (saved when the box is
// left), each report card and the whole section's as one PDF, and the lock that hands the marks to the admin.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { toast } from 'sonner'
import { inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { Pill } from '~/components/ui/Pill'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import type { AppRouter } from '~/server/trpc/root'
import type { ClassOption } from '~/shared/admission-options'
import { formatShortDateTime } from '~/shared/dates'
import { formatTenths } from '~/shared/marks'
import { useTRPC } from '~/trpc/react'

type Results = inferRouterOutputs<AppRouter>['academics']['exams']['results']
type Student = Results['students'][number]

const resultTone = { pass: 'leaf', fail: 'red', pending: 'slate' } as const

export function ResultsScreen({
  examId,
  className,
  section,
  admin,
}: {
  examId: string
  className: ClassOption
  section: string
  admin: boolean
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const input = { examId, className, section }
  const results = useQuery(trpc.academics.exams.results.queryOptions(input))
  const [asking, setAsking] = useState<'lock' | 'unlock' | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.academics.pathKey() })
  const lock = useMutation(
    trpc.academics.exams.lock.mutationOptions({
      onSuccess: async () => {
        setAsking(null)
        toast.success('Marks locked.')
        await refresh()
      },
    }),
  )
  const unlock = useMutation(
    trpc.academics.exams.unlock.mutationOptions({
      onSuccess: async () => {
        setAsking(null)
        toast.success('Marks unlocked: the subject teachers can change them again.')
        await refresh()
      },
    }),
  )
  if (results.isPending) return <LoadingState label="Working out the results..." />
  if (results.isError) return <ErrorState message={errorText(results.error)} onRetry={() => void results.refetch()} />
  const data = results.data
  if (data.students.length === 0) return <EmptyState message={`No students are enrolled in ${data.label}.`} />
  const pdfBase = `/api/academics/class-report-cards/${examId}/pdf?${new URLSearchParams({ class: className, section })}`
  const pending = data.students.filter((s) => s.result === 'pending').length
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {data.exam.publishedAt ? (
            <Pill tone="leaf">Published to families</Pill>
          ) : data.locked ? (
            <Pill tone="brand">Locked · waiting to be published</Pill>
          ) : (
            <Pill tone="gold">Open for marks</Pill>
          )}{' '}
          {data.locked && `Locked by ${data.locked.lockedByName} on ${formatShortDateTime(data.locked.lockedAt)}.`}
          {!data.locked &&
            pending > 0 &&
            ` ${pending} student${pending === 1 ? ' has' : 's have'} marks still to come.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={`${pdfBase}&inline=1`} target="_blank" rel="noopener" className={buttonStyles('outline', 'md')}>
            <DownloadIcon className="size-4" />
            All report cards (PDF)
          </a>
          {!data.locked && (
            <button type="button" onClick={() => setAsking('lock')} className={buttonStyles('primary', 'md')}>
              Lock marks
            </button>
          )}
          {data.locked && admin && !data.exam.publishedAt && (
            <button type="button" onClick={() => setAsking('unlock')} className={buttonStyles('dangerOutline', 'md')}>
              Unlock
            </button>
          )}
        </div>
      </div>

      {/* Relative, so the screen-reader words inside the scrolled table stay in it instead of widening the page. */}
      <div
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label={`Results of ${data.label}`}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">
            Results of {data.label} in {data.exam.name}: each subject’s total and grade, then the student’s result
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left font-semibold">
                Student
              </th>
              {data.subjects.map((s) => (
                <th key={s.name} scope="col" className="px-2 py-2 text-right font-semibold">
                  {s.name}
                </th>
              ))}
              {['Total', '%', 'Grade', 'Result', ...(data.showRank ? ['Rank'] : []), 'Remark', 'Report card'].map(
                (head) => (
                  <th key={head} scope="col" className="px-2 py-2 text-left font-semibold whitespace-nowrap">
                    {head}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.students.map((student) => (
              <ResultRow
                key={student.studentId}
                student={student}
                data={data}
                examId={examId}
                canRemark={admin || !data.exam.publishedAt}
              />
            ))}
          </tbody>
        </table>
      </div>

      <ConfirmDialog
        open={asking === 'lock'}
        title={`Lock the marks of ${data.label}?`}
        confirmLabel="Lock marks"
        pendingLabel="Locking..."
        pending={lock.isPending}
        error={lock.error ? errorText(lock.error) : null}
        onConfirm={() => lock.mutate(input)}
        onClose={() => setAsking(null)}
      >
        <p>
          After this the subject teachers can no longer change the marks of {data.label} in {data.exam.name}; only an
          administrator can, with a reason. The administrator then publishes the results to the families.
        </p>
        {pending > 0 && (
          <p className="font-semibold text-red-700">
            {pending} student{pending === 1 ? ' still has' : 's still have'} marks missing.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'unlock'}
        title={`Unlock the marks of ${data.label}?`}
        confirmLabel="Unlock"
        pendingLabel="Unlocking..."
        danger
        pending={unlock.isPending}
        error={unlock.error ? errorText(unlock.error) : null}
        reason={{ label: 'Reason', requiredMessage: 'Please give the reason for this change.', maxLength: 300 }}
        onConfirm={(reason) => unlock.mutate({ ...input, reason })}
        onClose={() => setAsking(null)}
      >
        <p>The subject teachers will be able to change the marks again. The unlocking is recorded in the audit log.</p>
      </ConfirmDialog>
    </div>
  )
}

function ResultRow({
  student,
  data,
  examId,
  canRemark,
}: {
  student: Student
  data: Results
  examId: string
  canRemark: boolean
}) {
  const trpc = useTRPC()
  const [remark, setRemark] = useState(student.remark)
  const save = useMutation(
    trpc.academics.exams.setRemark.mutationOptions({ onError: (error) => toast.error(errorText(error)) }),
  )
  return (
    <tr className="align-top">
      <th
        scope="row"
        className="sticky left-0 z-10 bg-white px-3 py-2 text-left font-medium whitespace-nowrap text-slate-900"
      >
        <span className="mr-2 text-slate-600 tabular-nums">{student.rollNumber ?? ''}</span>
        {student.name}
      </th>
      {student.subjects.map((subject) => (
        <td
          key={subject.name}
          className={cx(
            'px-2 py-2 text-right whitespace-nowrap tabular-nums',
            subject.passed === false && 'text-red-700',
          )}
        >
          {subject.status === 'pending' ? (
            <span className="text-slate-500">pending</span>
          ) : subject.status === 'excused' ? (
            'ML'
          ) : (
            <>
              {subject.absent ? 'AB' : formatTenths(subject.obtained)}
              <span className="ml-1 text-xs font-semibold">{subject.grade}</span>
            </>
          )}
        </td>
      ))}
      <td className="px-2 py-2 whitespace-nowrap tabular-nums">
        {student.max > 0 ? `${formatTenths(student.obtained)} / ${formatTenths(student.max)}` : '–'}
      </td>
      <td className="px-2 py-2 tabular-nums">{student.percent ?? '–'}</td>
      <td className="px-2 py-2 font-semibold">{student.grade?.grade ?? '–'}</td>
      <td className="px-2 py-2">
        <span className="whitespace-nowrap">
          <Pill tone={resultTone[student.result]}>{student.resultLabel}</Pill>
        </span>
      </td>
      {data.showRank && <td className="px-2 py-2 tabular-nums">{student.rank ?? '–'}</td>}
      <td className="min-w-56 px-2 py-2">
        <textarea
          aria-label={`Remark for ${student.name}`}
          rows={2}
          maxLength={400}
          value={remark}
          readOnly={!canRemark}
          onChange={(event) => setRemark(event.target.value)}
          onBlur={() => {
            if (remark.trim() !== student.remark)
              save.mutate({ examId, studentId: student.studentId, remark: remark.trim() })
          }}
          className={cx(inputClass, 'text-sm')}
        />
        {save.isSuccess && !save.isPending && <span className="text-xs text-leaf-700">Saved</span>}
      </td>
      <td className="px-2 py-2">
        <a
          href={`/api/academics/report-cards/${examId}/${student.studentId}/pdf?inline=1`}
          target="_blank"
          rel="noopener"
          className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
        >
          PDF<span className="sr-only"> report card of {student.name}</span>
        </a>
      </td>
    </tr>
  )
}
