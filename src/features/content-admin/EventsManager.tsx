import { zodResolver } from '@hookform/resolvers/zod'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { contentLimits, eventInput, type EventInput } from '~/shared/content-schemas'
import { formatLongDate, formatTime, toLocalDateTime } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { toastFailure, toastSuccess } from './mutations'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { applyFieldErrors } from '~/components/form/field-errors'
import { FormActions } from '~/components/form/FormActions'
import { FormDialog } from '~/components/ui/FormDialog'
import { Pagination } from '~/components/ui/Pagination'
import { ConfirmDelete, ItemRow, Panel, PanelHeader, PanelMessage, Pill } from './ui'

type EventRow = { id: string; title: string; description: string; eventDate: Date; location: string | null; isFeatured: boolean }
type Editing = { mode: 'create' } | { mode: 'edit'; event: EventRow } | null

const emptyEvent: EventInput = { title: '', description: '', eventDate: '', location: '', isFeatured: false }

/** Staff: upcoming and past events with create, edit and delete. */
export function EventsManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [pastPage, setPastPage] = useState(1)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<EventRow | null>(null)
  const upcoming = useQuery(trpc.events.upcoming.queryOptions())
  const past = useQuery({ ...trpc.events.past.queryOptions({ page: pastPage }), placeholderData: keepPreviousData })

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() })])

  const remove = useMutation(
    trpc.events.delete.mutationOptions({
      onSuccess: async () => {
        toastSuccess('event', 'delete')
        setDeleting(null)
        await refresh()
      },
      onError: (error) => toastFailure('event', 'delete', error),
    }),
  )

  const rows = (events: readonly EventRow[]) => (
    <ul className="divide-y divide-slate-200">
      {events.map((event) => (
        <ItemRow
          key={event.id}
          title={event.title}
          meta={
            <>
              {formatLongDate(event.eventDate)}, {formatTime(event.eventDate)}
              {event.location ? ` · ${event.location}` : ''}
            </>
          }
          badges={event.isFeatured ? <Pill tone="gold">Featured</Pill> : null}
          onEdit={() => setEditing({ mode: 'edit', event })}
          onDelete={() => setDeleting(event)}
        />
      ))}
    </ul>
  )

  return (
    <div className="space-y-8">
      <Panel>
        <PanelHeader
          title="Upcoming events"
          description="The next three appear on the home page; all of them at /events."
          action={
            <button type="button" onClick={() => setEditing({ mode: 'create' })} className={buttonStyles('primary', 'md')}>
              Add event
            </button>
          }
        />
        {upcoming.isPending ? (
          <PanelMessage kind="loading">Loading events...</PanelMessage>
        ) : upcoming.isError ? (
          <PanelMessage kind="error" onRetry={() => void upcoming.refetch()}>
            Error loading events: {upcoming.error.message}
          </PanelMessage>
        ) : upcoming.data.length === 0 ? (
          <PanelMessage kind="empty">No upcoming events at this time. Add one.</PanelMessage>
        ) : (
          rows(upcoming.data)
        )}
      </Panel>
      <Panel>
        <PanelHeader title="Past events" description="Kept on the Events page as a record of school life." />
        {past.isPending ? (
          <PanelMessage kind="loading">Loading events...</PanelMessage>
        ) : past.isError ? (
          <PanelMessage kind="error" onRetry={() => void past.refetch()}>
            Error loading events: {past.error.message}
          </PanelMessage>
        ) : past.data.items.length === 0 ? (
          <PanelMessage kind="empty">No past events yet.</PanelMessage>
        ) : (
          <>
            {rows(past.data.items)}
            <Pagination page={pastPage} pageCount={past.data.pageCount} onChange={setPastPage} label="Past events pages" className="border-t border-slate-200 px-5 py-3" />
          </>
        )}
      </Panel>

      <EventDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDelete
        open={deleting !== null}
        name={deleting?.title ?? ''}
        noun="event"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}

function EventDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const event = editing?.mode === 'edit' ? editing.event : null
  return (
    <FormDialog open={editing !== null} title={event ? 'Edit event' : 'Add event'} description="Times are school time in Dimapur (IST)." busy={busy} onClose={onClose}>
      {editing && (
        <EventForm
          key={event?.id ?? 'new'}
          id={event?.id ?? null}
          initial={
            event
              ? { title: event.title, description: event.description, eventDate: toLocalDateTime(event.eventDate), location: event.location ?? '', isFeatured: event.isFeatured }
              : emptyEvent
          }
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

type EventFormProps = { id: string | null; initial: EventInput; onBusy: (busy: boolean) => void; onDone: () => Promise<void>; onCancel: () => void }

function EventForm({ id, initial, onBusy, onDone, onCancel }: EventFormProps) {
  const trpc = useTRPC()
  const form = useForm<EventInput>({ resolver: zodResolver(eventInput), defaultValues: initial })
  const { errors } = form.formState
  const verb = id ? 'update' : 'create'
  const create = useMutation(trpc.events.create.mutationOptions())
  const update = useMutation(trpc.events.update.mutationOptions())

  const submit = form.handleSubmit(async (values) => {
    onBusy(true)
    try {
      if (id) await update.mutateAsync({ id, ...values })
      else await create.mutateAsync(values)
      toastSuccess('event', verb)
      await onDone()
    } catch (error) {
      applyFieldErrors(error, form.setError, ['title', 'description', 'eventDate', 'location'])
      toastFailure('event', verb, error)
    } finally {
      onBusy(false)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="event-title" label="Title" error={errors.title?.message}>
        {(aria) => <input {...aria} {...form.register('title')} maxLength={contentLimits.title} className={inputClass} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="event-date" label="Date and time" error={errors.eventDate?.message} hint="School time in Dimapur (IST).">
          {(aria) => <input {...aria} {...form.register('eventDate')} type="datetime-local" className={inputClass} />}
        </Field>
        <Field id="event-location" label="Location" optional error={errors.location?.message}>
          {(aria) => <input {...aria} {...form.register('location')} maxLength={contentLimits.location} placeholder="Main Hall" className={inputClass} />}
        </Field>
      </div>
      <Field id="event-description" label="Description" error={errors.description?.message} hint="The home page shows the first two lines.">
        {(aria) => <textarea {...aria} {...form.register('description')} rows={4} maxLength={contentLimits.eventDescription} className={inputClass} />}
      </Field>
      <CheckboxField id="event-featured" label="Featured" hint="Marks the event with a Featured badge." {...form.register('isFeatured')} />
      <FormActions busy={form.formState.isSubmitting} submitLabel={id ? 'Save changes' : 'Add event'} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  )
}
