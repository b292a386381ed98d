import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ClassSelect } from '~/components/form/ClassOptions'
import { DateField } from '~/components/form/DateField'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { buttonStyles } from '~/components/ui/button-styles'
import { Panel } from '~/components/ui/Panel'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import { admittedRangeLabel, type AdmissionSettingsView } from '~/shared/admission-settings'
import { admissionSettingsSchema, type AdmissionSettingsInput } from '~/shared/admission-settings-schema'
import { formatDateKeyNumeric } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'

const dateFields = [
  {
    name: 'documentsDueBy',
    label: 'Document verification by',
    hint: 'The last day to bring the original documents to the office.',
  },
  {
    name: 'feesDueBy',
    label: 'Admission fees paid by',
    hint: 'The last day to pay the admission fees and confirm the seat.',
  },
  { name: 'classesBeginOn', label: 'Classes begin on', hint: 'The first day of classes for new students.' },
] as const

const shown = (date: string | null) => (date ? formatDateKeyNumeric(date) : 'Not set')

/**
 * The admissions settings: the classes admitted (the form, the home banner and the admissions
 * page follow them) and the dates an accepted family is given. An unset date is told to families as not fixed yet.
 */
export function AdmissionSettingsPanel() {
  const trpc = useTRPC()
  const settings = useQuery(trpc.admissionSettings.get.queryOptions())
  const [open, setOpen] = useState(false)
  if (!settings.data) return null
  const data = settings.data
  return (
    <Panel
      headingId="admission-settings-heading"
      title="Admissions settings"
      description="What the form offers and the dates accepted families are given."
      actions={
        <button type="button" onClick={() => setOpen(true)} className={buttonStyles('outline', 'sm')}>
          Edit settings
        </button>
      }
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">Classes admitted</dt>
          <dd className="font-semibold text-slate-900">{admittedRangeLabel(data)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Session</dt>
          <dd className="font-semibold text-slate-900">{data.session ?? 'The current fee year'}</dd>
        </div>
        {dateFields.map((field) => (
          <div key={field.name}>
            <dt className="text-slate-600">{field.label}</dt>
            <dd className={data[field.name] ? 'font-semibold text-slate-900' : 'font-semibold text-gold-700'}>
              {shown(data[field.name])}
            </dd>
          </div>
        ))}
      </dl>
      <SettingsDialog open={open} settings={data} onClose={() => setOpen(false)} />
    </Panel>
  )
}

function SettingsDialog({
  open,
  settings,
  onClose,
}: {
  open: boolean
  settings: AdmissionSettingsView
  onClose: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const form = useForm<AdmissionSettingsInput>({
    resolver: zodResolver(admissionSettingsSchema),
    values: {
      lowestClass: settings.lowestClass,
      highestClass: settings.highestClass,
      documentsDueBy: settings.documentsDueBy ?? '',
      feesDueBy: settings.feesDueBy ?? '',
      classesBeginOn: settings.classesBeginOn ?? '',
      session: settings.session ?? '',
    },
  })
  const { errors } = form.formState
  const save = useMutation(
    trpc.admissionSettings.update.mutationOptions({
      onSuccess: async () => {
        toast.success('Admissions settings saved')
        await queryClient.invalidateQueries({ queryKey: trpc.admissionSettings.pathKey() })
        onClose()
      },
    }),
  )
  const close = () => {
    if (save.isPending) return
    save.reset()
    form.reset()
    onClose()
  }
  return (
    <FormDialog
      open={open}
      title="Admissions settings"
      description="Dates left empty are told to families as not fixed yet."
      busy={save.isPending}
      size="md"
      onClose={close}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4">
        {save.error && <ErrorNote>{errorText(save.error)}</ErrorNote>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="settings-lowest-class" label="Lowest class admitted" required error={errors.lowestClass?.message}>
            {(aria) => <ClassSelect {...aria} {...form.register('lowestClass')} />}
          </Field>
          <Field
            id="settings-highest-class"
            label="Highest class admitted"
            required
            error={errors.highestClass?.message}
          >
            {(aria) => <ClassSelect {...aria} {...form.register('highestClass')} />}
          </Field>
        </div>
        <Field
          id="settings-session"
          label="Session"
          optional
          hint="The academic session this round admits for, such as 2027-28. Accepted children are enrolled in that fee year. Leave empty for the current fee year."
          error={errors.session?.message}
        >
          {(aria) => (
            <input
              {...aria}
              autoComplete="off"
              placeholder="2027-28"
              className={inputClass}
              {...form.register('session')}
            />
          )}
        </Field>
        {dateFields.map((field) => (
          <DateField
            key={field.name}
            id={`settings-${field.name}`}
            label={field.label}
            optional
            hint={field.hint}
            error={errors[field.name]?.message}
            control={form.control}
            name={field.name}
          />
        ))}
        <FormActions busy={save.isPending} submitLabel="Save settings" busyLabel="Saving…" onCancel={close} />
      </form>
    </FormDialog>
  )
}
