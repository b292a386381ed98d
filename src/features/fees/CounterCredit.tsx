// Under the dues at the counter: the student's credit (advance) with how it moved, and for an administrator the
// two office actions on one student: add a one-off charge (a lost ID card, a library fine) and record a refund.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { applyFieldErrors } from '~/components/form/field-errors'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { MoneyInput } from '~/components/form/MoneyInput'
import { Options } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { FormDialog } from '~/components/ui/FormDialog'
import { formatDateKeyNumeric } from '~/shared/dates'
import {
  oneOffFormSchema,
  counterRefundFormSchema,
  type OneOffFormInput,
  type CounterRefundFormInput,
} from '~/shared/fee-forms'
import { paymentModeLabels, paymentModes, referenceLabels } from '~/shared/fees'
import { refundSourceLabels, refundSources } from '~/shared/fee-charges'
import { formatPaise, paiseToRupeesInput } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import type { CounterStudent } from './types'
import { VoidedReceiptPicker } from './VoidedReceiptPicker'

export function CounterCredit({ data, isAdmin }: { data: CounterStudent; isAdmin: boolean }) {
  const [dialog, setDialog] = useState<'charge' | 'refund' | null>(null)
  const { credit, student } = data
  return (
    <section
      aria-labelledby="counter-credit"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="counter-credit" className="font-display text-lg font-bold text-brand-900">
            Credit (advance)
          </h2>
          <p className="text-sm text-slate-700">
            <span className="text-xl font-bold text-emerald-800 tabular-nums">{formatPaise(credit.balancePaise)}</span>
            <span className="text-slate-600">
              {' '}
              held for {student.name}; used oldest-due-first when a term is issued.
            </span>
          </p>
        </div>
        {isAdmin && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonStyles('outline', 'sm')} onClick={() => setDialog('charge')}>
              Add a one-off charge
            </button>
            <button type="button" className={buttonStyles('outline', 'sm')} onClick={() => setDialog('refund')}>
              Record a refund
            </button>
          </div>
        )}
      </div>
      {credit.entries.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {credit.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-1.5">
              <span>
                {formatDateKeyNumeric(entry.date)} · {entry.label}
                {entry.receipt && <> · receipt {entry.receipt.numberText}</>}
                {entry.termName && <> · {entry.termName}</>}
                {entry.refund && <> · refund {entry.refund.numberText}</>}
                <span className="text-slate-600"> · {entry.by}</span>
              </span>
              <span className={entry.amountPaise < 0 ? 'text-slate-800 tabular-nums' : 'text-emerald-800 tabular-nums'}>
                {entry.amountPaise > 0 ? '+' : '−'}
                {formatPaise(Math.abs(entry.amountPaise))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.oneOffs.length > 0 && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <h3 className="text-sm font-semibold text-slate-800">One-off charges</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {data.oneOffs.map((charge) => (
              <li key={charge.id}>
                {charge.label} · {charge.termName} · {formatPaise(charge.amountPaise)}
                {charge.dueDate && <> · due {formatDateKeyNumeric(charge.dueDate)}</>}
                {charge.byName && <span className="text-slate-600"> · added by {charge.byName}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormDialog
        open={dialog === 'charge'}
        title={`One-off charge for ${student.name}`}
        onClose={() => setDialog(null)}
      >
        {dialog === 'charge' && <OneOffForm data={data} onDone={() => setDialog(null)} />}
      </FormDialog>
      <FormDialog open={dialog === 'refund'} title={`Refund to ${student.name}`} onClose={() => setDialog(null)}>
        {dialog === 'refund' && <RefundForm data={data} onDone={() => setDialog(null)} />}
      </FormDialog>
    </section>
  )
}

function OneOffForm({ data, onDone }: { data: CounterStudent; onDone: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const terms = useQuery(trpc.fees.counter.terms.queryOptions({}))
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions(undefined))
  const form = useForm<
    OneOffFormInput,
    unknown,
    { termId: string; headId: string; amountPaise: number; reason: string; dueDate: string }
  >({
    resolver: zodResolver(oneOffFormSchema),
    defaultValues: { termId: '', headId: '', amountPaise: '', reason: '', dueDate: data.asOf },
  })
  const { errors } = form.formState
  const add = useMutation(
    trpc.fees.setup.oneOff.add.mutationOptions({
      onSuccess: async (result) => {
        toast.success(`${result.label} (${formatPaise(result.amountPaise)}) added for ${data.student.name}`)
        onDone()
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
      },
      onError: (error) =>
        applyFieldErrors(error, form.setError, ['termId', 'headId', 'amountPaise', 'reason', 'dueDate']),
    }),
  )
  const submit = form.handleSubmit((values) => add.mutate({ studentId: data.student.studentId, ...values }))
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        The charge belongs to a term and follows that term's late-fee rule. Concessions never reduce it.
      </p>
      <Field id="oneoff-term" label="Term" required error={errors.termId?.message}>
        {(aria) => (
          <select {...aria} {...form.register('termId')} className={inputClass}>
            <option value="">Choose a term</option>
            {(terms.data?.terms ?? []).map((term) => (
              <option key={term.id} value={term.id}>
                {term.name} (due {formatDateKeyNumeric(term.dueDate)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="oneoff-head" label="Fee head" required error={errors.headId?.message}>
        {(aria) => (
          <select {...aria} {...form.register('headId')} className={inputClass}>
            <option value="">Choose a head</option>
            {(heads.data ?? []).map((head) => (
              <option key={head.id} value={head.id}>
                {head.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="oneoff-amount" label="Amount" required error={errors.amountPaise?.message}>
        {(aria) => <MoneyInput {...aria} {...form.register('amountPaise')} />}
      </Field>
      <Field
        id="oneoff-reason"
        label="Reason"
        required
        hint="Printed on the receipt: “Lost ID card”."
        error={errors.reason?.message}
      >
        {(aria) => <input {...aria} {...form.register('reason')} maxLength={500} className={inputClass} />}
      </Field>
      <Field id="oneoff-due" label="Due date" required error={errors.dueDate?.message}>
        {(aria) => <input {...aria} type="date" {...form.register('dueDate')} className={inputClass} />}
      </Field>
      {add.error && <ErrorNote>{errorText(add.error)}</ErrorNote>}
      <FormActions busy={add.isPending} submitLabel="Add charge" busyLabel="Saving..." onCancel={onDone} />
    </form>
  )
}

function RefundForm({ data, onDone }: { data: CounterStudent; onDone: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const form = useForm<
    CounterRefundFormInput,
    unknown,
    ReturnType<ReturnType<typeof counterRefundFormSchema>['parse']>
  >({
    resolver: zodResolver(counterRefundFormSchema(data.credit.balancePaise)),
    defaultValues: {
      source: data.credit.balancePaise > 0 ? 'credit' : 'void',
      receiptId: '',
      amountPaise: '',
      mode: 'cash',
      reference: '',
      reason: '',
    },
  })
  const { errors } = form.formState
  const source = form.watch('source')
  const mode = form.watch('mode')
  const refund = useMutation(
    trpc.fees.setup.refund.mutationOptions({
      onSuccess: async (result) => {
        toast.success(`Refund ${result.numberText} of ${formatPaise(result.amountPaise)} recorded`)
        onDone()
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
      },
      onError: (error) => applyFieldErrors(error, form.setError, ['amountPaise', 'receiptId', 'reference', 'reason']),
    }),
  )
  const submit = form.handleSubmit((values) => refund.mutate({ studentId: data.student.studentId, ...values }))
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="refund-source" label="Refund of">
        {(aria) => (
          <select {...aria} {...form.register('source')} className={inputClass}>
            <Options values={refundSources} label={(value) => refundSourceLabels[value]} />
          </select>
        )}
      </Field>
      {source === 'credit' ? (
        <p className="text-sm text-slate-700">Credit held: {formatPaise(data.credit.balancePaise)}.</p>
      ) : (
        <VoidedReceiptPicker
          studentId={data.student.studentId}
          field={form.register('receiptId')}
          chosen={form.watch('receiptId')}
          error={errors.receiptId?.message}
          onPick={(refundablePaise) => form.setValue('amountPaise', paiseToRupeesInput(refundablePaise))}
        />
      )}
      <Field id="refund-amount" label="Amount" required error={errors.amountPaise?.message}>
        {(aria) => <MoneyInput {...aria} {...form.register('amountPaise')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="refund-mode" label="Paid back by">
          {(aria) => (
            <select {...aria} {...form.register('mode')} className={inputClass}>
              <Options values={paymentModes} label={(m) => paymentModeLabels[m]} />
            </select>
          )}
        </Field>
        <Field
          id="refund-reference"
          label={referenceLabels[mode]}
          required={mode !== 'cash'}
          optional={mode === 'cash'}
          error={errors.reference?.message}
        >
          {(aria) => <input {...aria} {...form.register('reference')} maxLength={80} className={inputClass} />}
        </Field>
      </div>
      <Field id="refund-reason" label="Reason" required error={errors.reason?.message}>
        {(aria) => <input {...aria} {...form.register('reason')} maxLength={500} className={inputClass} />}
      </Field>
      <p className="text-xs text-slate-600">
        You approve this refund: it is numbered, kept with your name and audit-logged.
      </p>
      {refund.error && <ErrorNote>{errorText(refund.error)}</ErrorNote>}
      <FormActions busy={refund.isPending} submitLabel="Record refund" busyLabel="Saving..." onCancel={onDone} />
    </form>
  )
}
