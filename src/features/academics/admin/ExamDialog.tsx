// Adding or editing an exam: its name, term, first and last day (within the academic year) and the classes that sit
// it. A new class gets its subjects at 80 theory and 20 internal marks, changed afterwards under Subjects and marks.
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { DateInput } from '~/components/form/DateInput'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText, fieldErrorsOf } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import { academics } from '#app-config'
import { termKeys, type TermKey } from '~/shared/academic-terms'
import { classLabel, classOptions, type ClassOption } from '~/shared/admission-options'
import { dateEntryHint } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'

export type ExamDraft = {
  id?: string
  name: string
  term: TermKey
  startDate: string
  endDate: string
  classes: ClassOption[]
}

export function ExamDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: ExamDraft | null
  onClose: () => void
  onSaved: (name: string) => void
}) {
  return (
    <FormDialog open={draft !== null} title={draft?.id ? 'Edit exam' : 'Add an exam'} onClose={onClose}>
      {draft && <ExamForm draft={draft} onClose={onClose} onSaved={onSaved} />}
    </FormDialog>
  )
}

function ExamForm({
  draft,
  onClose,
  onSaved,
}: {
  draft: ExamDraft
  onClose: () => void
  onSaved: (name: string) => void
}) {
  const trpc = useTRPC()
  const id = useId()
  const [values, setValues] = useState(draft)
  const create = useMutation(
    trpc.academics.setup.exams.create.mutationOptions({ onSuccess: () => onSaved(values.name) }),
  )
  const update = useMutation(
    trpc.academics.setup.exams.update.mutationOptions({ onSuccess: () => onSaved(values.name) }),
  )
  const error = create.error ?? update.error
  const fieldErrors = fieldErrorsOf(error) ?? {}
  const message = (field: string) => fieldErrors[field]?.[0]
  const busy = create.isPending || update.isPending
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = { ...values, name: values.name.trim() }
    if (draft.id) update.mutate({ ...fields, id: draft.id })
    else create.mutate(fields)
  }
  const toggle = (className: ClassOption) =>
    setValues((v) => ({
      ...v,
      classes: v.classes.includes(className)
        ? v.classes.filter((c) => c !== className)
        : classOptions.filter((c) => c === className || v.classes.includes(c)),
    }))
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" required error={message('name')}>
          {(aria) => (
            <input
              {...aria}
              value={values.name}
              maxLength={80}
              onChange={(e) => setValues({ ...values, name: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-term`} label="Term" required error={message('term')}>
          {(aria) => (
            <select
              {...aria}
              value={values.term}
              onChange={(e) => setValues({ ...values, term: e.target.value as TermKey })}
              className={inputClass}
            >
              {termKeys.map((key) => (
                <option key={key} value={key}>
                  {academics.terms.find((t) => t.key === key)!.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-start`} label="First day" required hint={dateEntryHint} error={message('startDate')}>
          {(aria) => (
            <DateInput
              {...aria}
              value={values.startDate}
              onChange={(startDate) => setValues({ ...values, startDate })}
            />
          )}
        </Field>
        <Field id={`${id}-end`} label="Last day" required hint={dateEntryHint} error={message('endDate')}>
          {(aria) => (
            <DateInput {...aria} value={values.endDate} onChange={(endDate) => setValues({ ...values, endDate })} />
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Classes sitting the exam</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {classOptions.map((className) => (
            <label
              key={className}
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                checked={values.classes.includes(className)}
                onChange={() => toggle(className)}
                className="size-4 accent-brand-700"
              />
              {classLabel(className)}
            </label>
          ))}
        </div>
        {message('classes') && <p className="mt-1.5 text-sm font-medium text-red-700">{message('classes')}</p>}
      </fieldset>
      {error && Object.keys(fieldErrors).length === 0 && <ErrorNote>{errorText(error)}</ErrorNote>}
      <FormActions
        busy={busy}
        submitLabel={draft.id ? 'Save exam' : 'Add exam'}
        busyLabel="Saving..."
        onCancel={onClose}
      />
    </form>
  )
}
