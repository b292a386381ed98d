import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ClassSelect } from '~/components/form/ClassOptions'
import { DateField } from '~/components/form/DateField'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import type { AdmissionSettingsView } from '~/shared/admission-settings'
import { admissionSettingsSchema, type AdmissionSettingsInput } from '~/shared/admission-settings-schema'
import { useTRPC } from '~/trpc/react'
import { dateFields } from './AdmissionSettingsPanel'

// The admissions settings' edit dialog, loaded on its first opening (AdmissionSettingsPanel.tsx).

export function AdmissionSettingsDialog({
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
