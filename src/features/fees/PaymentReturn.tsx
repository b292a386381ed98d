// Back from the payment page: the browser's return is checked by the server (never trusted), then the order's
// status is shown: "Payment received" with the receipt, a clear failure with "Try again", or, while the gateway
// has not confirmed yet, a wait that asks again every few seconds. Loaded only on a return.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { buttonStyles } from '~/components/ui/button-styles'
import { errorText } from '~/components/ui/error-text'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { receiptPdfUrl } from './receipt-url'

export type PaymentReturnProps = { orderId: string; paymentId?: string; signature?: string; error?: string }

export function PaymentReturn({ orderId, paymentId, signature, error }: PaymentReturnProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const confirm = useMutation(trpc.payments.confirm.mutationOptions())
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    confirm.mutate(paymentId && signature ? { orderId, paymentId, signature } : { orderId })
  }, [confirm, orderId, paymentId, signature])
  const status = useQuery({
    ...trpc.payments.status.queryOptions({ orderId }),
    enabled: confirm.isSuccess || confirm.isError,
    refetchInterval: (query) => (query.state.data?.status === 'created' ? 3000 : false),
  })
  const state = status.data ?? confirm.data
  const settled = state?.status === 'paid' || state?.status === 'review'
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries(trpc.fees.family.pathFilter())
  }, [settled, queryClient, trpc])

  const box = 'rounded-2xl border p-5 shadow-sm'
  if (confirm.isError && !state)
    return (
      <section role="alert" className={`${box} border-red-200 bg-red-50 text-red-950`}>
        <h2 className="text-xl font-bold">Payment not confirmed</h2>
        <p className="mt-1">{errorText(confirm.error)}</p>
        <TryAgain />
      </section>
    )
  if (!state || state.status === 'created')
    return (
      <section aria-live="polite" className={`${box} border-slate-200 bg-white text-slate-800`}>
        <h2 className="text-xl font-bold">Confirming your payment...</h2>
        <p className="mt-1">This takes a few seconds. You can leave this page: the receipt will appear here.</p>
      </section>
    )
  if (state.status === 'paid' || state.status === 'review')
    return (
      <section aria-live="polite" className={`${box} border-emerald-200 bg-emerald-50 text-emerald-950`}>
        <h2 className="text-xl font-bold">Payment received</h2>
        <p className="mt-1">
          {formatPaise(state.amountPaise)} for {state.studentNames.join(' and ')}.{' '}
          {state.receipt
            ? `Receipt ${state.receipt.numberText}.`
            : 'The school office will confirm it and issue the receipt.'}
        </p>
        {state.status === 'review' && state.receipt && (
          <p className="mt-1 text-sm">
            Part of it was no longer due; the school office will contact you about the rest.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {state.receipt && (
            <a href={receiptPdfUrl(state.receipt.id)} download className={buttonStyles('primary')}>
              Download receipt {state.receipt.numberText}
            </a>
          )}
          <Link to="/fee-portal/student-dashboard" className={buttonStyles('outline')}>
            Done
          </Link>
        </div>
      </section>
    )
  return (
    <section role="alert" className={`${box} border-red-200 bg-red-50 text-red-950`}>
      <h2 className="text-xl font-bold">
        {state.status === 'expired' ? 'Payment time ran out' : 'Payment not completed'}
      </h2>
      <p className="mt-1">
        {error === 'cancelled' ? 'The payment page was closed. ' : ''}No money was taken for this attempt; your dues are
        unchanged.
      </p>
      <TryAgain />
    </section>
  )
}

function TryAgain() {
  return (
    <Link to="/fee-portal/student-dashboard" search={{ pay: 1 }} className={buttonStyles('primary', 'md', 'mt-4')}>
      Try again
    </Link>
  )
}
