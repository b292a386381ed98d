import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { calendarCategories, calendarEntryInput, categoryLabels, contentLimits, type CalendarEntryInput } from '~/shared/content-schemas'
import { dateKeyOf, formatDateKey, formatMonth, monthOf } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { toastFailure, toastSuccess } from './mutations'
import { Field, inputClass } from '~/components/form/Field'
import { applyFieldErrors } from '~/components/form/field-errors'
import { FormActions } from '~/components/form/FormActions'
import { FormDialog } from '~/components/ui/FormDialog'
import { ConfirmDelete, ItemRow, Panel, PanelHeader, PanelMessage, Pill } from './ui'

type EntryRow = CalendarEntryInput & { id: string }
type Editing = { mode: 'create' } | { mode: 'edit'; entry: EntryRow } | null

/** Entries grouped by month, in date order. */
function byMonth(entries: readonly EntryRow[]) {
  const groups = new Map<string, EntryRow[]>()
  for (const entry of entries) {
    const label = formatMonth(monthOf(entry.date))
    groups.set(label, [...(groups.get(label) ?? []), entry])
  }
  return [...groups]
}

/** Staff: the academic calendar of /notice, with create, edit and delete. */
export function CalendarManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<EntryRow | null>(null)
  const list = useQuery(trpc.notices.calendar.list.queryOptions())

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notices.pathKey() })

  const remove = useMutation(
    trpc.notices.calendar.delete.mutationOptions({
      onSuccess: async () => {
        toastSuccess('calendar entry', 'delete')
        setDeleting(null)
        await refresh()
      },
      onError: (error) => toastFailure('calendar entry', 'delete', error),
    }),
  )

  return (
    <Panel>
      <PanelHeader
        title="Academic calendar"
        description="Dates with entries are outlined on the Notice page's calendar."
        action={
          <button type="button" onClick={() => setEditing({ mode: 'create' })} className={buttonStyles('primary', 'md')}>
            Add calendar entry
          </button>
        }
      />
      {list.isPending ? (
        <PanelMessage kind="loading">Loading the calendar...</PanelMessage>
      ) : list.isError ? (
        <PanelMessage kind="error" onRetry={() => void list.refetch()}>
          Error loading the calendar: {list.error.message}
        </PanelMessage>
      ) : list.data.length === 0 ? (
        <PanelMessage kind="empty">The calendar is empty. Add the first date.</PanelMessage>
      ) : (
        byMonth(list.data).map(([month, entries]) => (
          <section key={month} aria-label={month}>
            <h3 className="border-b border-slate-200 bg-slate-50 px-5 py-2 text-sm font-bold uppercase tracking-wider text-slate-600">{month}</h3>
            <ul className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <ItemRow
                  key={entry.id}
                  title={entry.title}
                  meta={formatDateKey(entry.date)}
                  badges={<Pill tone="brand">{categoryLabels[entry.category]}</Pill>}
                  onEdit={() => setEditing({ mode: 'edit', entry })}
                  onDelete={() => setDeleting(entry)}
                />
              ))}
            </ul>
          </section>
        ))
      )}

      <EntryDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDelete
        open={deleting !== null}
        name={deleting?.title ?? ''}
        noun="calendar entry"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  )
}

function EntryDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const entry = editing?.mode === 'edit' ? editing.entry : null
  return (
    <FormDialog open={editing !== null} title={entry ? 'Edit calendar entry' : 'Add calendar entry'} busy={busy} onClose={onClose}>
      {editing && (
        <EntryForm
          key={entry?.id ?? 'new'}
          id={entry?.id ?? null}
          initial={entry ? { date: entry.date, title: entry.title, category: entry.category } : { date: dateKeyOf(new Date()), title: '', category: 'event' }}
          onBusy={setBusy}
          onDone={async () => {
            onClose()
            await onSaved()
          }}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  )
}

type EntryFormProps = { id: string | null; initial: CalendarEntryInput; onBusy: (busy: boolean) => void; onDone: () => Promise<void>; onCancel: () => void }

function EntryForm({ id, initial, onBusy, onDone, onCancel }: EntryFormProps) {
  const trpc = useTRPC()
  const form = useForm<CalendarEntryInput>({ resolver: zodResolver(calendarEntryInput), defaultValues: initial })
  const { errors } = form.formState
  const verb = id ? 'update' : 'create'
  const create = useMutation(trpc.notices.calendar.create.mutationOptions())
  const update = useMutation(trpc.notices.calendar.update.mutationOptions())

  const submit = form.handleSubmit(async (values) => {
    onBusy(true)
    try {
      if (id) await update.mutateAsync({ id, ...values })
      else await create.mutateAsync(values)
      toastSuccess('calendar entry', verb)
      await onDone()
    } catch (error) {
      applyFieldErrors(error, form.setError, ['date', 'title', 'category'])
      toastFailure('calendar entry', verb, error)
    } finally {
      onBusy(false)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="entry-title" label="Title" error={errors.title?.message}>
        {(aria) => <input {...aria} {...form.register('title')} maxLength={contentLimits.title} className={inputClass} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="entry-date" label="Date" error={errors.date?.message}>
          {(aria) => <input {...aria} {...form.register('date')} type="date" className={inputClass} />}
        </Field>
        <Field id="entry-category" label="Category" error={errors.category?.message}>
          {(aria) => (
            <select {...aria} {...form.register('category')} className={inputClass}>
              {calendarCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FormActions busy={form.formState.isSubmitting} submitLabel={id ? 'Save changes' : 'Add calendar entry'} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  )
}
