// Drafts and scheduled publishing in the staff forms of news, events and notices (the lists' pill: PublicationPill.tsx).
import type { Control, FieldErrors, FieldValues, Path, UseFormRegister, UseFormReturn } from 'react-hook-form'
import { DateTimeField } from '~/components/form/DateField'
import { FieldError, labelClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { publishModeLabels, publishModes, type PublishMode } from '~/shared/publishing'

type PublicationValues = { publish?: PublishMode; publishAt?: string }

type PublicationFieldsProps<T extends FieldValues & PublicationValues> = {
  idPrefix: string
  /** The register of any form whose values include the publication fields. */
  register: UseFormRegister<T>
  control: Control<T>
  errors: FieldErrors<PublicationValues>
  mode: PublishMode | undefined
}

/** "Publish now", "Schedule for later" (with the date and time) or "Save as draft". */
export function PublicationFields<T extends FieldValues & PublicationValues>({
  idPrefix,
  register,
  control,
  errors,
  mode,
}: PublicationFieldsProps<T>) {
  const errorId = `${idPrefix}-publish-error`
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>Publishing</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2" aria-describedby={errors.publish ? errorId : undefined}>
        {publishModes.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={value} {...register('publish' as Path<T>)} className="size-4 accent-brand-600" />
            {publishModeLabels[value]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={errors.publish?.message} />
      {mode === 'schedule' && (
        <DateTimeField
          id={`${idPrefix}-publish-at`}
          label="Publish at"
          control={control}
          name={'publishAt' as Path<T>}
          error={errors.publishAt?.message}
          hint="Visitors see it from this time on."
        />
      )}
      {mode === 'draft' && (
        <p className="text-xs text-slate-600">Only staff see a draft, here in this list, until you publish it.</p>
      )}
    </fieldset>
  )
}

type PublicationActionsProps = {
  busy: boolean
  mode: PublishMode | undefined
  nowLabel: string
  noun: string
  onCancel: () => void
}

/** Save and Cancel, the save button worded for the chosen mode: "Save draft", "Schedule event", or `nowLabel`. */
export function PublicationActions({ busy, mode, nowLabel, noun, onCancel }: PublicationActionsProps) {
  const submitLabel = mode === 'draft' ? 'Save draft' : mode === 'schedule' ? `Schedule ${noun}` : nowLabel
  return <FormActions busy={busy} submitLabel={submitLabel} busyLabel="Saving..." onCancel={onCancel} />
}

type PublicationControlsProps<T extends FieldValues & PublicationValues> = Omit<
  PublicationActionsProps,
  'busy' | 'mode'
> & {
  idPrefix: string
  form: UseFormReturn<T>
  errors: FieldErrors<PublicationValues>
}

/** The end of a news, event or notice form: when to publish, then Save (worded for that choice) and Cancel. */
export function PublicationControls<T extends FieldValues & PublicationValues>({
  idPrefix,
  form,
  errors,
  ...actions
}: PublicationControlsProps<T>) {
  const mode = form.watch('publish' as Path<T>) as PublishMode | undefined
  return (
    <>
      <PublicationFields
        idPrefix={idPrefix}
        register={form.register}
        control={form.control}
        errors={errors}
        mode={mode}
      />
      <PublicationActions busy={form.formState.isSubmitting} mode={mode} {...actions} />
    </>
  )
}
