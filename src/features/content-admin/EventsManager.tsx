import { zodResolver } from '@hookform/resolvers/zod'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CrudDialogs, CrudPanel, type CrudFormProps } from '~/components/crud/CrudScreen'
import { useCrud } from '~/components/crud/useCrud'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { Pill } from '~/components/ui/Pill'
import { contentLimits, eventInput, type EventInput } from '~/shared/content-schemas'
import { formatLongDate, formatTime, toLocalDateTime } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { removedFromWebsite } from './ui'

type EventRow = { id: string; title: string; description: string; eventDate: Date; location: string | null; isFeatured: boolean }

const emptyEvent: EventInput = { title: '', description: '', eventDate: '', location: '', isFeatured: false }

const eventItem = (event: EventRow) => ({
  title: event.title,
  meta: (
    <>
      {formatLongDate(event.eventDate)}, {formatTime(event.eventDate)}
      {event.location ? ` · ${event.location}` : ''}
    </>
  ),
  badges: event.isFeatured ? <Pill tone="gold">Featured</Pill> : null,
})

/** Staff: upcoming and past events with create, edit and delete. */
export function EventsManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [pastPage, setPastPage] = useState(1)
  const upcoming = useQuery(trpc.events.upcoming.queryOptions())
  const past = useQuery({ ...trpc.events.past.queryOptions({ page: pastPage }), placeholderData: keepPreviousData })
  const create = useMutation(trpc.events.create.mutationOptions())
  const update = useMutation(trpc.events.update.mutationOptions())
  const remove = useMutation(trpc.events.delete.mutationOptions())
  const crud = useCrud<EventRow, EventInput>({
    noun: 'event',
    create: (values) => create.mutateAsync(values),
    update: (row, values) => update.mutateAsync({ id: row.id, ...values }),
    remove: (row) => remove.mutateAsync({ id: row.id }),
    afterChange: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() })]),
  })
  const messages = { loading: 'Loading events...', error: (message: string) => `Error loading events: ${message}` }

  return (
    <div className="space-y-8">
      <CrudPanel
        crud={crud}
        title="Upcoming events"
        description="The next three appear on the home page; all of them at /events."
        addLabel="Add event"
        query={upcoming}
        rows={upcoming.data}
        messages={{ ...messages, empty: 'No upcoming events at this time. Add one.' }}
        item={eventItem}
      />
      <CrudPanel
        crud={crud}
        title="Past events"
        description="Kept on the Events page as a record of school life."
        query={past}
        rows={past.data?.items}
        messages={{ ...messages, empty: 'No past events yet.' }}
        item={eventItem}
        pagination={past.data && { page: pastPage, pageCount: past.data.pageCount, onChange: setPastPage, label: 'Past events pages' }}
      />
      <CrudDialogs
        crud={crud}
        titles={{ create: 'Add event', edit: 'Edit event' }}
        dialogDescription="Times are school time in Dimapur (IST)."
        deleteMessage={removedFromWebsite}
        renderForm={(props) => <EventForm {...props} />}
      />
    </div>
  )
}

function EventForm({ row, save, onCancel }: CrudFormProps<EventRow, EventInput>) {
  const form = useForm<EventInput>({
    resolver: zodResolver(eventInput),
    defaultValues: row
      ? { title: row.title, description: row.description, eventDate: toLocalDateTime(row.eventDate), location: row.location ?? '', isFeatured: row.isFeatured }
      : emptyEvent,
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((values) => save(values, form.setError))

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
      <FormActions busy={form.formState.isSubmitting} submitLabel={row ? 'Save changes' : 'Add event'} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  )
}
