// What a student and their guardians see of school work, on the student's dashboard and on a guardian's page for
// each child: attendance (the term and the year so far, this month's absences with their dates) and the results of
// published exams with the report card. The server answers only for the student themself or a linked guardian.
import { useQuery } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { Pill } from '~/components/ui/Pill'
import { ErrorState, LoadingState } from '~/components/ui/states'
import type { AppRouter } from '~/server/trpc/root'
import {
  absenceReasonLabels,
  attendanceStatusLabels,
  type AbsenceReason,
  type AttendanceStatus,
} from '~/shared/attendance'
import { formatDateKey, formatMonth, weekdayNames, weekdayOf } from '~/shared/dates'
import { formatTenths } from '~/shared/marks'
import { useTRPC } from '~/trpc/react'

type Overview = Extract<inferRouterOutputs<AppRouter>['academics']['family']['overview'], { enrolled: true }>

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

/** The attendance and results cards of a student (`studentId`), for themself (`own`) or for a guardian. */
export function FamilyAcademics({ studentId, own }: { studentId: string; own: boolean }) {
  const trpc = useTRPC()
  const overview = useQuery(trpc.academics.family.overview.queryOptions({ studentId }))
  if (overview.isPending) return <LoadingState label="Loading attendance and results..." />
  if (overview.isError)
    return <ErrorState message={errorText(overview.error)} onRetry={() => void overview.refetch()} />
  if (!overview.data.enrolled) return null
  return (
    <>
      <AttendanceCard data={overview.data} own={own} />
      <ResultsCard data={overview.data} own={own} />
    </>
  )
}

function AttendanceCard({ data, own }: { data: Overview; own: boolean }) {
  const { term, year, absences, month } = data.attendance
  const [y, m] = month.split('-').map(Number) as [number, number]
  return (
    <section aria-labelledby={`attendance-${data.studentId}`} className={card}>
      <h2 id={`attendance-${data.studentId}`} className="font-display text-xl font-bold text-brand-900">
        {own ? 'My attendance' : 'Attendance'}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {[
          { label: `${term.name} so far`, period: term },
          { label: `${data.yearName} so far`, period: year },
        ].map(({ label, period }) => (
          <div key={label} className={cx('rounded-lg px-3 py-3', period.below ? 'bg-red-50' : 'bg-brand-50')}>
            <dt className="text-xs font-semibold text-slate-600">{label}</dt>
            <dd
              className={cx('mt-1 font-display text-2xl font-bold', period.below ? 'text-red-800' : 'text-brand-900')}
            >
              {period.percent ?? '–'}
            </dd>
            <dd className="text-xs text-slate-600">
              {period.present + period.late} of {period.present + period.absent + period.late} days
            </dd>
          </div>
        ))}
      </dl>
      {(term.below || year.below) && (
        <p className="mt-3 text-sm font-medium text-red-800">
          Below the {data.threshold}% the school asks for. Please speak to the class teacher.
        </p>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-800">{formatMonth({ year: y, month: m })}</h3>
      {absences.length === 0 ? (
        <p className="mt-1 text-sm text-leaf-700">No absences this month.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {absences.map((absence) => (
            <li key={absence.date} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span>
                {weekdayNames[weekdayOf(absence.date)]}, {formatDateKey(absence.date)}
              </span>
              <span
                className={absence.status === 'absent' ? 'font-semibold text-red-800' : 'font-semibold text-gold-700'}
              >
                {attendanceStatusLabels[absence.status as AttendanceStatus]}
                {absence.reason && ` (${absenceReasonLabels[absence.reason as AbsenceReason].toLowerCase()})`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ResultsCard({ data, own }: { data: Overview; own: boolean }) {
  return (
    <section aria-labelledby={`results-${data.studentId}`} className={card}>
      <h2 id={`results-${data.studentId}`} className="font-display text-xl font-bold text-brand-900">
        {own ? 'My results' : 'Results'}
      </h2>
      {data.results.length === 0 ? (
        <p className="mt-4 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No results have been published yet this year.
        </p>
      ) : (
        <ul className="mt-4 space-y-5">
          {data.results.map((result) => (
            <li key={result.examId}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-brand-900">
                  {result.name} <span className="font-normal text-slate-600">· {result.termName}</span>
                </h3>
                <Pill tone={result.result === 'pass' ? 'leaf' : result.result === 'fail' ? 'red' : 'slate'}>
                  {result.resultLabel}
                </Pill>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {result.percent ?? '–'} · grade {result.grade ?? '–'}
                {result.rank !== null && ` · rank ${result.rank} of ${result.classSize}`}
              </p>
              <table className="mt-2 w-full text-sm">
                <caption className="sr-only">Marks of {result.name} by subject</caption>
                <tbody className="divide-y divide-slate-100">
                  {result.subjects.map((subject) => (
                    <tr key={subject.name}>
                      <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-700">
                        {subject.name}
                      </th>
                      <td className="py-1 text-right tabular-nums">
                        {subject.status === 'excused'
                          ? 'ML'
                          : subject.absent
                            ? 'AB'
                            : `${formatTenths(subject.obtained)} / ${formatTenths(subject.max)}`}
                      </td>
                      <td className="w-10 py-1 text-right font-semibold">{subject.grade ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <a
                href={`/api/academics/report-cards/${result.examId}/${data.studentId}/pdf?inline=1`}
                target="_blank"
                rel="noopener"
                className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
              >
                <DownloadIcon className="size-4" />
                Report card (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
