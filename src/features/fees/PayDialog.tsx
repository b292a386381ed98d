// The parent's "Pay online" dialog, loaded when first opened (the dashboard's script stays small): which children,
// everything due or only the oldest term, then "Pay ₹X" hands the browser to the gateway's checkout. The amounts
// shown come from the server's ledger, and the server works them out again when the order is made.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormDialogPanel } from '~/components/ui/FormDialogPanel'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { formatPaise } from '~/shared/money'
import type { PayScope } from '~/shared/payments'
import { useTRPC } from '~/trpc/react'

export function PayDialogPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const trpc = useTRPC()
  const options = useQuery(trpc.payments.options.queryOptions())
  const [chosen, setChosen] = useState<Record<string, PayScope | null>>({})
  const start = useMutation(
    trpc.payments.start.mutationOptions({
      onSuccess: (started) => {
        if (started.checkout.kind === 'redirect') window.location.assign(started.checkout.url)
        else window.location.assign(`/api/payments/razorpay/checkout?order=${encodeURIComponent(started.orderId)}`)
      },
    }),
  )
  const children = (options.data?.children ?? []).filter((child) => child.duePaise > 0)
  // Every child with dues is ticked, for everything due, until the parent says otherwise.
  const scopeOf = (studentId: string) => (studentId in chosen ? chosen[studentId]! : 'all')
  const amountOf = (child: (typeof children)[number]) => {
    const scope = scopeOf(child.studentId)
    return scope === 'all' ? child.duePaise : scope === 'oldest' ? (child.oldest?.duePaise ?? 0) : 0
  }
  const total = children.reduce((sum, child) => sum + amountOf(child), 0)
  const busy = start.isPending || start.isSuccess

  return (
    <FormDialogPanel
      open={open}
      onClose={onClose}
      busy={busy}
      size="md"
      title="Pay fees online"
      description="UPI, card, net banking or wallet. The receipt appears here as soon as the payment is received."
    >
      {options.isPending && <LoadingState label="Loading dues..." />}
      {options.isError && <ErrorState message={errorText(options.error)} onRetry={() => void options.refetch()} />}
      {options.isSuccess && !options.data.available && (
        <p className="text-slate-700">
          Online payment is not available at the moment. Please pay at the school counter.
        </p>
      )}
      {options.isSuccess && options.data.available && children.length === 0 && (
        <p className="text-slate-700">Nothing is due. Thank you!</p>
      )}
      {options.isSuccess && options.data.available && children.length > 0 && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const students = children.flatMap((child) => {
              const scope = scopeOf(child.studentId)
              return scope ? [{ studentId: child.studentId, scope }] : []
            })
            start.mutate({ students })
          }}
          className="space-y-4"
        >
          {children.map((child) => {
            const scope = scopeOf(child.studentId)
            const partial = child.oldest && child.oldest.duePaise < child.duePaise
            return (
              <fieldset key={child.studentId} className="rounded-xl border border-slate-200 p-4">
                <legend className="sr-only">{child.name}</legend>
                <label className="flex items-center gap-3 font-semibold text-slate-900">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={scope !== null}
                    onChange={(event) =>
                      setChosen({ ...chosen, [child.studentId]: event.target.checked ? 'all' : null })
                    }
                  />
                  <span className="grow">{child.name}</span>
                  <span className="tabular-nums">{formatPaise(amountOf(child))}</span>
                </label>
                {scope !== null && partial && (
                  <div className="mt-3 space-y-2 pl-8 text-sm text-slate-700">
                    <label className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`scope-${child.studentId}`}
                        checked={scope === 'all'}
                        onChange={() => setChosen({ ...chosen, [child.studentId]: 'all' })}
                      />
                      Everything due: {formatPaise(child.duePaise)}
                    </label>
                    <label className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`scope-${child.studentId}`}
                        checked={scope === 'oldest'}
                        onChange={() => setChosen({ ...chosen, [child.studentId]: 'oldest' })}
                      />
                      {child.oldest!.name} only: {formatPaise(child.oldest!.duePaise)}
                    </label>
                  </div>
                )}
              </fieldset>
            )
          })}
          {start.isError && <ErrorNote>{errorText(start.error)}</ErrorNote>}
          <button type="submit" disabled={busy || total === 0} className={buttonStyles('primary', 'lg', 'w-full')}>
            {busy ? 'Opening the payment page...' : `Pay ${formatPaise(total)}`}
          </button>
        </form>
      )}
    </FormDialogPanel>
  )
}
