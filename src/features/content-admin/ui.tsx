// What the staff content screens share beyond the CRUD screen.
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, inputClass } from '~/components/form/Field'
import { contentLimits } from '~/shared/content-limits'

/** The delete question's sentence for anything shown on the public website. */
export function removedFromWebsite(row: { title: string }): ReactNode {
  return <>&ldquo;{row.title}&rdquo; will be removed from the website at once. This cannot be undone.</>
}

/** The Title field each content form opens with. */
export function TitleField({
  id,
  error,
  registration,
}: {
  id: string
  error: string | undefined
  registration: UseFormRegisterReturn
}) {
  return (
    <Field id={id} label="Title" error={error}>
      {(aria) => <input {...aria} {...registration} maxLength={contentLimits.title} className={inputClass} />}
    </Field>
  )
}
