// The refund form's choice of a voided receipt: the student's voided receipts that still hold money to refund,
// as radio buttons (Tab reaches the group, the arrow keys move between receipts), each with its number, date,
// amount and what is left to refund; an empty state when there is none.
import { useQuery } from '@tanstack/react-query'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError, labelClass } from '~/components/form/Field'
import { cx } from '~/components/ui/cx'
import { errorText } from '~/components/ui/error-text'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatDateKeyNumeric } from '~/shared/dates'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'

type Props = {
  studentId: string
  field: UseFormRegisterReturn<'receiptId'>
  chosen: string
  error?: string
  /** A receipt was picked: the form fills in what is left to refund. */
  onPick: (refundablePaise: number) => void
}

export function VoidedReceiptPicker({ studentId, field, chosen, error, onPick }: Props) {
  const trpc = useTRPC()
  const receipts = useQuery(trpc.fees.setup.refundableReceipts.queryOptions({ studentId }))
  const errorId = 'refund-receipt-error'
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={labelClass}>
        Voided receipt
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-1.5">
        {receipts.isPending && <LoadingState label="Loading voided receipts..." />}
        {receipts.isError && <ErrorState message={errorText(receipts.error)} onRetry={() => void receipts.refetch()} />}
        {receipts.data?.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-700">
            No voided receipt of this student has money left to refund.
          </p>
        )}
        {receipts.data && receipts.data.length > 0 && (
          <ul className="space-y-2">
            {receipts.data.map((receipt) => (
              <li key={receipt.id}>
                <label
                  className={cx(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm focus-within:outline-2 focus-within:outline-brand-500',
                    chosen === receipt.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
                  )}
                >
                  <input
                    type="radio"
                    value={receipt.id}
                    {...field}
                    onChange={(event) => {
                      void field.onChange(event)
                      onPick(receipt.refundablePaise)
                    }}
                    className="mt-0.5 size-4 accent-brand-600"
                  />
                  <span className="grid flex-1 gap-x-4 sm:grid-cols-[auto_auto_1fr]">
                    <span className="font-semibold">{receipt.numberText}</span>
                    <span>{formatDateKeyNumeric(receipt.date)}</span>
                    <span className="tabular-nums sm:text-right">
                      Amount {formatPaise(receipt.totalPaise)}, refundable{' '}
                      <span className="font-semibold">{formatPaise(receipt.refundablePaise)}</span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  )
}
