import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { albumFieldsSchema, imageFieldsSchema, type AlbumFields, type ImageFields } from '../schemas'
import { ErrorNote, Field, inputClass } from './admin-ui'

type AlbumFormProps = {
  idPrefix: string
  initial: AlbumFields
  submitLabel: string
  pendingLabel: string
  pending: boolean
  serverError: string | null
  onSubmit: (fields: AlbumFields) => void
  onCancel?: () => void
}

/** Title and description of an album: the New album panel and the Edit album dialog (remount to clear it). */
export function AlbumForm({ idPrefix, initial, submitLabel, pendingLabel, pending, serverError, onSubmit, onCancel }: AlbumFormProps) {
  const form = useForm<AlbumFields>({ resolver: zodResolver(albumFieldsSchema), defaultValues: initial })
  const { errors } = form.formState
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4"
    >
      {serverError && <ErrorNote>{serverError}</ErrorNote>}
      <Field id={`${idPrefix}-title`} label="Album title" error={errors.title?.message}>
        {(aria) => <input autoComplete="off" className={inputClass} placeholder="e.g. Annual Sports Day 2026" {...aria} {...form.register('title')} />}
      </Field>
      <Field id={`${idPrefix}-description`} label="Description" optional error={errors.description?.message}>
        {(aria) => <textarea rows={3} className={inputClass} {...aria} {...form.register('description')} />}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={pending} className={buttonStyles('outline', 'md')}>
            Cancel
          </button>
        )}
        <button type="submit" disabled={pending} className={buttonStyles('primary', 'md')}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  )
}

type ImageFormProps = {
  initial: ImageFields
  pending: boolean
  serverError: string | null
  onSubmit: (fields: ImageFields) => void
  onCancel: () => void
}

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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={pending} className={buttonStyles('outline', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={pending} className={buttonStyles('primary', 'md')}>
          {pending ? 'Saving...' : 'Save photo details'}
        </button>
      </div>
    </form>
  )
}
