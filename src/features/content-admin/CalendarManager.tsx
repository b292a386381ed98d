import { useQuery } from '@tanstack/react-query'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { useProcedureCrud } from '~/components/crud/useProcedureCrud'
import { DateField } from '~/components/form/DateField'
import { Field } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { RegisteredSelect } from '~/components/form/Options'
import { Pill } from '~/components/ui/Pill'
import {
  calendarCategories,
  calendarEntryInput,
  categoryLabels,
  type CalendarEntryInput,
} from '~/shared/content-schemas'
import { dateKeyOf, formatDateKeyNumeric, formatMonth, monthOf } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { removedFromWebsite, TitleField } from './ui'

type EntryRow = CalendarEntryInput & { id: string }

/** Entries grouped by month, in date order. */
function byMonth(entries: readonly EntryRow[]): Array<[string, EntryRow[]]> {
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
  const list = useQuery(trpc.notices.calendar.list.queryOptions())
  const steps = useProcedureCrud<EntryRow, CalendarEntryInput>('calendar entry', trpc.notices.calendar, [trpc.notices])
  return (
    <CrudScreen
      {...steps}
      title="Academic calendar"
      description="Dates with entries are outlined on the Notice page's calendar."
      addLabel="Add calendar entry"
      query={list}
      rows={list.data}
      messages={listMessages('the calendar', 'The calendar is empty. Add the first date.')}
      item={(entry) => ({
        title: entry.title,
        meta:
          entry.endDate && entry.endDate !== entry.date
            ? `${formatDateKeyNumeric(entry.date)} to ${formatDateKeyNumeric(entry.endDate)}`
            : formatDateKeyNumeric(entry.date),
        badges: <Pill tone="brand">{categoryLabels[entry.category]}</Pill>,
      })}
      groups={byMonth}
      deleteMessage={removedFromWebsite}
      form={EntryForm}
    />
  )
}

function EntryForm({ row, save, onCancel }: CrudFormProps<EntryRow, CalendarEntryInput>) {
  const { form, errors, submit } = useCrudForm(
    calendarEntryInput,
    row
      ? {
          date: row.date,
          endDate: row.endDate === row.date ? '' : row.endDate,
          title: row.title,
          category: row.category,
        }
      : { date: dateKeyOf(new Date()), endDate: '', title: '', category: 'event' },
    save,
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TitleField id="entry-title" error={errors.title?.message} registration={form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField
          id="entry-date"
          label="Date"
          error={errors.date?.message}
          hint="The first day."
          control={form.control}
          name="date"
        />
        <DateField
          id="entry-end-date"
          label="Last day"
          optional
          error={errors.endDate?.message}
          hint="For several days, such as a vacation."
          control={form.control}
          name="endDate"
        />
        <Field id="entry-category" label="Category" error={errors.category?.message}>
          {(aria) => (
            <RegisteredSelect
              {...aria}
              registration={form.register('category')}
              values={calendarCategories}
              label={(category) => categoryLabels[category]}
            />
          )}
        </Field>
      </div>
      <FormActions
        busy={form.formState.isSubmitting}
        submitLabel={row ? 'Save changes' : 'Add calendar entry'}
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </form>
  )
}
