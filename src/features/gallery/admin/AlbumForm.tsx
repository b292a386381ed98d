import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormActions } from '~/components/form/FormActions'
import { albumFieldsSchema, imageFieldsSchema, type AlbumFields, type ImageFields } from '~/shared/gallery-schemas'
import { Field, inputClass } from '~/components/form/Field'
import { ErrorNote } from '~/components/ui/ErrorNote'
import type { GalleryFormProps } from './mutation-form'

type AlbumFormProps = GalleryFormProps<AlbumFields> & { idPrefix: string; submitLabel: string; pendingLabel: string }

/** Title and description of an album: the New album panel and the Edit album dialog (remount to clear it). */
export function AlbumForm({
  idPrefix,
  initial,
  submitLabel,
  pendingLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: AlbumFormProps) {
  const form = useForm<AlbumFields>({ resolver: zodResolver(albumFieldsSchema), defaultValues: initial })
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      {serverError && <ErrorNote>{serverError}</ErrorNote>}
      <Field id={`${idPrefix}-title`} label="Album title" error={errors.title?.message}>
        {(aria) => (
          <input
            autoComplete="off"
            className={inputClass}
            placeholder="e.g. Annual Sports Day 2026"
            {...aria}
            {...form.register('title')}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-description`} label="Description" optional error={errors.description?.message}>
        {(aria) => <textarea rows={3} className={inputClass} {...aria} {...form.register('description')} />}
      </Field>
      <FormActions
        busy={pending}
        submitLabel={submitLabel}
        busyLabel={pendingLabel}
        onCancel={onCancel}
        divider={false}
      />
    </form>
  )
}

type ImageFormProps = GalleryFormProps<ImageFields> & { onCancel: () => void }

/** Caption of one photo: its title (used as its alternative text) and description. */
export function ImageForm({ initial, pending, serverError, onSubmit, onCancel }: ImageFormProps) {
  const form = useForm<ImageFields>({ resolver: zodResolver(imageFieldsSchema), defaultValues: initial })
  const { errors } = form.formState
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      {serverError && <ErrorNote>{serverError}</ErrorNote>}
      <Field
        id="image-title"
        label="Title"
        optional
        hint="Describe what the photo shows; screen readers read it aloud."
        error={errors.title?.message}
      >
        {(aria) => <input autoComplete="off" className={inputClass} {...aria} {...form.register('title')} />}
      </Field>
      <Field id="image-description" label="Description" optional error={errors.description?.message}>
        {(aria) => <textarea rows={3} className={inputClass} {...aria} {...form.register('description')} />}
      </Field>
      <FormActions
        busy={pending}
        submitLabel="Save photo details"
        busyLabel="Saving..."
        onCancel={onCancel}
        divider={false}
      />
    </form>
  )
}
