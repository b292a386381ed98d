import { buttonStyles } from '~/components/ui/button-styles'
import { StudentSearch } from '../StudentSearch'
import type { CounterMatch } from '../types'

/** A set-up form's student: the picked one with a Change button, or the search to pick one. */
export function StudentPicker({
  id,
  student,
  error,
  onChange,
}: {
  id: string
  student: { name: string; schoolId: string | null } | null
  error?: string
  onChange: (student: CounterMatch | null) => void
}) {
  if (student) return <PickedStudent student={student} onChange={() => onChange(null)} />
  return (
    <div>
      <StudentSearch
        id={id}
        label="Student"
        hint="Type part of the name or the school ID."
        autoFocus={false}
        onPick={onChange}
      />
      {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
    </div>
  )
}

/** The picked student, name and school ID, with a Change button that goes back to the search. */
export function PickedStudent({
  student,
  onChange,
}: {
  student: { name: string; schoolId: string | null }
  onChange: () => void
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
      <p className="text-sm">
        <span className="font-semibold">{student.name}</span>{' '}
        {student.schoolId && <span className="text-slate-600">· {student.schoolId}</span>}
      </p>
      <button type="button" onClick={onChange} className={buttonStyles('ghost', 'sm')}>
        Change<span className="sr-only"> student</span>
      </button>
    </div>
  )
}
