import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import type { UpdateUserFormValues } from '~/shared/account-schemas'
import { Field, inputClass } from '~/components/form/Field'

/**
 * The account's own phone and address, as the person's Edit Profile shows them. A teacher's phone and a student's
 * address are on their role's fields instead, so those are left out here.
 */
export function ContactFields({
  register,
  errors,
  phone,
  address,
}: {
  register: UseFormRegister<UpdateUserFormValues>
  errors: FieldErrors<UpdateUserFormValues>
  phone: boolean
  address: boolean
}) {
  if (!phone && !address) return null
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 font-display text-lg font-bold text-brand-900">Contact details</legend>
      {phone && (
        <Field
          id="edit-contact-phone"
          label="Phone"
          optional
          error={errors.contact?.phone?.message}
          hint="An Indian mobile number, e.g. +91 98620 12345."
        >
          {(aria) => (
            <input type="tel" autoComplete="off" className={inputClass} {...aria} {...register('contact.phone')} />
          )}
        </Field>
      )}
      {address && (
        <Field
          id="edit-contact-address"
          label="Address"
          optional
          className="sm:col-span-2"
          error={errors.contact?.address?.message}
        >
          {(aria) => <textarea rows={2} className={inputClass} {...aria} {...register('contact.address')} />}
        </Field>
      )}
    </fieldset>
  )
}
