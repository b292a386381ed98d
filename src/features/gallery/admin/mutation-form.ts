import { errorText } from '~/components/ui/error-text'

/** What every gallery form is given: its first values, whether it is being sent, the server's complaint, and the submit. */
export type GalleryFormProps<Fields> = {
  initial: Fields
  pending: boolean
  serverError: string | null
  onSubmit: (fields: Fields) => void
  onCancel?: () => void
}

type FormMutation<Input> = { isPending: boolean; error: unknown; mutate: (input: Input) => void }

/** A gallery form's busy flag, the server's complaint and its submit, from the mutation the form sends. */
export function mutationForm<Fields, Input>(
  mutation: FormMutation<Input>,
  toInput: (fields: Fields) => Input,
): Omit<GalleryFormProps<Fields>, 'initial'> {
  return {
    pending: mutation.isPending,
    serverError: mutation.error ? errorText(mutation.error) : null,
    onSubmit: (fields: Fields) => mutation.mutate(toInput(fields)),
  }
}
