// The day's register on a phone: everyone starts present; a tap marks a student absent, a second tap late, a third
// present again, and an absent or late student may get a reason (sick, on leave). One press of Submit saves it.
// The taps are kept on the phone until the server has them, a lost connection is retried, and a repeated
// submission is recognised by the server (attendance-draft.ts), so a flaky line never loses or doubles a register.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { TRPCClientError } from '@trpc/client'
import type { inferRouterOutputs } from '@trpc/server'
import { useId, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { DateInput } from '~/components/form/DateInput'
import { inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { CheckIcon } from '~/components/ui/icons'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import type { AppRouter } from '~/server/trpc/root'
import type { ClassOption } from '~/shared/admission-options'
import { absenceReasonLabels, absenceReasons, attendanceStatusLabels, type AbsenceReason } from '~/shared/attendance'
import { formatDateKey, formatTime, dateEntryHint, isDateKey, weekdayNames, weekdayOf } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { useAttendanceDraft, type Mark } from './attendance-draft'

const nextStatus = { present: 'absent', absent: 'late', late: 'present' } as const

const isNetworkFailure = (error: unknown) =>
  (error instanceof TRPCClientError && !error.data) || error instanceof TypeError

type Props = { className: ClassOption; section: string; date: string; admin: boolean; onDate: (date: string) => void }

export function TakeAttendance(props: Props) {
  const trpc = useTRPC()
  const input = { className: props.className, section: props.section, date: props.date }
  const register = useQuery(trpc.academics.attendance.register.queryOptions(input))
  if (register.isPending) return <LoadingState label="Loading the class..." />
  if (register.isError)
    return <ErrorState message={errorText(register.error)} onRetry={() => void register.refetch()} />
  return <RegisterForm key={`${props.date}:${register.data.register?.version ?? 0}`} {...props} data={register.data} />
}

type Data = inferRouterOutputs<AppRouter>['academics']['attendance']['register']

function RegisterForm({ className, section, date, admin, onDate, data }: Props & { data: Data }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const ids = { reason: useId(), date: useId() }
  const saved = useMemo(
    () =>
      data.register
        ? {
            version: data.register.version,
            marks: Object.fromEntries(
              data.register.marks.map((m) => [m.studentId, { status: m.status, reason: m.reason } as Mark]),
            ),
          }
        : null,
    [data.register],
  )
  const draft = useAttendanceDraft({ className, section, date }, saved)
  const [reason, setReason] = useState('')
  const [reasonMissing, setReasonMissing] = useState(false)
  const save = useMutation(
    trpc.academics.attendance.save.mutationOptions({
      // A lost connection is tried again (the same submission id: the server saves it once); a refusal is not.
      retry: (failures, error) => failures < 4 && isNetworkFailure(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
      onSuccess: async (result) => {
        draft.clear()
        const told =
          result.alerted > 0
            ? ` The guardians of ${result.alerted} absent student${result.alerted === 1 ? '' : 's'} were told.`
            : ''
        toast.success(`Attendance of ${data.label} saved.${told}`)
        await queryClient.invalidateQueries({ queryKey: trpc.academics.pathKey() })
      },
    }),
  )

  const counts = { present: 0, absent: 0, late: 0 }
  for (const student of data.students) counts[draft.marks[student.studentId]?.status ?? 'present'] += 1
  const editable = data.canEdit && !save.isPending
  const tap = (studentId: string) =>
    draft.update((marks) => {
      const current = marks[studentId]?.status ?? 'present'
      const next = nextStatus[current]
      const { [studentId]: _old, ...rest } = marks
      return next === 'present'
        ? rest
        : { ...rest, [studentId]: { status: next, reason: marks[studentId]?.reason ?? null } }
    })
  const setMarkReason = (studentId: string, value: AbsenceReason | null) =>
    draft.update((marks) => ({ ...marks, [studentId]: { ...marks[studentId]!, reason: value } }))

  const submit = () => {
    if (data.needsReason && reason.trim().length < 3) {
      setReasonMissing(true)
      return
    }
    save.mutate({
      className,
      section,
      date,
      expectedVersion: draft.baseVersion,
      submissionId: draft.submissionFor(),
      entries: Object.entries(draft.marks).map(([studentId, mark]) => ({ studentId, ...mark })),
      ...(data.needsReason ? { reason: reason.trim() } : {}),
    })
  }

  const day = `${weekdayNames[weekdayOf(date)]}, ${formatDateKey(date)}`
  return (
    <div className="space-y-4 pb-28">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-bold text-brand-900">{data.label}</h2>
          <p className="text-slate-700">{day}</p>
        </div>
        {admin && (
          <div>
            <label htmlFor={ids.date} className="block text-sm font-semibold text-slate-800">
              Day ({dateEntryHint})
            </label>
            <DateInput
              id={ids.date}
              value={date}
              max={data.today}
              onChange={(value) => isDateKey(value) && value <= data.today && onDate(value)}
              className="mt-1 w-40"
            />
          </div>
        )}
      </div>

      {data.register && (
        <p className="rounded-xl bg-leaf-500/10 px-4 py-3 text-sm text-leaf-700">
          <CheckIcon className="mr-1.5 inline size-4" />
          Taken by {data.register.takenByName} at {formatTime(data.register.takenAt)}
          {data.register.updatedAt.getTime() !== data.register.takenAt.getTime() &&
            `; corrected by ${data.register.updatedByName} at ${formatTime(data.register.updatedAt)}`}
          .
        </p>
      )}
      {data.closedReason && <EmptyState message={data.closedReason} />}
      {!data.closedReason && !data.canEdit && (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          This day’s register can be corrected only by an administrator.
        </p>
      )}
      {draft.restored && editable && (
        <p role="status" className="rounded-xl bg-gold-100 px-4 py-3 text-sm text-gold-700">
          Your unsaved marks on this phone are back. Press Submit when you are done.
        </p>
      )}

      {!data.closedReason && data.students.length === 0 && (
        <EmptyState message={`No students are enrolled in ${data.label} this year.`} />
      )}
      {!data.closedReason && data.students.length > 0 && (
        <>
          {editable && (
            <p className="text-sm text-slate-600">
              Everyone is present. Tap a student to mark them absent; tap again for late, and once more for present.
            </p>
          )}
          <ul
            aria-label={`Students of ${data.label}`}
            className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {data.students.map((student) => {
              const mark = draft.marks[student.studentId]
              const status = mark?.status ?? 'present'
              return (
                <li
                  key={student.studentId}
                  className={cx(status === 'absent' && 'bg-red-50', status === 'late' && 'bg-gold-100/60')}
                >
                  <button
                    type="button"
                    disabled={!editable}
                    onClick={() => tap(student.studentId)}
                    className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left focus-visible:outline-brand-600 disabled:cursor-default"
                  >
                    <span className="w-7 shrink-0 text-right text-sm text-slate-600 tabular-nums">
                      {student.rollNumber ?? ''}
                    </span>
                    <span className="min-w-0 flex-1 font-medium text-slate-900">{student.name}</span>
                    <StatusBadge status={status} />
                  </button>
                  {mark && (
                    <div
                      role="group"
                      aria-label={`Reason for ${student.name}`}
                      className="flex flex-wrap gap-2 px-4 pb-3 pl-14"
                    >
                      {absenceReasons.map((value) => (
                        <button
                          key={value}
                          type="button"
                          disabled={!editable}
                          aria-pressed={mark.reason === value}
                          onClick={() => setMarkReason(student.studentId, mark.reason === value ? null : value)}
                          className={cx(
                            'rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-brand-600',
                            mark.reason === value
                              ? 'border-brand-700 bg-brand-700 text-white'
                              : 'border-slate-300 bg-white text-slate-700',
                          )}
                        >
                          {absenceReasonLabels[value]}
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
          {data.needsReason && data.canEdit && (
            <div>
              <label htmlFor={ids.reason} className="block text-sm font-semibold text-slate-800">
                Reason for correcting an earlier day
              </label>
              <textarea
                id={ids.reason}
                rows={2}
                value={reason}
                maxLength={300}
                aria-invalid={reasonMissing || undefined}
                onChange={(event) => {
                  setReason(event.target.value)
                  setReasonMissing(false)
                }}
                className={cx(inputClass, 'mt-1.5')}
              />
              {reasonMissing && (
                <p className="mt-1 text-sm font-medium text-red-700">Please give the reason for this change.</p>
              )}
            </div>
          )}
        </>
      )}

      {data.canEdit && data.students.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700" aria-live="polite">
              <span className="font-semibold text-leaf-700">{counts.present} present</span> ·{' '}
              <span className="font-semibold text-red-700">{counts.absent} absent</span> ·{' '}
              <span className="font-semibold text-gold-700">{counts.late} late</span>
            </p>
            <button
              type="button"
              onClick={submit}
              disabled={save.isPending}
              className={buttonStyles('primary', 'lg', 'flex-1 sm:flex-none')}
            >
              {save.isPending
                ? save.failureCount > 0
                  ? 'No connection, trying again...'
                  : 'Saving...'
                : data.register
                  ? 'Save corrections'
                  : 'Submit attendance'}
            </button>
          </div>
          {save.isError && (
            <div className="mx-auto mt-2 max-w-5xl">
              <ErrorNote>
                {isNetworkFailure(save.error)
                  ? 'Not saved yet: the connection failed. Your marks are kept on this phone; press Submit again when you are back online.'
                  : errorText(save.error)}
              </ErrorNote>
            </div>
          )}
        </div>
      )}
    </div>
  )
}

function StatusBadge({ status }: { status: 'present' | 'absent' | 'late' }) {
  return (
    <span
      className={cx(
        'inline-flex w-20 justify-center rounded-full px-2 py-1 text-xs font-bold',
        status === 'present' && 'bg-leaf-500/10 text-leaf-700',
        status === 'absent' && 'bg-red-100 text-red-800',
        status === 'late' && 'bg-gold-100 text-gold-700',
      )}
    >
      {attendanceStatusLabels[status]}
    </span>
  )
}
