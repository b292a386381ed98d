// Enrolments of the current year: who is in which class, section and roll number (fees are charged by class).
// An admin enrols a student or moves one; earlier years stay as history on the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { ClassOptions } from '~/components/form/ClassOptions'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { cx } from '~/components/ui/cx'
import { enrolmentFormSchema, type EnrolmentFormValues } from '~/shared/fee-forms'
import { classLabel, type ClassOption } from '~/shared/fees'
import { useTRPC } from '~/trpc/react'
import type { SetupEnrolment } from '../types'
import { StudentPicker } from './StudentPicker'

const pageSize = 50
type EnrolmentRow = SetupEnrolment & { id: string }

export function EnrolmentsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [className, setClassName] = useState<ClassOption | ''>('')
  const [page, setPage] = useState(1)
  const list = useQuery(trpc.fees.setup.enrolments.list.queryOptions(className ? { className } : {}))
  const enrol = useMutation(trpc.fees.setup.enrolments.set.mutationOptions())
  const save = ({ student, ...enrolment }: EnrolmentFormValues) =>
    enrol.mutateAsync({ studentId: student.studentId, ...enrolment })

  const rows: EnrolmentRow[] = (list.data?.items ?? []).map((row) => ({ ...row, id: row.studentId }))
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize))
  const shown = Math.min(page, pageCount)
  return (
    <CrudScreen<EnrolmentRow, EnrolmentFormValues>
      noun="enrolment"
      create={save}
      update={(_row, values) => save(values)}
      afterChange={() => queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })}
      layout="inset"
      title={list.data ? `Enrolments ${list.data.year.name}` : 'Enrolments'}
      description="Each student's class, section and roll number this year. Issuing a term charges every enrolled student by class; a student without a class gets no charges."
      addLabel="Enrol a student"
      editLabel="Change"
      toolbar={
        <div className="flex flex-wrap items-end justify-between gap-3">
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
          {rows.length > 0 && (
            <p className="pb-2 text-sm text-slate-700">
              {rows.length} student{rows.length === 1 ? '' : 's'}
            </p>
          )}
        </div>
      }
      query={list}
      rows={list.data && rows.slice((shown - 1) * pageSize, shown * pageSize)}
      messages={listMessages(
        'enrolments',
        className ? `Nobody is enrolled in ${classLabel(className)} yet.` : 'Nobody is enrolled this year yet.',
      )}
      item={(row) => ({
        title: row.name,
        aside: row.schoolId,
        meta: `${classLabel(row.className)}${row.section ? ` ${row.section}` : ''}${row.rollNumber !== null ? ` · roll ${row.rollNumber}` : ''}`,
      })}
      pagination={{ page: shown, pageCount, onChange: setPage, label: 'Enrolment pages' }}
      dialogTitle={(row) => (row ? 'Change class' : 'Enrol a student')}
      form={EnrolmentForm}
    />
  )
}

function EnrolmentForm({ row, save, onCancel }: CrudFormProps<EnrolmentRow, EnrolmentFormValues>) {
  const { form, errors, submit } = useCrudForm(
    enrolmentFormSchema,
    row
      ? {
          student: { studentId: row.studentId, name: row.name, schoolId: row.schoolId },
          className: row.className as ClassOption,
          section: row.section ?? '',
          rollNumber: row.rollNumber === null ? '' : String(row.rollNumber),
        }
      : { student: null, className: 'class1', section: '', rollNumber: '' },
    save,
  )
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StudentPicker id="enrolment-student" control={form.control} name="student" error={errors.student?.message} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="enrolment-class" label="Class" required error={errors.className?.message}>
          {(aria) => (
            <select {...aria} {...form.register('className')} className={inputClass}>
              <ClassOptions />
            </select>
          )}
        </Field>
        <Field id="enrolment-section" label="Section" optional error={errors.section?.message}>
          {(aria) => <input {...aria} {...form.register('section')} maxLength={10} className={inputClass} />}
        </Field>
        <Field id="enrolment-roll" label="Roll number" optional error={errors.rollNumber?.message}>
          {(aria) => <input {...aria} {...form.register('rollNumber')} inputMode="numeric" className={inputClass} />}
        </Field>
      </div>
      <FormActions
        busy={form.formState.isSubmitting}
        submitLabel="Save class"
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </form>
  )
}
