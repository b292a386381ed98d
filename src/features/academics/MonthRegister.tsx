// A class section's month register: school days across, students down, P/A/L in each cell, each student's days
// and percentage for the month, the term and the year so far, and who is below the threshold; CSV exports.
import { useQuery } from '@tanstack/react-query'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { ExportCsvForm } from '~/components/ui/ExportCsvForm'
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import type { ClassOption } from '~/shared/admission-options'
import { absenceReasonLabels, type AbsenceReason } from '~/shared/attendance'
import { formatMonth, monthNames, weekdayNames } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'

const letterStyles: Record<string, string> = {
  present: 'text-leaf-700',
  absent: 'bg-red-100 font-bold text-red-800',
  late: 'bg-gold-100 font-bold text-gold-700',
}

export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + number - 1 + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

type Props = {
  className: ClassOption
  section: string
  month: string
  thisMonth: string
  onMonth: (month: string) => void
}

export function MonthRegister({ className, section, month, thisMonth, onMonth }: Props) {
  const trpc = useTRPC()
  const report = useQuery(trpc.academics.attendance.month.queryOptions({ className, section, month }))
  const [year, number] = month.split('-').map(Number) as [number, number]
  const title = formatMonth({ year, month: number })
  const data = report.data
  const below = data?.students.filter((s) => s.term.below || s.year.below) ?? []
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => onMonth(shiftMonth(month, -1))}
            className={buttonStyles('outline', 'sm')}
          >
            <ChevronLeftIcon className="size-4" />
            <span className="sr-only">Previous month, </span>
            {monthNames[(number + 10) % 12]!.slice(0, 3)}
          </button>
          <h2 className="min-w-36 text-center font-display text-xl font-bold text-brand-900" aria-live="polite">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onMonth(shiftMonth(month, 1))}
            disabled={month >= thisMonth}
            className={buttonStyles('outline', 'sm')}
          >
            <span className="sr-only">Next month, </span>
            {monthNames[number % 12]!.slice(0, 3)}
            <ChevronRightIcon className="size-4" />
          </button>
        </div>
        <ExportCsvForm
          action="/api/academics/register.csv"
          fields={{ className, section: section || undefined, month }}
          disabled={!data?.students.length}
          disabledReason="No students to export"
        />
      </div>

      {report.isPending && <LoadingState label="Loading the register..." />}
      {report.isError && <ErrorState message={errorText(report.error)} onRetry={() => void report.refetch()} />}
      {data && data.students.length === 0 && <EmptyState message={`No students are enrolled in ${data.label}.`} />}
      {data && data.students.length > 0 && (
        <>
          <Panel>
            <div
              className="relative overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-label={`Register of ${data.label}, ${title}`}
            >
              <table className="w-full text-sm">
                <caption className="sr-only">
                  {data.label}, {title}: P present, A absent, L late, by school day
                </caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-3 py-2 text-left font-semibold">
                      Student
                    </th>
                    {data.days.map((day) => (
                      <th
                        key={day.date}
                        scope="col"
                        className={cx('px-1.5 py-2 text-center font-semibold', !day.taken && 'text-slate-500')}
                      >
                        <span className="block">{weekdayNames[day.weekday]!.slice(0, 2)}</span>
                        {Number(day.date.slice(8))}
                      </th>
                    ))}
                    {['P', 'A', 'L', 'Month', data.term.name, 'Year'].map((head) => (
                      <th key={head} scope="col" className="px-2 py-2 text-right font-semibold whitespace-nowrap">
                        {head}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.students.map((student) => (
                    <tr key={student.studentId}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 bg-white px-3 py-1.5 text-left font-medium whitespace-nowrap text-slate-900"
                      >
                        <span className="mr-2 text-slate-600 tabular-nums">{student.rollNumber ?? ''}</span>
                        {student.name}
                      </th>
                      {student.cells.map((cell, index) => (
                        <td
                          key={data.days[index]!.date}
                          title={cell?.reason ? absenceReasonLabels[cell.reason as AbsenceReason] : undefined}
                          className={cx('px-1.5 py-1.5 text-center', cell && letterStyles[cell.status])}
                        >
                          {cell?.letter ?? <span className="text-slate-400">·</span>}
                        </td>
                      ))}
                      <td className="px-2 py-1.5 text-right tabular-nums">{student.month.present}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{student.month.absent}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{student.month.late}</td>
                      {[student.month, student.term, student.year].map((period, index) => (
                        <td
                          key={index}
                          className={cx(
                            'px-2 py-1.5 text-right tabular-nums',
                            period.below && 'font-bold text-red-700',
                          )}
                        >
                          {period.percent ?? '–'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 bg-slate-50 text-xs text-slate-700">
                  <tr>
                    <th scope="row" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-semibold">
                      Present
                    </th>
                    {data.days.map((day) => (
                      <td key={day.date} className="px-1.5 py-2 text-center tabular-nums">
                        {day.taken ? day.attended : <span className="sr-only">not taken</span>}
                      </td>
                    ))}
                    <td colSpan={6} />
                  </tr>
                </tfoot>
              </table>
            </div>
          </Panel>
          <p className="text-sm text-slate-600">
            A dot is a school day whose register was not taken. Late counts as present; {data.term.name} and the year
            are counted up to today.
          </p>
          <Panel padded labelledBy="below-heading">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 id="below-heading" className="font-display text-xl font-bold text-brand-900">
                  Below {data.threshold}% attendance
                </h2>
                <p className="mt-1 text-sm text-slate-600">In {data.term.name} so far or in the year so far.</p>
              </div>
              <ExportCsvForm
                action="/api/academics/below-threshold.csv"
                fields={{ period: 'year', className, section: section || undefined }}
                label="Export the year’s list"
                size="sm"
              />
            </div>
            {below.length === 0 ? (
              <p className="mt-4 rounded-lg bg-leaf-500/10 px-4 py-3 text-sm text-leaf-700">
                Every student of {data.label} is at {data.threshold}% or above.
              </p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-100">
                {below.map((student) => (
                  <li key={student.studentId} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                    <span className="font-medium text-slate-900">{student.name}</span>
                    <span className="text-slate-700">
                      {data.term.name}:{' '}
                      <strong className={cx(student.term.below && 'text-red-700')}>
                        {student.term.percent ?? '–'}
                      </strong>{' '}
                      · Year:{' '}
                      <strong className={cx(student.year.below && 'text-red-700')}>
                        {student.year.percent ?? '–'}
                      </strong>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </>
      )}
    </div>
  )
}
