// A receipt with its actions: print (the browser prints only the sheet), download the server's PDF, and void
// with a required reason (counter staff only); an online payment's refund with a reason and an amount (admin only).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatPaise, parseRupeesToPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { receiptPdfUrl } from './receipt-url'
import { ReceiptSheet } from './ReceiptSheet'

export { receiptPdfUrl }

type ReceiptPanelProps = {
  receiptId: string
  /** Take the focus when shown (right after a payment). */
  focusOnShow?: boolean
  canVoid: boolean
  /** An administrator: an online payment can be refunded from here. */
  canRefund?: boolean
  /** Extra buttons, e.g. "Next student". */
  children?: ReactNode
}

export function ReceiptPanel({
  receiptId,
  focusOnShow = false,
  canVoid,
  canRefund = false,
  children,
}: ReceiptPanelProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const receipt = useQuery(trpc.fees.counter.receipt.queryOptions({ id: receiptId }))
  const [confirming, setConfirming] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [refunding, setRefunding] = useState(false)
  const [refundAmount, setRefundAmount] = useState('')
  const [amountError, setAmountError] = useState<string | null>(null)
  const amountId = useId()

  const refund = useMutation(
    trpc.payments.refund.mutationOptions({
      onSuccess: async ({ numberText, amountPaise }) => {
        toast.success(`Refund ${numberText} of ${formatPaise(amountPaise)} made`)
        setRefunding(false)
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
        headingRef.current?.focus()
      },
    }),
  )

  const voidReceipt = useMutation(
    trpc.fees.counter.void.mutationOptions({
      onSuccess: async ({ numberText }) => {
        toast.success(`Receipt ${numberText} is void`)
        setConfirming(false)
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
        headingRef.current?.focus()
      },
    }),
  )

  const loaded = receipt.isSuccess
  useEffect(() => {
    if (focusOnShow && loaded) headingRef.current?.focus()
  }, [focusOnShow, loaded, receiptId])

  if (receipt.isPending) return <LoadingState label="Loading the receipt..." />
  if (receipt.isError)
    return (
      <ErrorState
        message={errorText(receipt.error)}
        onRetry={() => void receipt.refetch()}
        retrying={receipt.isFetching}
      />
    )
  const data = receipt.data
  const refundable = data.refundablePaise

  return (
    <section aria-labelledby="receipt-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h2
          id="receipt-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-bold text-brand-900 focus:outline-none"
        >
          Receipt <span className="tabular-nums">{data.numberText}</span>
          {data.void ? (
            <span className="ml-2 rounded bg-red-700 px-2 py-0.5 align-middle text-sm font-bold text-white">VOID</span>
          ) : (
            <span className="sr-only">: {formatPaise(data.totalPaise)} received</span>
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => window.print()} className={buttonStyles('primary', 'md')}>
            Print
          </button>
          <a href={receiptPdfUrl(data.id)} download className={buttonStyles('outline', 'md')}>
            <DownloadIcon className="size-4" />
            Download PDF
          </a>
          {canRefund && refundable > 0 && (
            <button
              type="button"
              onClick={() => {
                refund.reset()
                setRefundAmount((refundable / 100).toFixed(2))
                setAmountError(null)
                setRefunding(true)
              }}
              className={buttonStyles('dangerOutline', 'md')}
            >
              Refund
            </button>
          )}
          {canVoid && !data.void && data.voidRefusal === null && (
            <button
              type="button"
              onClick={() => {
                voidReceipt.reset()
                setConfirming(true)
              }}
              className={buttonStyles('dangerOutline', 'md')}
            >
              Void
            </button>
          )}
          {children}
        </div>
      </div>
      {canVoid && !data.void && data.voidRefusal && (
        <p className="text-sm text-slate-600 print:hidden">{data.voidRefusal}</p>
      )}
      {data.refunds.length > 0 && (
        <section
          aria-labelledby="refunds-heading"
          className="max-w-3xl rounded-lg bg-amber-50 p-4 text-sm print:hidden"
        >
          <h3 id="refunds-heading" className="font-semibold text-amber-900">
            {data.refundedPaise >= data.totalPaise ? 'Refunded' : 'Partly refunded'}: {formatPaise(data.refundedPaise)}{' '}
            of {formatPaise(data.totalPaise)}
          </h3>
          <ul className="mt-2 space-y-1 text-slate-800">
            {data.refunds.map((r) => (
              <li key={r.numberText}>
                <span className="tabular-nums">{r.numberText}</span>: {formatPaise(r.amountPaise)}
                {r.status === 'pending' ? ' (being refunded)' : ''}, by {r.byName}: {r.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReceiptSheet receipt={data} className="max-w-3xl" />
      <ConfirmDialog
        open={refunding}
        danger
        title={`Refund receipt ${data.numberText}?`}
        confirmLabel="Refund"
        pendingLabel="Refunding..."
        pending={refund.isPending}
        error={amountError ?? (refund.error ? errorText(refund.error) : null)}
        reason={{
          label: 'Reason for the refund',
          requiredMessage: 'Please give a reason for the refund.',
          maxLength: 500,
        }}
        onConfirm={(reason) => {
          const parsed = parseRupeesToPaise(refundAmount)
          if (!parsed.ok) return setAmountError(parsed.message)
          if (parsed.paise === 0 || parsed.paise > refundable)
            return setAmountError(`Enter an amount from ₹0.01 to ${formatPaise(refundable)}.`)
          setAmountError(null)
          refund.mutate({ receiptId: data.id, amountPaise: parsed.paise, reason })
        }}
        onClose={() => setRefunding(false)}
      >
        <p>
          The money goes back through the payment gateway to the account it came from, and the refunded fees are due
          again. At most {formatPaise(refundable)} can be refunded.
        </p>
        <div>
          <label htmlFor={amountId} className="block text-sm font-semibold text-slate-800">
            Amount to refund (₹)
          </label>
          <input
            id={amountId}
            inputMode="decimal"
            value={refundAmount}
            onChange={(event) => {
              setRefundAmount(event.target.value)
              setAmountError(null)
            }}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base tabular-nums shadow-sm focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-500 sm:text-sm"
          />
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        danger
        title={`Void receipt ${data.numberText}?`}
        confirmLabel="Void receipt"
        pendingLabel="Voiding..."
        pending={voidReceipt.isPending}
        error={voidReceipt.error ? errorText(voidReceipt.error) : null}
        reason={{
          label: 'Reason for voiding',
          requiredMessage: 'Please give a reason for voiding this receipt.',
          maxLength: 500,
        }}
        onConfirm={(reason) => voidReceipt.mutate({ receiptId: data.id, reason })}
        onClose={() => setConfirming(false)}
      >
        <p>
          The receipt stays on record marked VOID, its {formatPaise(data.totalPaise)} goes back onto the dues, and its
          number is never used again.
        </p>
      </ConfirmDialog>
    </section>
  )
}
