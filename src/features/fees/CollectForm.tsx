// Collecting a payment at the counter: the amount (all that is due by default, or part of it), the mode and its
// reference, an allocation to the oldest dues first that the cashier may change, and siblings on the same
// (family) receipt. The server checks everything again; its message is shown inline.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { forwardRef, useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { DateInput } from '~/components/form/DateInput'
import { dateEntryHint } from '~/shared/dates'
import { Field, inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { Options } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { AdvanceChoice } from './AdvanceChoice'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import {
  collectFormSchema,
  payerAmount,
  type CollectFormInput,
  type CollectFormOutput,
  type CounterPayer,
  type PayerEntry,
} from '~/shared/fee-forms'
import { isInstrumentMode, paymentModeLabels, paymentModes, referenceLabels } from '~/shared/fees'
import { allocateOldestFirst } from '~/shared/fees-ledger'
import { formatPaise, paiseToRupeesInput } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import type { CounterStudent } from './types'

type Payer = CounterPayer

function payerOf(
  student: { studentId: string; name: string; outstandingPaise: number },
  terms: CounterStudent['terms'],
) {
  const lines = terms.flatMap((term) =>
    term.lines
      .filter((line) => line.outstandingPaise > 0)
      .map((line) => ({
        key: line.key,
        label: `${term.name}: ${line.kind === 'fine' ? 'Late fee' : line.headName}`,
        outstandingPaise: line.outstandingPaise,
      })),
  )
  return { studentId: student.studentId, name: student.name, outstandingPaise: student.outstandingPaise, lines }
}

/** '19,300.00': what the amount box shows (parseRupeesToPaise reads the commas back). */
const rupeesText = (paise: number) => formatPaise(paise).replace('₹', '')

function initialEntry(payer: Payer): PayerEntry {
  return { amount: rupeesText(payer.outstandingPaise), editAllocation: false, allocation: {} }
}

export type CollectFormHandle = { focusAmount: () => void }

type CollectFormProps = {
  data: CounterStudent
  /**
   * An administrator may take a late payment into the next day's count: 'offer' a choice, 'only' that (their own
   * day is closed), or 'never' (a cashier).
   */
  nextDay?: 'offer' | 'only' | 'never'
  onCollected: (receipt: { id: string; numberText: string }) => void
}

export const CollectForm = forwardRef<CollectFormHandle, CollectFormProps>(function CollectForm(
  { data, nextDay = 'never', onCollected },
  ref,
) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const formId = useId()
  const amountRef = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => ({ focusAmount: () => amountRef.current?.select() }), [])

  const self = payerOf({ ...data.student, outstandingPaise: data.totals.outstandingPaise }, data.terms)
  const siblings = data.siblings.map((sibling) => payerOf(sibling, sibling.terms))
  const everyone = [self, ...siblings]
  // The resolver reads the payers of the latest render: what each one owes bounds their amount.
  const payersRef = useRef(everyone)
  payersRef.current = everyone

  const form = useForm<CollectFormInput, unknown, CollectFormOutput>({
    resolver: (values, context, options) => zodResolver(collectFormSchema(payersRef.current))(values, context, options),
    defaultValues: {
      included: self.outstandingPaise > 0 ? [self.studentId] : [],
      payers: Object.fromEntries(everyone.map((payer) => [payer.studentId, initialEntry(payer)])),
      mode: 'cash',
      reference: '',
      keepExcessAsAdvance: false,
      bank: '',
      instrumentDate: '',
    },
    shouldFocusError: false,
  })
  const { errors } = form.formState
  const included = form.watch('included')
  const entries = form.watch('payers')
  const mode = form.watch('mode')
  const [intoNextDay, setIntoNextDay] = useState(nextDay === 'only')

  const collect = useMutation(
    trpc.fees.counter.collect.mutationOptions({
      onSuccess: async (receipt) => {
        await queryClient.invalidateQueries({ queryKey: trpc.fees.counter.pathKey() })
        await queryClient.invalidateQueries({ queryKey: trpc.fees.reports.pathKey() })
        onCollected(receipt)
      },
    }),
  )

  const payers = everyone.filter((p) => included.includes(p.studentId))
  const entryOf = (payer: Payer) => entries[payer.studentId] ?? initialEntry(payer)
  const update = (studentId: string, change: Partial<PayerEntry>) =>
    form.setValue(`payers.${studentId}`, { ...form.getValues(`payers.${studentId}`), ...change })
  const amountOf = (payer: Payer) => payerAmount(payer, entryOf(payer))

  const startEditing = (payer: Payer) => {
    const amount = amountOf(payer).paise ?? payer.outstandingPaise
    const spread = allocateOldestFirst(
      payer.lines.map((l) => ({ key: l.key, outstandingPaise: l.outstandingPaise })),
      Math.min(amount, payer.outstandingPaise),
    )
    const allocation = Object.fromEntries(
      payer.lines.map((line) => [
        line.key,
        paiseToRupeesInput(spread.find((s) => s.key === line.key)?.amountPaise ?? 0),
      ]),
    )
    update(payer.studentId, { editAllocation: true, allocation })
  }

  const total = payers.reduce((sum, payer) => sum + (amountOf(payer).paise ?? 0), 0)

  // The first field in error takes the focus (the choice of students has no field of its own).
  const focusFirstError = (found: FieldErrors<CollectFormInput>) => {
    const order = [
      found.included ? null : undefined,
      ...payers.map((payer) => (found.payers?.[payer.studentId]?.amount ? `amount-${payer.studentId}` : undefined)),
      found.reference ? 'reference' : undefined,
      found.bank ? 'bank' : undefined,
      found.instrumentDate ? 'instrument-date' : undefined,
    ]
    const first = order.find((key) => key !== undefined)
    if (first) document.getElementById(`${formId}-${first}`)?.focus()
  }
  const submit = (event: FormEvent) => {
    collect.reset()
    void form.handleSubmit(
      (input) => collect.mutate({ ...input, ...(intoNextDay ? { nextDay: true } : {}) }),
      focusFirstError,
    )(event)
  }

  if (self.outstandingPaise <= 0 && siblings.every((s) => s.outstandingPaise <= 0)) {
    return (
      <p className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
        Nothing is due. All fees issued so far are paid.
      </p>
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} className="space-y-5">
      <h2 id={`${formId}-title`} className="font-display text-xl font-bold text-brand-900">
        Collect payment
      </h2>

      {siblings.some((s) => s.outstandingPaise > 0) && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Pay for (one family receipt)</legend>
          <div className="mt-2 space-y-1.5">
            {[self, ...siblings].map((payer) => (
              <label
                key={payer.studentId}
                className={cx(
                  'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                  payer.outstandingPaise > 0 ? 'border-slate-200' : 'border-slate-100 text-slate-500',
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-400 text-brand-700"
                  disabled={payer.outstandingPaise <= 0}
                  checked={included.includes(payer.studentId)}
                  onChange={(event) => {
                    const ids = form.getValues('included')
                    form.setValue(
                      'included',
                      event.target.checked ? [...ids, payer.studentId] : ids.filter((id) => id !== payer.studentId),
                    )
                  }}
                />
                <span className="flex-1 font-medium">{payer.name}</span>
                <span className="tabular-nums">{formatPaise(payer.outstandingPaise)} due</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {errors.included?.message && <ErrorNote>{errors.included.message}</ErrorNote>}

      {payers.map((payer, index) => {
        const state = entryOf(payer)
        const errorKey = `amount-${payer.studentId}`
        return (
          <div key={payer.studentId} className="space-y-2">
            <Field
              id={`${formId}-${errorKey}`}
              label={payers.length > 1 ? `Amount for ${payer.name}` : 'Amount'}
              error={errors.payers?.[payer.studentId]?.amount?.message}
              hint={`Due: ${formatPaise(payer.outstandingPaise)}. Change it for a part payment.`}
            >
              {(aria) => (
                <MoneyInput
                  {...aria}
                  ref={index === 0 ? amountRef : undefined}
                  value={state.editAllocation ? rupeesText(amountOf(payer).paise ?? 0) : state.amount}
                  readOnly={state.editAllocation}
                  onChange={(event) => update(payer.studentId, { amount: event.target.value })}
                  className="text-lg sm:text-lg"
                />
              )}
            </Field>
            {state.editAllocation ? (
              <fieldset className="rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-800">Allocation for {payer.name}</legend>
                <div className="space-y-2">
                  {payer.lines.map((line) => (
                    <div key={line.key} className="grid grid-cols-[1fr_8.5rem] items-center gap-3 text-sm">
                      <label htmlFor={`${formId}-${payer.studentId}-${line.key}`}>
                        {line.label}
                        <span className="block text-xs text-slate-600">{formatPaise(line.outstandingPaise)} due</span>
                      </label>
                      <MoneyInput
                        id={`${formId}-${payer.studentId}-${line.key}`}
                        value={state.allocation[line.key] ?? ''}
                        onChange={(event) =>
                          update(payer.studentId, {
                            allocation: { ...state.allocation, [line.key]: event.target.value },
                          })
                        }
                      />
                    </div>
                  ))}
                </div>
                <button
                  type="button"
                  className={buttonStyles('ghost', 'sm', 'mt-2 -ml-2')}
                  onClick={() =>
                    update(payer.studentId, { editAllocation: false, amount: rupeesText(amountOf(payer).paise ?? 0) })
                  }
                >
                  Allocate oldest due first
                </button>
              </fieldset>
            ) : (
              <button
                type="button"
                className={buttonStyles('ghost', 'sm', '-ml-2')}
                onClick={() => startEditing(payer)}
              >
                Edit allocation{payers.length > 1 ? ` for ${payer.name}` : ''}
              </button>
            )}
          </div>
        )
      })}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${formId}-mode`} label="Mode">
          {(aria) => (
            <select {...aria} {...form.register('mode')} className={inputClass}>
              <Options values={paymentModes} label={(m) => paymentModeLabels[m]} />
            </select>
          )}
        </Field>
        <Field
          id={`${formId}-reference`}
          label={referenceLabels[mode]}
          required={mode !== 'cash'}
          optional={mode === 'cash'}
          error={errors.reference?.message}
        >
          {(aria) => (
            <input {...aria} {...form.register('reference')} maxLength={80} autoComplete="off" className={inputClass} />
          )}
        </Field>
        {isInstrumentMode(mode) && (
          <>
            <Field id={`${formId}-bank`} label="Bank and branch" required error={errors.bank?.message}>
              {(aria) => (
                <input {...aria} {...form.register('bank')} maxLength={80} autoComplete="off" className={inputClass} />
              )}
            </Field>
            <Field
              id={`${formId}-instrument-date`}
              label={mode === 'dd' ? 'Date on the draft' : 'Date on the cheque'}
              hint={dateEntryHint}
              required
              error={errors.instrumentDate?.message}
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="instrumentDate"
                  render={({ field }) => (
                    <DateInput {...aria} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                  )}
                />
              )}
            </Field>
          </>
        )}
      </div>

      <AdvanceChoice register={form.register('keepExcessAsAdvance')} payers={payers} amountOf={amountOf} />

      {nextDay !== 'never' && (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 rounded border-slate-400 text-brand-700"
            checked={intoNextDay}
            disabled={nextDay === 'only'}
            onChange={(event) => setIntoNextDay(event.target.checked)}
          />
          <span>
            Take into tomorrow's count
            <span className="block text-xs text-slate-600">
              For a payment after the day is closed: the receipt is dated tomorrow.
            </span>
          </span>
        </label>
      )}

      {collect.error && <ErrorNote>{errorText(collect.error)}</ErrorNote>}

      <button type="submit" disabled={collect.isPending} className={buttonStyles('primary', 'lg', 'w-full')}>
        {collect.isPending ? 'Recording payment...' : `Collect ${formatPaise(total)}`}
      </button>
    </form>
  )
})
