// Apart from CrudScreen, so a screen whose form loads on opening does not bring react-hook-form and zod with its list.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'

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
