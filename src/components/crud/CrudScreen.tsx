// The staff list screen: a panel listing rows with Edit, Archive and Delete (each when the screen has that step)
// and actions of its own, an "Add" button, a dialog holding the create/edit form (with a preview step where a save
// needs a second look) and a delete confirmation. News, events, notices, the calendar and the fee set-up's years,
// heads, terms, enrolments and concessions are built from it.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
import { CrudDialogs, type CrudDialogsProps } from './CrudDialogs'
import { CrudPanel, type CrudPanelProps } from './CrudPanel'
import { useCrud, type CrudOptions } from './useCrud'

/** A CRUD screen's form: checked against `schema` as the server checks it; a valid submit goes to `save`. */
export function useCrudForm<Input extends FieldValues, Values extends FieldValues>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
  save: (values: Values, setError: UseFormSetError<Input>) => Promise<void>,
) {
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues })
  const submit = form.handleSubmit((values) => save(values, form.setError))
  return { form, errors: form.formState.errors, submit }
}

/** A CRUD screen of one list. Screens with several lists (events: upcoming and past) combine useCrud, CrudPanel and CrudDialogs. */
export function CrudScreen<Row extends { id: string }, Values extends FieldValues>(
  props: CrudOptions<Row, Values> & CrudPanelProps<Row> & CrudDialogsProps<Row, Values>,
) {
  const crud = useCrud<Row, Values>(props)
  return (
    <>
      <CrudPanel crud={crud} {...props} />
      <CrudDialogs crud={crud} {...props} />
    </>
  )
}
