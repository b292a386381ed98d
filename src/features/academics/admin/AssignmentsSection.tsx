// Who teaches what this year: each section's class teacher and its subject teachers, chosen from the active teacher
// accounts; a change saves at once. A CSV import sets many at a time (AssignmentImport).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { FilterBar, FilterSelect } from '~/components/form/filters'
import { inputClass } from '~/components/form/Field'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { Panel } from '~/components/ui/Panel'
import { QueryStates } from '~/components/ui/states'
import { classLabel, classOptions, type ClassOption } from '~/shared/admission-options'
import { useTRPC } from '~/trpc/react'
import { AssignmentImport } from './AssignmentImport'

type Teacher = { id: string; name: string; schoolId: string | null }

function TeacherSelect({
  label,
  value,
  teachers,
  onChange,
  disabled,
}: {
  label: string
  value: string | null
  teachers: Teacher[]
  onChange: (teacherId: string | null) => void
  disabled: boolean
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
        className={cx(inputClass, 'mt-1')}
      >
        <option value="">Not assigned</option>
        {teachers.map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.name}
            {teacher.schoolId ? ` (${teacher.schoolId})` : ''}
          </option>
        ))}
      </select>
    </div>
  )
}

export function AssignmentsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.academics.setup.assignments.list.queryOptions())
  const [className, setClassName] = useState<ClassOption | undefined>()
  const done = {
    onSuccess: async () => {
      toast.success('Saved.')
      await queryClient.invalidateQueries({ queryKey: trpc.academics.pathKey() })
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  }
  const setClassTeacher = useMutation(trpc.academics.setup.assignments.setClassTeacher.mutationOptions(done))
  const setSubjectTeacher = useMutation(trpc.academics.setup.assignments.setSubjectTeacher.mutationOptions(done))
  const busy = setClassTeacher.isPending || setSubjectTeacher.isPending
  const classesWithSections = [...new Set(list.data?.sections.map((s) => s.className as ClassOption) ?? [])]
  return (
    <div className="space-y-6">
      <Panel
        title={list.data ? `Who teaches what, ${list.data.year.name}` : 'Who teaches what'}
        description="A class teacher takes the section’s attendance, writes the report-card remarks and locks its marks; a subject teacher enters the marks of their subject. Changes save at once."
      >
        <div>
          <FilterBar label="Choose a class" columns="sm:grid-cols-2">
            <FilterSelect
              id="assignments-class"
              label="Class"
              value={className}
              allLabel="All classes"
              options={classOptions
                .filter((c) => classesWithSections.includes(c))
                .map((c) => ({ value: c, label: classLabel(c) }))}
              onChange={setClassName}
            />
          </FilterBar>
        </div>
      </Panel>
      <QueryStates
        query={list}
        loadingLabel="Loading the classes..."
        isEmpty={(data) => data.sections.length === 0}
        empty="No class has students enrolled this year yet: enrol students (Fees set-up, Enrolments) and their sections appear here."
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.sections
              .filter((s) => !className || s.className === className)
              .map((s) => (
                <li key={`${s.className}|${s.section}`}>
                  <section
                    aria-label={s.label}
                    className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                  >
                    <h3 className="font-display text-lg font-bold text-brand-900">
                      {s.label}{' '}
                      <span className="font-sans text-sm font-normal text-slate-600">
                        · {s.students} student{s.students === 1 ? '' : 's'}
                      </span>
                    </h3>
                    <div className="mt-3 space-y-3">
                      <TeacherSelect
                        label="Class teacher"
                        value={s.classTeacherId}
                        teachers={data.teachers}
                        disabled={busy}
                        onChange={(teacherId) =>
                          setClassTeacher.mutate({
                            className: s.className as ClassOption,
                            section: s.section,
                            teacherId,
                          })
                        }
                      />
                      {s.subjects.length === 0 ? (
                        <p className="text-sm text-slate-600">No subjects yet: add them under Subjects.</p>
                      ) : (
                        <div className="grid gap-3 sm:grid-cols-2">
                          {s.subjects.map((subject) => (
                            <TeacherSelect
                              key={subject.id}
                              label={subject.name}
                              value={subject.teacherId}
                              teachers={data.teachers}
                              disabled={busy}
                              onChange={(teacherId) =>
                                setSubjectTeacher.mutate({
                                  className: s.className as ClassOption,
                                  section: s.section,
                                  subjectId: subject.id,
                                  teacherId,
                                })
                              }
                            />
                          ))}
                        </div>
                      )}
                    </div>
                  </section>
                </li>
              ))}
          </ul>
        )}
      </QueryStates>
      <AssignmentImport />
    </div>
  )
}
