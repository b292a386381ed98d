// A class section's list for its teachers: roll number, name, school ID and the guardians, with phones and e-mails
// only as far as the school allows (app.config.ts); a phone gets one card per student.
import { useQuery } from '@tanstack/react-query'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { TableHead } from '~/components/ui/TableHead'
import type { ClassOption } from '~/shared/admission-options'
import { useTRPC } from '~/trpc/react'

type Guardian = { name: string; relationLabel: string | null; phone: string | null; email: string | null }

function GuardianLines({ guardians }: { guardians: Guardian[] }) {
  if (guardians.length === 0) return <span className="text-slate-600">No guardian recorded</span>
  return (
    <ul>
      {guardians.map((g, index) => (
        <li key={index}>
          {g.name}
          {g.relationLabel && <span className="text-slate-600"> ({g.relationLabel})</span>}
          {g.phone && (
            <>
              {' · '}
              <a
                href={`tel:${g.phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {g.phone}
              </a>
            </>
          )}
          {g.email && <span className="break-all text-slate-700"> · {g.email}</span>}
        </li>
      ))}
    </ul>
  )
}

export function TeacherClassList({ className, section }: { className: ClassOption; section: string }) {
  const trpc = useTRPC()
  const list = useQuery(trpc.academics.teaching.classList.queryOptions({ className, section }))
  if (list.isPending) return <LoadingState label="Loading the class list..." />
  if (list.isError) return <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
  const data = list.data
  if (data.students.length === 0)
    return <EmptyState message={`No students are enrolled in ${data.label} for ${data.yearName}.`} />
  return (
    <Panel padded labelledBy="class-list-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="class-list-heading" className="font-display text-xl font-bold text-brand-900">
          {data.label}
        </h2>
        <p className="text-sm text-slate-600">
          {data.yearName} · {data.students.length} student{data.students.length === 1 ? '' : 's'}
        </p>
      </div>
      {!data.showsPhones && (
        <p className="mt-2 text-sm text-slate-600">Guardians’ phone numbers are with the school office.</p>
      )}
      <ul className="mt-4 divide-y divide-slate-100 md:hidden">
        {data.students.map((student) => (
          <li key={student.studentId} className="py-3 text-sm">
            <p className="font-semibold text-slate-900">
              {student.rollNumber !== null && (
                <span className="mr-2 text-slate-600 tabular-nums">{student.rollNumber}.</span>
              )}
              {student.name}
            </p>
            {student.schoolId && <p className="text-slate-600">{student.schoolId}</p>}
            <div className="mt-1 text-slate-800">
              <GuardianLines guardians={student.guardians} />
            </div>
          </li>
        ))}
      </ul>
      <div className="relative mt-4 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Students of {data.label} by roll number, with their guardians</caption>
          <TableHead
            className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            cellClass="px-2 py-2"
            columns={[{ label: 'Roll', className: 'px-2 py-2 text-right' }, 'Student', 'School ID', 'Guardians']}
          />
          <tbody className="divide-y divide-slate-100">
            {data.students.map((student) => (
              <tr key={student.studentId}>
                <td className="px-2 py-2 text-right tabular-nums">{student.rollNumber ?? '–'}</td>
                <td className="px-2 py-2 font-semibold text-slate-900">{student.name}</td>
                <td className="px-2 py-2 tabular-nums">{student.schoolId ?? '–'}</td>
                <td className="px-2 py-2">
                  <GuardianLines guardians={student.guardians} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}
