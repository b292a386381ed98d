// A receipt with its actions: print (the browser prints only the sheet), download the server's PDF, and void
// with a required reason (counter staff only); an online payment's refund with a reason and an amount (admin only).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { FormDialog } from '~/components/ui/FormDialog'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { receiptPdfUrl } from './receipt-url'
import { ReceiptSheet } from './ReceiptSheet'
import { RefundForm } from './RefundForm'

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
            {refundHeading(data)}
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
      <FormDialog
        open={refunding}
        size="md"
        title={`Refund receipt ${data.numberText}`}
        busy={refund.isPending}
        onClose={() => setRefunding(false)}
      >
        {refunding && (
          <RefundForm
            idPrefix="receipt-refund"
            refundablePaise={refundable}
            explanation="The money goes back through the payment gateway to the account it came from, and the refunded fees are due again."
            busy={refund.isPending}
            error={refund.error}
            onSubmit={(values) => refund.mutate({ receiptId: data.id, ...values })}
            onCancel={() => setRefunding(false)}
          />
        )}
      </FormDialog>
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

/** Only what the gateway confirmed is called refunded; a refund it has not confirmed yet is called pending. */
function refundHeading(receipt: { totalPaise: number; refundedPaise: number; refundPendingPaise: number }) {
  const of = `of ${formatPaise(receipt.totalPaise)}`
  const pending =
    receipt.refundPendingPaise > 0 ? `Refund pending at the gateway: ${formatPaise(receipt.refundPendingPaise)}` : null
  if (receipt.refundedPaise === 0) return `${pending} ${of}`
  const done = `${receipt.refundedPaise >= receipt.totalPaise ? 'Refunded' : 'Partly refunded'}: ${formatPaise(receipt.refundedPaise)} ${of}`
  return pending ? `${done}; ${pending.charAt(0).toLowerCase()}${pending.slice(1)}` : done
}
