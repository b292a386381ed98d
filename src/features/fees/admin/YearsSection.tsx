// Academic years: exactly one is current (the counter, the reports and new terms use it). A year is added, or
// made current after a confirmation; years are never edited or deleted (receipts are numbered per year).
import { countOf } from '~/shared/plural'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { Pill } from '~/components/ui/Pill'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { formatDateKeyNumeric } from '~/shared/dates'
import { createYearSchema } from '~/shared/fees'
import { useTRPC } from '~/trpc/react'
import type { z } from 'zod'
import type { SetupYear } from '../types'

type YearValues = z.output<typeof createYearSchema>

export function YearsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const years = useQuery(trpc.fees.setup.years.list.queryOptions())
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  const create = useMutation(trpc.fees.setup.years.create.mutationOptions())
  const setCurrent = useMutation(
    trpc.fees.setup.years.setCurrent.mutationOptions({
      onSuccess: async (year) => {
        toast.success(`${year.name} is now the current year`)
        confirmSwitch.close()
        await refresh()
      },
    }),
  )
  const confirmSwitch = useConfirmTarget(setCurrent, (year: SetupYear) => ({ id: year.id }))
  // A year after the current one (for example created by an admission for next session) waits as upcoming.
  const currentStart = years.data?.find((year) => year.isCurrent)?.startDate
  const upcoming = (year: SetupYear) => !year.isCurrent && currentStart !== undefined && year.startDate > currentStart
  const switching = confirmSwitch.target

  return (
    <>
      <CrudScreen<SetupYear, YearValues>
        noun="academic year"
        create={(values) => create.mutateAsync(values)}
        afterChange={refresh}
        layout="inset"
        title="Academic years"
        description="April to March, written like 2026-27. Exactly one year is current: the counter, the reports and new terms use it."
        addLabel="Add year"
        query={years}
        rows={years.data}
        messages={listMessages('years', 'No academic year yet. Add the first one; it becomes the current year.')}
        item={(year) => ({
          title: year.name,
          badges: year.isCurrent ? (
            <Pill tone="success">Current</Pill>
          ) : (
            upcoming(year) && <Pill tone="info">Upcoming</Pill>
          ),
          meta: `${formatDateKeyNumeric(year.startDate)} to ${formatDateKeyNumeric(year.endDate)} · ${countOf(year.nextReceiptNumber - 1, 'receipt')} numbered`,
          actions: !year.isCurrent && (
            <button type="button" onClick={() => confirmSwitch.ask(year)} className={buttonStyles('outline', 'sm')}>
              Make current<span className="sr-only"> {year.name}</span>
            </button>
          ),
        })}
        dialogSize="md"
        form={YearForm}
      />
      <ConfirmDialog
        {...confirmSwitch.dialog}
        title={`Make ${switching?.name} the current year?`}
        confirmLabel="Make current"
        pendingLabel="Switching..."
      >
        <p>
          The counter, reports and set-up screens will work with {switching?.name} from now on. Receipts already issued
          keep their numbers.
        </p>
      </ConfirmDialog>
    </>
  )
}

function YearForm({ save, onCancel }: CrudFormProps<SetupYear, YearValues>) {
  const { form, errors, submit } = useCrudForm(createYearSchema, { name: '', makeCurrent: false }, save)
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="year-name" label="Year" required hint="For example 2027-28" error={errors.name?.message}>
        {(aria) => <input {...aria} {...form.register('name')} placeholder="2027-28" className={inputClass} />}
      </Field>
      <CheckboxField id="year-current" label="Make it the current year" {...form.register('makeCurrent')} />
      <FormActions
        busy={form.formState.isSubmitting}
        submitLabel="Add year"
        busyLabel="Adding..."
        onCancel={onCancel}
      />
    </form>
  )
}
