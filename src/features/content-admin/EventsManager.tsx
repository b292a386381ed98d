import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CrudDialogs, type CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudPanel, type CrudPanelProps } from '~/components/crud/CrudPanel'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { useCrud, type Crud } from '~/components/crud/useCrud'
import { useProcedureCrud } from '~/components/crud/useProcedureCrud'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { Pill } from '~/components/ui/Pill'
import { contentLimits, eventInput, type EventInput } from '~/shared/content-schemas'
import { currentInstant } from '~/shared/clock'
import { formatLongDate, formatTime, toLocalDateTime } from '~/shared/dates'
import { publicationFormValues } from '~/shared/publishing'
import type { inferRouterOutputs } from '@trpc/server'
import type { AppRouter } from '~/server/trpc/root'
import { useTRPC } from '~/trpc/react'
import { DateTimeField } from '~/components/form/DateField'
import { PublicationControls } from './Publication'
import { PublicationPill } from './PublicationPill'
import { removedFromWebsite, TitleField } from './ui'

type EventRow = inferRouterOutputs<AppRouter>['events']['manageList']['items'][number]

const emptyEvent: EventInput = {
  title: '',
  description: '',
  eventDate: '',
  location: '',
  isFeatured: false,
  cancelled: false,
  publish: 'now',
  publishAt: '',
}

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
      {event.cancelled && <Pill tone="red">Cancelled</Pill>}
      {event.isFeatured && <Pill tone="gold">Featured</Pill>}
    </>
  ),
})

/** Staff: upcoming and past events with create, edit and delete. */
export function EventsManager() {
  const trpc = useTRPC()
  const crud = useCrud(useProcedureCrud<EventRow, EventInput>('event', trpc.events, [trpc.events, trpc.dashboard]))
  return (
    <div className="space-y-8">
      <EventsPanel
        crud={crud}
        when="upcoming"
        title="Upcoming events"
        description="The next three appear on the home page; all of them at /events."
        addLabel="Add event"
        empty="No upcoming events at this time. Add one."
      />
      <EventsPanel
        crud={crud}
        when="past"
        title="Past events"
        description="Kept on the Events page as a record of school life."
        empty="No past events yet."
      />
      <CrudDialogs
        crud={crud}
        dialogDescription="Times are school time in Dimapur (IST)."
        deleteMessage={removedFromWebsite}
        form={EventForm}
      />
    </div>
  )
}

type EventsPanelProps = { crud: Crud<EventRow, EventInput>; when: 'upcoming' | 'past'; empty: string } & Pick<
  CrudPanelProps<EventRow>,
  'title' | 'description' | 'addLabel'
>

/** The upcoming or the past events, a page at a time. */
function EventsPanel({ crud, when, empty, ...heading }: EventsPanelProps) {
  const trpc = useTRPC()
  const [page, setPage] = useState(1)
  const list = useQuery({ ...trpc.events.manageList.queryOptions({ when, page }), placeholderData: keepPreviousData })
  return (
    <CrudPanel
      crud={crud}
      {...heading}
      query={list}
      rows={list.data?.items}
      messages={listMessages('events', empty)}
      item={eventItem}
      pagination={
        list.data && { page, pageCount: list.data.pageCount, onChange: setPage, label: `${heading.title} pages` }
      }
    />
  )
}

function EventForm({ row, save, onCancel }: CrudFormProps<EventRow, EventInput>) {
  const { form, errors, submit } = useCrudForm(
    eventInput,
    row
      ? {
          title: row.title,
          description: row.description,
          eventDate: toLocalDateTime(row.eventDate),
          location: row.location ?? '',
          isFeatured: row.isFeatured,
          cancelled: row.cancelled,
          ...publicationFormValues(row, currentInstant()),
        }
      : emptyEvent,
    save,
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TitleField id="event-title" error={errors.title?.message} registration={form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateTimeField
          id="event-date"
          label="Date and time"
          control={form.control}
          name="eventDate"
          error={errors.eventDate?.message}
          hint="School time in Dimapur (IST)."
        />
        <Field id="event-location" label="Location" optional error={errors.location?.message}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('location')}
              maxLength={contentLimits.location}
              placeholder="Main Hall"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field
        id="event-description"
        label="Description"
        error={errors.description?.message}
        hint="The home page shows the first two lines."
      >
        {(aria) => (
          <textarea
            {...aria}
            {...form.register('description')}
            rows={4}
            maxLength={contentLimits.eventDescription}
            className={inputClass}
          />
        )}
      </Field>
      <CheckboxField
        id="event-featured"
        label="Featured"
        hint="Marks the event with a Featured badge."
        {...form.register('isFeatured')}
      />
      <CheckboxField
        id="event-cancelled"
        label="Cancelled"
        hint="The event stays on the website marked Cancelled, and calendars subscribed to the school's calendar show it as cancelled."
        {...form.register('cancelled')}
      />
      <PublicationControls
        idPrefix="event"
        form={form}
        errors={errors}
        nowLabel={row ? 'Save changes' : 'Add event'}
        noun="event"
        onCancel={onCancel}
      />
    </form>
  )
}
