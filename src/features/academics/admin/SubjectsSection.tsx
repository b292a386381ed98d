// Each class's subjects this year: filled from the syllabus in one click, then added or removed one by one. A
// subject an exam uses stays until it is taken out of the exam.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { FilterBar, FilterSelect } from '~/components/form/filters'
import { inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { TrashIcon } from '~/components/ui/icons'
import { Panel } from '~/components/ui/Panel'
import { QueryStates } from '~/components/ui/states'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { classLabel, classOptions, type ClassOption } from '~/shared/admission-options'
import { useTRPC } from '~/trpc/react'

export function SubjectsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const nameId = useId()
  const [className, setClassName] = useState<ClassOption>('class9')
  const [name, setName] = useState('')
  const list = useQuery(trpc.academics.setup.subjects.list.queryOptions({ className }))
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.academics.pathKey() })
  const add = useMutation(
    trpc.academics.setup.subjects.add.mutationOptions({
      onSuccess: async (subject) => {
        setName('')
        toast.success(`${subject.name} added.`)
        await refresh()
      },
    }),
  )
  const fill = useMutation(
    trpc.academics.setup.subjects.fromSyllabus.mutationOptions({
      onSuccess: async ({ added }) => {
        toast.success(
          added === 0 ? 'Every syllabus subject is already there.' : `${added} subjects added from the syllabus.`,
        )
        await refresh()
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  )
  const remove = useMutation(
    trpc.academics.setup.subjects.remove.mutationOptions({
      onSuccess: async () => {
        removal.close()
        toast.success('Subject removed.')
        await refresh()
      },
    }),
  )
  const removal = useConfirmTarget<{ id: string; name: string }, { id: string }>(remove, (subject) => ({
    id: subject.id,
  }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) add.mutate({ className, name: name.trim() })
  }
  return (
    <div className="space-y-6">
      <FilterBar label="Choose a class" columns="sm:grid-cols-2">
        <FilterSelect
          id="subjects-class"
          label="Class"
          value={className}
          options={classOptions.map((c) => ({ value: c, label: classLabel(c) }))}
          onChange={(value) => value && setClassName(value)}
        />
      </FilterBar>
      <Panel
        title={`Subjects of ${classLabel(className)}`}
        description={
          list.data?.syllabus.length
            ? `The syllabus lists: ${list.data.syllabus.join(', ')}.`
            : 'The syllabus lists no subjects for this class: add them here.'
        }
        actions={
          !!list.data?.syllabus.length && (
            <button
              type="button"
              onClick={() => fill.mutate({ className })}
              disabled={fill.isPending}
              className={buttonStyles('outline', 'md')}
            >
              {fill.isPending ? 'Adding...' : 'Fill from the syllabus'}
            </button>
          )
        }
      >
        <div>
          <QueryStates
            query={list}
            loadingLabel="Loading the subjects..."
            isEmpty={(data) => data.subjects.length === 0}
            empty="No subjects yet."
          >
            {(data) => (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                {data.subjects.map((subject) => (
                  <li key={subject.id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                    <span className="font-medium text-slate-900">
                      {subject.name}
                      {subject.inExams > 0 && (
                        <span className="ml-2 text-xs text-slate-600">
                          in {subject.inExams} exam{subject.inExams === 1 ? '' : 's'}
                        </span>
                      )}
                    </span>
                    <button
                      type="button"
                      onClick={() => removal.ask(subject)}
                      className={buttonStyles('ghost', 'sm', 'text-red-700')}
                    >
                      <TrashIcon className="size-4" />
                      Remove<span className="sr-only"> {subject.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
        <form onSubmit={submit} className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={nameId} className="block text-sm font-semibold text-slate-800">
              Add a subject
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
              className={cx(inputClass, 'mt-1.5')}
            />
          </div>
          <button type="submit" disabled={add.isPending || !name.trim()} className={buttonStyles('primary', 'md')}>
            {add.isPending ? 'Adding...' : 'Add subject'}
          </button>
        </form>
        {add.error && <p className="mt-2 text-sm font-medium text-red-700">{errorText(add.error)}</p>}
      </Panel>
      <ConfirmDialog
        {...removal.dialog}
        title={`Remove ${removal.target?.name ?? 'the subject'}?`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        danger
      >
        <p>
          Its subject teachers lose it too. A subject used by an exam cannot be removed until it is taken out of the
          exam.
        </p>
      </ConfirmDialog>
    </div>
  )
}
