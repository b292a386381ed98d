// The refund of an online payment as an administrator fills it in: the amount (all that is left by default) and a
// reason, checked by the shared refund schema; the caller sends it (a receipt's refund, or money kept for review).
// A refund the gateway did not answer stays pending: the server says so and the form shows it.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { MoneyInput } from '~/components/form/MoneyInput'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { refundFormSchema, type RefundFormInput } from '~/shared/fee-forms'
import { formatPaise, paiseToRupeesInput } from '~/shared/money'

export type RefundValues = { amountPaise: number; reason: string }

type RefundFormProps = {
  idPrefix: string
  refundablePaise: number
  /** What happens to the money and the dues, in a sentence. */
  explanation: string
  busy: boolean
  /** The server's refusal (too much, a refund still pending, the gateway down): the fields are checked here first. */
  error: unknown
  onSubmit: (values: RefundValues) => void
  onCancel: () => void
}

export function RefundForm({
  idPrefix,
  refundablePaise,
  explanation,
  busy,
  error,
  onSubmit,
  onCancel,
}: RefundFormProps) {
  const form = useForm<RefundFormInput, unknown, RefundValues>({
    resolver: zodResolver(refundFormSchema(refundablePaise)),
    defaultValues: { amountPaise: paiseToRupeesInput(refundablePaise), reason: '' },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((values) => onSubmit(values))
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        {explanation} At most {formatPaise(refundablePaise)} can be refunded.
      </p>
      <Field
        id={`${idPrefix}-amount`}
        label="Amount to refund"
        required
        hint="All that is left, or part of it."
        error={errors.amountPaise?.message}
      >
        {(aria) => <MoneyInput {...aria} {...form.register('amountPaise')} />}
      </Field>
      <Field id={`${idPrefix}-reason`} label="Reason for the refund" required error={errors.reason?.message}>
        {(aria) => <input {...aria} {...form.register('reason')} maxLength={500} className={inputClass} />}
      </Field>
      {error ? <ErrorNote>{errorText(error)}</ErrorNote> : null}
      <FormActions busy={busy} submitLabel="Refund" busyLabel="Refunding..." onCancel={onCancel} />
    </form>
  )
}
