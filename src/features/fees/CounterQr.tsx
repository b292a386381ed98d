// A UPI QR at the counter: the cashier shows a single-use QR for the amount chosen (the student's dues by default);
// the parent at the window pays it from their phone, and the receipt appears here by itself once the gateway tells
// us (the status is asked every two seconds). Offered only when online payments are set up.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Field } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { formatPaise, paiseToRupeesInput, parseRupeesToPaise } from '~/shared/money'
import { counterQrAmountMessages } from '~/shared/payments'
import { useTRPC } from '~/trpc/react'

/** The amount as typed, in rupees; at least ₹1.00 and at most what is due. */
const qrFormSchema = (duePaise: number) =>
  z.object({
    amount: z.string().transform((text, ctx) => {
      const parsed = parseRupeesToPaise(text)
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.message })
        return z.NEVER
      }
      if (parsed.paise < 100) ctx.addIssue({ code: 'custom', message: counterQrAmountMessages.tooSmall })
      else if (parsed.paise > duePaise)
        ctx.addIssue({ code: 'custom', message: counterQrAmountMessages.tooMuch(formatPaise(duePaise)) })
      return parsed.paise
    }),
  })

type QrFormInput = z.input<ReturnType<typeof qrFormSchema>>
type QrFormOutput = z.output<ReturnType<typeof qrFormSchema>>

export function CounterQr({
  studentId,
  duePaise,
  orderId,
  onShown,
  onPaid,
}: {
  studentId: string
  duePaise: number
  /** The QR on screen (kept in the URL, so a reload keeps it). */
  orderId: string | undefined
  onShown: (orderId: string | undefined) => void
  onPaid: (receiptId: string) => void
}) {
  const trpc = useTRPC()
  const available = useQuery(trpc.payments.counterQr.available.queryOptions())
  if (!available.data) return null
  return orderId ? (
    <ShownQr orderId={orderId} onDone={() => onShown(undefined)} onPaid={onPaid} />
  ) : (
    <QrForm studentId={studentId} duePaise={duePaise} onShown={onShown} />
  )
}

function QrForm({
  studentId,
  duePaise,
  onShown,
}: {
  studentId: string
  duePaise: number
  onShown: (orderId: string) => void
}) {
  const trpc = useTRPC()
  const id = useId()
  const form = useForm<QrFormInput, unknown, QrFormOutput>({
    resolver: zodResolver(qrFormSchema(duePaise)),
    defaultValues: { amount: paiseToRupeesInput(duePaise) },
  })
  const start = useMutation(trpc.payments.counterQr.start.mutationOptions({ onSuccess: (qr) => onShown(qr.orderId) }))
  if (duePaise <= 0) return null
  const error = form.formState.errors.amount?.message
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3"
      onSubmit={form.handleSubmit((input) => start.mutate({ studentId, amountPaise: input.amount }))}
    >
      <h2 id={`${id}-title`} className="font-display text-lg font-bold text-brand-900">
        UPI QR
      </h2>
      <p className="text-sm text-slate-600">The parent scans it with any UPI app; the receipt appears here.</p>
      <Field id={`${id}-amount`} label="QR amount" error={error} required>
        {(aria) => <MoneyInput {...aria} {...form.register('amount')} />}
      </Field>
      {start.error && <ErrorNote>{errorText(start.error)}</ErrorNote>}
      <button type="submit" disabled={start.isPending} className={buttonStyles('outline', 'md', 'w-full')}>
        {start.isPending ? 'Making the QR...' : 'Show UPI QR'}
      </button>
    </form>
  )
}

function ShownQr({ orderId, onDone, onPaid }: { orderId: string; onDone: () => void; onPaid: (id: string) => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const id = useId()
  const status = useQuery({
    ...trpc.payments.counterQr.status.queryOptions({ orderId }),
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? 2_000 : false),
  })
  const settle = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  }
  const check = useMutation(
    trpc.payments.counterQr.check.mutationOptions({
      onSuccess: (qr) => queryClient.setQueryData(trpc.payments.counterQr.status.queryKey({ orderId }), qr),
    }),
  )
  const cancel = useMutation(
    trpc.payments.counterQr.cancel.mutationOptions({
      onSuccess: (qr) => queryClient.setQueryData(trpc.payments.counterQr.status.queryKey({ orderId }), qr),
    }),
  )
  const qr = status.data
  const receiptId = qr?.status === 'paid' ? qr.receipt?.id : undefined
  useEffect(() => {
    if (receiptId) void settle().then(() => onPaid(receiptId))
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, when the receipt appears.
  }, [receiptId])

  if (status.error) return <ErrorNote>{errorText(status.error)}</ErrorNote>
  if (!qr) return <p className="text-sm text-slate-600">Loading the QR...</p>
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold text-brand-900">
        UPI QR for {qr.studentName}
      </h2>
      <p className="text-2xl font-bold text-brand-900 tabular-nums">{formatPaise(qr.amountPaise)}</p>
      {qr.status === 'waiting' && (
        <>
          {qr.imageUrl && (
            <img
              src={qr.imageUrl}
              alt={`UPI QR code for ${formatPaise(qr.amountPaise)}`}
              width={240}
              height={240}
              className="mx-auto size-60 rounded-lg border border-slate-200 bg-white p-2"
            />
          )}
          <p role="status" className="text-sm font-medium text-slate-700">
            Waiting for the payment... This QR can be paid once, until{' '}
            {new Date(qr.expiresAt).toLocaleTimeString('en-IN', {
              hour: 'numeric',
              minute: '2-digit',
              timeZone: 'Asia/Kolkata',
            })}
            .
          </p>
          {qr.demoPayUrl && (
            <p className="text-sm">
              <a
                href={qr.demoPayUrl}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                Open the demo payment page
              </a>{' '}
              (what a phone opens when it scans this QR)
            </p>
          )}
          {(check.error || cancel.error) && <ErrorNote>{errorText(check.error ?? cancel.error)}</ErrorNote>}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={check.isPending}
              onClick={() => check.mutate({ orderId })}
              className={buttonStyles('outline', 'sm')}
            >
              {check.isPending ? 'Asking the gateway...' : 'Check the payment now'}
            </button>
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ orderId })}
              className={buttonStyles('ghost', 'sm')}
            >
              Take the QR down
            </button>
          </div>
        </>
      )}
      {qr.status === 'paid' && (
        <p role="status" className="text-sm font-medium text-emerald-800">
          Paid: receipt {qr.receipt?.numberText}.
        </p>
      )}
      {qr.status === 'review' && (
        <p role="status" className="text-sm font-medium text-amber-800">
          Paid, but kept for review by an administrator: {qr.reviewNote}
        </p>
      )}
      {qr.status === 'closed' && (
        <>
          <p role="status" className="text-sm font-medium text-slate-700">
            This QR is closed: it can no longer be paid.
          </p>
          <button type="button" onClick={onDone} className={buttonStyles('outline', 'sm')}>
            Make a new QR
          </button>
        </>
      )}
    </section>
  )
}
