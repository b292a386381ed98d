import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { StudentSearch } from '../StudentSearch'

type Picked = { studentId: string; name: string; schoolId: string | null }

/**
 * A set-up form's student, kept in the form's `name` field: the picked one with a Change button, or the search to
 * pick one (with the form's message under it).
 */
export function StudentPicker<Values extends FieldValues, Checked extends FieldValues>({
  id,
  control,
  name,
  error,
}: {
  id: string
  control: Control<Values, unknown, Checked>
  name: Path<Values>
  error?: string
}) {
  const { field } = useController({ control, name })
  const student = field.value as Picked | null
  if (student) return <PickedStudent student={student} onChange={() => field.onChange(null)} />
  return (
    <div>
      <StudentSearch
        id={id}
        label="Student"
        hint="Type part of the name or the school ID."
        autoFocus={false}
        onPick={({ studentId, name: picked, schoolId }) => field.onChange({ studentId, name: picked, schoolId })}
      />
      {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
    </div>
  )
}

/** The picked student, name and school ID, with a Change button that goes back to the search. */
export function PickedStudent({ student, onChange }: { student: Omit<Picked, 'studentId'>; onChange: () => void }) {
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
