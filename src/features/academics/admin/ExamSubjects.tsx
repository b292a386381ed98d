// An exam's subjects for one class with the maximum marks of each part (0 leaves a part out): each row saves on
// its own; a subject with marks cannot be taken out, and a maximum cannot go below a mark already given.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { QueryStates } from '~/components/ui/states'
import { classLabel, type ClassOption } from '~/shared/admission-options'
import { componentLabels, markComponents } from '~/shared/marks'
import { useTRPC } from '~/trpc/react'

type Row = {
  subjectId: string
  name: string
  theoryMax: number
  practicalMax: number
  internalMax: number
  marks: number
}

export function ExamSubjects({ examId, classes }: { examId: string; classes: ClassOption[] }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const pickId = useId()
  const [className, setClassName] = useState<ClassOption>(classes[0]!)
  const list = useQuery(trpc.academics.setup.exams.subjects.queryOptions({ examId, className }))
  const done = (message: string) => ({
    onSuccess: async () => {
      toast.success(message)
      await queryClient.invalidateQueries({ queryKey: trpc.academics.pathKey() })
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  })
  const set = useMutation(trpc.academics.setup.exams.setSubject.mutationOptions(done('Maximum marks saved.')))
  const remove = useMutation(
    trpc.academics.setup.exams.removeSubject.mutationOptions(done('Subject taken out of the exam.')),
  )
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Class">
        {classes.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === className}
            onClick={() => setClassName(c)}
            className={buttonStyles(c === className ? 'primary' : 'outline', 'sm')}
          >
            {classLabel(c)}
          </button>
        ))}
      </div>
      <QueryStates
        query={list}
        loadingLabel="Loading the subjects..."
        isEmpty={(d) => d.subjects.length === 0 && d.notInExam.length === 0}
        empty={`${classLabel(className)} has no subjects yet: add them under Subjects.`}
      >
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.subjects.map((row) => (
                <SubjectRow
                  key={`${className}:${row.subjectId}`}
                  row={row}
                  busy={set.isPending || remove.isPending}
                  onSave={(max) => set.mutate({ examId, className, subjectId: row.subjectId, ...max })}
                  onRemove={() => remove.mutate({ examId, className, subjectId: row.subjectId })}
                />
              ))}
            </ul>
            {data.notInExam.length > 0 && (
              <div className="flex flex-wrap items-end gap-2">
                <div>
                  <label htmlFor={pickId} className="block text-sm font-semibold text-slate-800">
                    Add a subject of {classLabel(className)}
                  </label>
                  <select
                    id={pickId}
                    defaultValue=""
                    className={cx(inputClass, 'mt-1 w-auto')}
                    onChange={(event) => {
                      if (event.target.value)
                        set.mutate({
                          examId,
                          className,
                          subjectId: event.target.value,
                          theoryMax: 80,
                          practicalMax: 0,
                          internalMax: 20,
                        })
                      event.target.value = ''
                    }}
                  >
                    <option value="">Choose a subject</option>
                    {data.notInExam.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            )}
          </>
        )}
      </QueryStates>
    </div>
  )
}

function SubjectRow({
  row,
  busy,
  onSave,
  onRemove,
}: {
  row: Row
  busy: boolean
  onSave: (max: { theoryMax: number; practicalMax: number; internalMax: number }) => void
  onRemove: () => void
}) {
  const id = useId()
  const [max, setMax] = useState({
    theory: String(row.theoryMax),
    practical: String(row.practicalMax),
    internal: String(row.internalMax),
  })
  const numbers = {
    theoryMax: Number(max.theory || '0'),
    practicalMax: Number(max.practical || '0'),
    internalMax: Number(max.internal || '0'),
  }
  const valid =
    Object.values(numbers).every((n) => Number.isInteger(n) && n >= 0 && n <= 1000) &&
    numbers.theoryMax + numbers.practicalMax + numbers.internalMax > 0
  const changed =
    numbers.theoryMax !== row.theoryMax ||
    numbers.practicalMax !== row.practicalMax ||
    numbers.internalMax !== row.internalMax
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-end">
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-slate-900">{row.name}</p>
        <p className="text-xs text-slate-600">
          Out of {numbers.theoryMax + numbers.practicalMax + numbers.internalMax}
          {row.marks > 0 && ` · ${row.marks} marks given`}
        </p>
      </div>
      {markComponents.map((component) => (
        <div key={component}>
          <label htmlFor={`${id}-${component}`} className="block text-xs font-semibold text-slate-700">
            {componentLabels[component]}
          </label>
          <input
            id={`${id}-${component}`}
            inputMode="numeric"
            value={max[component]}
            onChange={(event) => setMax({ ...max, [component]: event.target.value.replace(/\D/g, '').slice(0, 4) })}
            className={cx(inputClass, 'mt-1 w-20')}
          />
        </div>
      ))}
      <div className="flex gap-2">
        <button
          type="button"
          disabled={!changed || !valid || busy}
          onClick={() => onSave(numbers)}
          className={buttonStyles('primary', 'sm')}
        >
          Save<span className="sr-only"> {row.name}</span>
        </button>
        <button
          type="button"
          disabled={row.marks > 0 || busy}
          onClick={onRemove}
          className={buttonStyles('ghost', 'sm', 'text-red-700')}
        >
          Take out<span className="sr-only"> {row.name}</span>
        </button>
      </div>
    </li>
  )
}
