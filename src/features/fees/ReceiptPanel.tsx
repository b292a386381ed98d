// A receipt with its actions: print (the browser prints only the sheet), download the server's PDF, and void
// with a required reason (counter staff only).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { errorText } from '~/components/ui/error-text'
import { DownloadIcon } from '~/components/ui/icons'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { ReceiptSheet } from './ReceiptSheet'

export const receiptPdfUrl = (id: string) => `/api/fees/receipts/${encodeURIComponent(id)}/pdf`

type ReceiptPanelProps = {
  receiptId: string
  /** Take the focus when shown (right after a payment). */
  focusOnShow?: boolean
  canVoid: boolean
  /** Extra buttons, e.g. "Next student". */
  children?: ReactNode
}

export function ReceiptPanel({ receiptId, focusOnShow = false, canVoid, children }: ReceiptPanelProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const receipt = useQuery(trpc.fees.counter.receipt.queryOptions({ id: receiptId }))
  const [confirming, setConfirming] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

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
      <ReceiptSheet receipt={data} className="max-w-3xl" />
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
