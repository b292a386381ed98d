// Enrolments of the current year: who is in which class, section and roll number (fees are charged by class).
// An admin enrols a student or moves one; earlier years stay as history on the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { ClassOptions } from '~/components/form/ClassOptions'
import { classLabel, type ClassOption } from '~/shared/fees'
import { useTRPC } from '~/trpc/react'
import { SetupCard, SetupDialog } from './FeeSetup'
import { StudentPicker } from './StudentPicker'

const pageSize = 50
type Draft = {
  student: { studentId: string; name: string; schoolId: string | null } | null
  className: ClassOption
  section: string
  rollNumber: string
}

export function EnrolmentsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [className, setClassName] = useState<ClassOption | ''>('')
  const [page, setPage] = useState(1)
  const list = useQuery(trpc.fees.setup.enrolments.list.queryOptions(className ? { className } : {}))
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<{
    student?: string
    rollNumber?: string
    section?: string
  }>({})
  const save = useMutation(
    trpc.fees.setup.enrolments.set.mutationOptions({
      onSuccess: async (result) => {
        toast.success(
          `${draft?.student?.name ?? 'Student'} is in ${classLabel(result.className)} for ${result.yearName}`,
        )
        setDraft(null)
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
      },
    }),
  )

  const open = (next: Draft) => {
    save.reset()
    setErrors({})
    setDraft(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!draft) return
    const found: typeof errors = {}
    if (!draft.student) found.student = 'Choose the student.'
    const roll = draft.rollNumber.trim()
    if (roll && (!/^\d{1,4}$/.test(roll) || Number(roll) < 1))
      found.rollNumber = 'The roll number must be a whole number from 1 to 9999.'
    if (draft.section.trim().length > 10) found.section = 'The section must be at most 10 characters'
    setErrors(found)
    if (Object.keys(found).length > 0 || !draft.student) return
    save.mutate({
      studentId: draft.student.studentId,
      className: draft.className,
      ...(draft.section.trim() ? { section: draft.section.trim() } : {}),
      ...(roll ? { rollNumber: Number(roll) } : {}),
    })
  }

  const items = list.data?.items ?? []
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  const shown = items.slice((Math.min(page, pageCount) - 1) * pageSize, Math.min(page, pageCount) * pageSize)
  const changing = draft?.student && items.some((row) => row.studentId === draft.student?.studentId)

  return (
    <SetupCard
      title={list.data ? `Enrolments ${list.data.year.name}` : 'Enrolments'}
      description="Each student's class, section and roll number this year. Issuing a term charges every enrolled student by class; a student without a class gets no charges."
      actions={
        <button
          type="button"
          onClick={() =>
            open({
              student: null,
              className: className || 'class1',
              section: '',
              rollNumber: '',
            })
          }
          className={buttonStyles('primary', 'md')}
        >
          Enrol a student
        </button>
      }
    >
      <Field id="enrolments-class" label="Class">
        {(aria) => (
          <select
            {...aria}
            value={className}
            onChange={(event) => {
              setClassName(event.target.value as ClassOption | '')
              setPage(1)
            }}
            className={cx(inputClass, 'sm:w-auto')}
          >
            <option value="">All classes</option>
            <ClassOptions />
          </select>
        )}
      </Field>
      <div className="mt-5">
        {list.isPending && <LoadingState label="Loading enrolments..." />}
        {list.isError && <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />}
        {list.data && items.length === 0 && (
          <EmptyState
            message={
              className ? `Nobody is enrolled in ${classLabel(className)} yet.` : 'Nobody is enrolled this year yet.'
            }
          />
        )}
        {items.length > 0 && (
          <>
            <p className="mb-3 text-sm text-slate-700">
              {items.length} student{items.length === 1 ? '' : 's'}
            </p>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {shown.map((row) => (
                <li key={row.studentId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {row.name} {row.schoolId && <span className="font-normal text-slate-600">· {row.schoolId}</span>}
                    </p>
                    <p className="text-slate-700">
                      {classLabel(row.className)}
                      {row.section && ` ${row.section}`}
                      {row.rollNumber !== null && ` · roll ${row.rollNumber}`}
                    </p>
                  </div>
                  <button
                    type="button"
                    onClick={() =>
                      open({
                        student: {
                          studentId: row.studentId,
                          name: row.name,
                          schoolId: row.schoolId,
                        },
                        className: row.className as ClassOption,
                        section: row.section ?? '',
                        rollNumber: row.rollNumber === null ? '' : String(row.rollNumber),
                      })
                    }
                    className={buttonStyles('outline', 'sm')}
                  >
                    Change
                    <span className="sr-only"> the class of {row.name}</span>
                  </button>
                </li>
              ))}
            </ul>
            {pageCount > 1 && (
              <Pagination
                className="mt-4"
                label="Enrolment pages"
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                onChange={setPage}
              />
            )}
          </>
        )}
      </div>

      <SetupDialog
        draft={draft}
        title={changing ? 'Change class' : 'Enrol a student'}
        busy={save.isPending}
        error={save.error}
        submitLabel="Save class"
        onSubmit={submit}
        onClose={() => setDraft(null)}
      >
        {(draft) => (
          <>
            <StudentPicker
              id="enrolment-student"
              student={draft.student}
              error={errors.student}
              onChange={(student) => setDraft({ ...draft, student })}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id="enrolment-class" label="Class" required>
                {(aria) => (
                  <select
                    {...aria}
                    value={draft.className}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        className: event.target.value as ClassOption,
                      })
                    }
                    className={inputClass}
                  >
                    <ClassOptions />
                  </select>
                )}
              </Field>
              <Field id="enrolment-section" label="Section" optional error={errors.section}>
                {(aria) => (
                  <input
                    {...aria}
                    value={draft.section}
                    maxLength={10}
                    onChange={(event) => setDraft({ ...draft, section: event.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field id="enrolment-roll" label="Roll number" optional error={errors.rollNumber}>
                {(aria) => (
                  <input
                    {...aria}
                    inputMode="numeric"
                    value={draft.rollNumber}
                    onChange={(event) => setDraft({ ...draft, rollNumber: event.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
          </>
        )}
      </SetupDialog>
    </SetupCard>
  )
}
