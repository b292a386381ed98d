// The exam chooser of the marks and results screens: the exams of the year that this class sits, the one in
// progress first; and the marks screen itself.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { inputClass } from '~/components/form/Field'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { Pill } from '~/components/ui/Pill'
import { EmptyState, ErrorState, LoadingState, QueryStates } from '~/components/ui/states'
import type { ClassOption } from '~/shared/admission-options'
import { formatDateKeyNumeric } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { MarksGrid } from './MarksGrid'

type Props = {
  className: ClassOption
  section: string
  examId: string | undefined
  onExam: (examId: string) => void
  children: (examId: string) => React.ReactNode
}

/** Picks the exam (the URL's, else the first not yet published), then shows `children` for it. */
export function ExamChooser({ className, examId, onExam, children }: Props) {
  const trpc = useTRPC()
  const id = useId()
  const exams = useQuery(trpc.academics.exams.list.queryOptions())
  const options = (exams.data?.exams ?? []).filter((exam) => exam.classes.includes(className))
  const fallback = options.find((exam) => !exam.publishedAt) ?? options.at(-1)
  const chosen = options.find((exam) => exam.id === examId) ?? fallback
  useEffect(() => {
    if (chosen && chosen.id !== examId) onExam(chosen.id)
  }, [chosen, examId, onExam])
  return (
    <QueryStates
      query={exams}
      loadingLabel="Loading the exams..."
      isEmpty={() => options.length === 0}
      empty="No exam of this year includes this class yet. An administrator sets exams up under Academics set-up."
    >
      {() => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
                Exam
              </label>
              <select
                id={id}
                value={chosen?.id ?? ''}
                onChange={(event) => onExam(event.target.value)}
                className={cx(inputClass, 'mt-1.5 w-auto')}
              >
                {options.map((exam) => (
                  <option key={exam.id} value={exam.id}>
                    {exam.name} ({exam.termName})
                  </option>
                ))}
              </select>
            </div>
            {chosen && (
              <p className="pb-2 text-sm text-slate-600">
                {formatDateKeyNumeric(chosen.startDate)} to {formatDateKeyNumeric(chosen.endDate)}{' '}
                {chosen.publishedAt && <Pill tone="leaf">Results published</Pill>}
              </p>
            )}
          </div>
          {chosen && children(chosen.id)}
        </div>
      )}
    </QueryStates>
  )
}

export function MarksScreen({
  examId,
  className,
  section,
}: {
  examId: string
  className: ClassOption
  section: string
}) {
  const trpc = useTRPC()
  const grid = useQuery(trpc.academics.exams.grid.queryOptions({ examId, className, section }))
  if (grid.isPending) return <LoadingState label="Loading the marks..." />
  if (grid.isError) return <ErrorState message={errorText(grid.error)} onRetry={() => void grid.refetch()} />
  if (grid.data.students.length === 0) return <EmptyState message={`No students are enrolled in ${grid.data.label}.`} />
  if (grid.data.columns.length === 0)
    return (
      <EmptyState message="No subject of yours is set up in this exam for this class. An administrator sets the subjects and maximum marks." />
    )
  // A new grid (another exam or section, or fresh marks after a lock) starts from the server's values.
  return (
    <MarksGrid
      key={`${examId}:${className}:${section}:${grid.dataUpdatedAt}`}
      grid={grid.data}
      examId={examId}
      className={className}
      section={section}
    />
  )
}
