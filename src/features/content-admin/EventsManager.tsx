import { zodResolver } from '@hookform/resolvers/zod'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CrudDialogs, CrudPanel, type CrudFormProps } from '~/components/crud/CrudScreen'
import { useCrud } from '~/components/crud/useCrud'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { Pill } from '~/components/ui/Pill'
import { contentLimits, eventInput, type EventInput } from '~/shared/content-schemas'
import { currentInstant } from '~/shared/clock'
import { formatLongDate, formatTime, toLocalDateTime } from '~/shared/dates'
import { publicationFormValues } from '~/shared/publishing'
import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '~/server/trpc/root'
import type { z } from 'zod'
import { useTRPC } from '~/trpc/react'
import { DateTimeField } from '~/components/form/DateInput'
import { PublicationActions, PublicationFields, PublicationPill } from './Publication'
import { removedFromWebsite } from './ui'

type EventRow = inferRouterOutputs<AppRouter>['events']['manageList']['items'][number]

const emptyEvent: EventInput = { title: '', description: '', eventDate: '', location: '', isFeatured: false, publish: 'now', publishAt: '' }

const eventItem = (event: EventRow) => ({
  title: event.title,
  meta: (
    <>
      {formatLongDate(event.eventDate)}, {formatTime(event.eventDate)}
      {event.location ? ` · ${event.location}` : ''}
    </>
  ),
  badges: (
    <>
      <PublicationPill state={event.state} publishedAt={event.publishedAt} />
      {event.isFeatured && <Pill tone="gold">Featured</Pill>}
    </>
  ),
})

/** Staff: upcoming and past events with create, edit and delete. */
export function EventsManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [upcomingPage, setUpcomingPage] = useState(1)
  const [pastPage, setPastPage] = useState(1)
  const upcoming = useQuery({ ...trpc.events.manageList.queryOptions({ when: 'upcoming', page: upcomingPage }), placeholderData: keepPreviousData })
  const past = useQuery({ ...trpc.events.manageList.queryOptions({ when: 'past', page: pastPage }), placeholderData: keepPreviousData })
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
        rows={upcoming.data?.items}
        messages={{ ...messages, empty: 'No upcoming events at this time. Add one.' }}
        item={eventItem}
        pagination={upcoming.data && { page: upcomingPage, pageCount: upcoming.data.pageCount, onChange: setUpcomingPage, label: 'Upcoming events pages' }}
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
  const form = useForm<z.input<typeof eventInput>, unknown, EventInput>({
    resolver: zodResolver(eventInput),
    defaultValues: row
      ? {
          title: row.title,
          description: row.description,
          eventDate: toLocalDateTime(row.eventDate),
          location: row.location ?? '',
          isFeatured: row.isFeatured,
          ...publicationFormValues(row, currentInstant()),
        }
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
        <DateTimeField id="event-date" label="Date and time" control={form.control} name="eventDate" error={errors.eventDate?.message} hint="School time in Dimapur (IST)." />
        <Field id="event-location" label="Location" optional error={errors.location?.message}>
          {(aria) => <input {...aria} {...form.register('location')} maxLength={contentLimits.location} placeholder="Main Hall" className={inputClass} />}
        </Field>
      </div>
      <Field id="event-description" label="Description" error={errors.description?.message} hint="The home page shows the first two lines.">
        {(aria) => <textarea {...aria} {...form.register('description')} rows={4} maxLength={contentLimits.eventDescription} className={inputClass} />}
      </Field>
      <CheckboxField id="event-featured" label="Featured" hint="Marks the event with a Featured badge." {...form.register('isFeatured')} />
      <PublicationFields idPrefix="event" register={form.register} control={form.control} errors={errors} mode={form.watch('publish')} />
      <PublicationActions busy={form.formState.isSubmitting} mode={form.watch('publish')} nowLabel={row ? 'Save changes' : 'Add event'} noun="event" onCancel={onCancel} />
    </form>
  )
}
