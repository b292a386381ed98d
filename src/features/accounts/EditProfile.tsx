// Edit Profile: one's own photo (uploaded with progress and a preview, the same checks as every
// image upload) and contact details. Names, e-mail, role and class stay with the school office.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { ImageUploadField } from '~/components/form/ImageUploadField'
import { applyFieldErrors } from '~/components/form/field-errors'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { FormDialog } from '~/components/ui/FormDialog'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import { profileContactSchema, type ProfileContactValues } from '~/shared/account-schemas'
import { useTRPC } from '~/trpc/react'

type Editable = { avatarUrl: string | null; contact: { phone: string | null; address: string | null } }

export function EditProfileButton({ profile }: { profile: Editable }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonStyles('outline', 'md')}>
        Edit Profile
      </button>
      <FormDialog
        open={open}
        title="Edit profile"
        description="Your photo and how the school can reach you."
        onClose={() => setOpen(false)}
      >
        {open && <EditProfileForm profile={profile} onClose={() => setOpen(false)} />}
      </FormDialog>
    </>
  )
}

function EditProfileForm({ profile, onClose }: { profile: Editable; onClose: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [photo, setPhoto] = useState(profile.avatarUrl ?? '')
  const [uploading, setUploading] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  // The photo is saved the moment it is uploaded: the page, the dashboard and the header show it at once.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.auth.profile.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    ])

  const form = useForm<ProfileContactValues>({
    resolver: zodResolver(profileContactSchema),
    defaultValues: { phone: profile.contact.phone ?? '', address: profile.contact.address ?? '' },
  })
  const { errors } = form.formState

  const removePhoto = useMutation(
    trpc.auth.removePhoto.mutationOptions({
      onSuccess: async () => {
        setPhoto('')
        toast.success('Photo removed')
        await refresh()
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  )
  const save = useMutation(
    trpc.auth.updateProfile.mutationOptions({
      onSuccess: async () => {
        toast.success('Profile updated')
        await refresh()
        onClose()
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError)
        setServerError(errorText(error))
      },
    }),
  )

  const onPhoto = async (url: string) => {
    if (!url) return removePhoto.mutate()
    setPhoto(url)
    toast.success('Photo updated')
    await refresh()
  }

  return (
    <form
      method="post"
      noValidate
      className="mt-6 space-y-6"
      onSubmit={form.handleSubmit((values) => {
        setServerError(null)
        save.mutate(values)
      })}
    >
      {serverError && <ErrorNote>{serverError}</ErrorNote>}
      <ImageUploadField
        id="profile-photo"
        label="Photo"
        optional
        hint="A JPEG, PNG or WebP photo up to 5 MB. It is saved as soon as it is uploaded."
        endpoint="/api/profile/photo"
        urlOf={(response: { avatarUrl: string }) => response.avatarUrl}
        value={photo}
        onChange={(url) => void onPhoto(url)}
        onBusyChange={setUploading}
        previewAlt="Your photo"
        removeLabel="Remove photo"
        progressLabel="Photo upload"
        previewClassName="size-24 rounded-full border border-slate-200 object-cover"
        removing={removePhoto.isPending}
      />
      <Field
        id="profile-phone"
        label="Phone"
        optional
        error={errors.phone?.message}
        hint="An Indian mobile number, e.g. +91 98620 12345."
      >
        {(aria) => <input type="tel" autoComplete="tel" className={inputClass} {...aria} {...form.register('phone')} />}
      </Field>
      <Field id="profile-address" label="Address" optional error={errors.address?.message}>
        {(aria) => (
          <textarea
            rows={3}
            autoComplete="street-address"
            className={inputClass}
            {...aria}
            {...form.register('address')}
          />
        )}
      </Field>
      <p className="text-sm text-slate-600">
        Your name, e-mail and class are kept by the school office. To change them, please contact the office.
      </p>
      <FormActions
        busy={save.isPending || uploading}
        submitLabel="Save changes"
        busyLabel={uploading ? 'Uploading photo...' : 'Saving...'}
        onCancel={onClose}
      />
    </form>
  )
}
