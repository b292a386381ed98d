// Cheques and drafts the bank has not yet cleared, oldest first with their age; an administrator marks each one
// cleared or bounced (with the bank's date, the reason, and the bounce charge if chosen).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DateInput } from '~/components/form/DateInput'
import { Field, inputClass } from '~/components/form/Field'
import { buttonStyles } from '~/components/ui/button-styles'
import { cx } from '~/components/ui/cx'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { Pagination } from '~/components/ui/Pagination'
import { Panel } from '~/components/ui/Panel'
import { TableHead } from '~/components/ui/TableHead'
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/states'
import { todayKey } from '~/shared/clock'
import { dateEntryHint, formatDateKeyNumeric } from '~/shared/dates'
import {
  bounceRuleFormSchema,
  settleChequeSchema,
  type BounceRuleFormInput,
  type ChequeOutcome,
  type SettleChequeInput,
} from '~/shared/fee-cheques'
import { MoneyInput } from '~/components/form/MoneyInput'
import { formatPaise, paiseToRupeesInput } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import type { z } from 'zod'
import { right, td, tdMoney, th } from './report-table'

type Cheque = {
  receiptId: string
  numberText: string
  chequeNumber: string | null
  bank: string | null
  amountPaise: number
  students: string[]
}

export function ChequesReport({ canSettle }: { canSettle: boolean }) {
  const trpc = useTRPC()
  const [page, setPage] = useState(1)
  const [chosen, setChosen] = useState<{ cheque: Cheque; outcome: ChequeOutcome } | null>(null)
  const list = useQuery({
    ...trpc.fees.cheques.uncleared.queryOptions({ page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  })
  const data = list.data
  const actions = (cheque: Cheque) =>
    canSettle && (
      <span className="flex flex-wrap gap-2">
        {(['cleared', 'bounced'] as const).map((outcome) => (
          <button
            key={outcome}
            type="button"
            className={buttonStyles(outcome === 'cleared' ? 'outline' : 'ghost', 'sm')}
            aria-label={`${outcome === 'cleared' ? 'Cleared' : 'Bounced'}: cheque ${cheque.chequeNumber ?? ''} of receipt ${cheque.numberText}`}
            onClick={() => setChosen({ cheque, outcome })}
          >
            {outcome === 'cleared' ? 'Cleared' : 'Bounced'}
          </button>
        ))}
      </span>
    )

  return (
    <Panel title="Uncleared cheques and drafts">
      <p className="text-sm text-slate-700">
        A cheque or draft counts once the bank clears it.{' '}
        {canSettle ? 'Mark each one' : 'An administrator marks each one'} cleared or bounced on the day the bank says
        so; a bounce cancels its receipt and the fees are due again.
      </p>
      <div className="mt-4" aria-busy={list.isFetching}>
        {list.isPending && <LoadingState label="Loading cheques..." />}
        {list.isError && <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />}
        {data && data.total === 0 && <EmptyState message="Every cheque and draft taken has been cleared or bounced." />}
        {data && data.total > 0 && (
          <>
            <p className="text-sm text-slate-700">
              {data.total} waiting, <span className="font-semibold">{formatPaise(data.totalPaise)}</span> in all.
            </p>
            <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 md:hidden">
              {data.items.map((item) => (
                <li key={item.receiptId} className="space-y-1 p-3 text-sm">
                  <div className="flex justify-between gap-2 font-semibold">
                    <span>
                      {item.modeLabel} {item.chequeNumber}
                    </span>
                    <span className="tabular-nums">{formatPaise(item.amountPaise)}</span>
                  </div>
                  <p>
                    {item.bank} · {item.students.join(', ')}
                  </p>
                  <p className="text-slate-600">
                    Receipt {item.numberText} of {formatDateKeyNumeric(item.date)} · {item.ageDays} days ({item.ageBand}
                    )
                  </p>
                  {actions(item)}
                </li>
              ))}
            </ul>
            <div className="mt-3 hidden overflow-x-auto md:block">
              <table className="w-full text-sm">
                <caption className="sr-only">Uncleared cheques and drafts, oldest first</caption>
                <TableHead
                  className="border-b border-slate-200"
                  cellClass={th}
                  columns={[
                    'Received',
                    right('Age'),
                    'Cheque or draft',
                    'Students',
                    'Receipt',
                    right('Amount'),
                    ...(canSettle ? ['Bank says'] : []),
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((item) => (
                    <tr key={item.receiptId}>
                      <td className={cx(td, 'tabular-nums')}>{formatDateKeyNumeric(item.date)}</td>
                      <td className={cx(tdMoney, item.ageDays > 15 && 'font-semibold text-red-800')}>
                        {item.ageDays} days
                      </td>
                      <td className={td}>
                        {item.modeLabel} {item.chequeNumber}
                        <span className="block text-xs text-slate-600">
                          {item.bank}
                          {item.instrumentDate ? `, dated ${formatDateKeyNumeric(item.instrumentDate)}` : ''}
                        </span>
                      </td>
                      <td className={td}>{item.students.join(', ')}</td>
                      <td className={cx(td, 'tabular-nums')}>{item.numberText}</td>
                      <td className={tdMoney}>{formatPaise(item.amountPaise)}</td>
                      {canSettle && <td className={td}>{actions(item)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              className="mt-4"
              page={data.page}
              pageCount={data.pageCount}
              label="Cheque pages"
              onChange={setPage}
              disabled={list.isFetching}
            />
          </>
        )}
      </div>
      {canSettle && <BounceRuleForm />}
      {chosen && (
        <SettleForm
          key={`${chosen.cheque.receiptId}:${chosen.outcome}`}
          cheque={chosen.cheque}
          outcome={chosen.outcome}
          onDone={() => setChosen(null)}
        />
      )}
    </Panel>
  )
}

type SettleValues = z.output<typeof settleChequeSchema>

function SettleForm({ cheque, outcome, onDone }: { cheque: Cheque; outcome: ChequeOutcome; onDone: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const rule = useQuery({ ...trpc.fees.cheques.bounceRule.queryOptions(), enabled: outcome === 'bounced' })
  const form = useForm<SettleChequeInput, unknown, SettleValues>({
    resolver: zodResolver(settleChequeSchema),
    defaultValues: { receiptId: cheque.receiptId, outcome, date: todayKey(), reason: '', addCharge: false },
  })
  const settle = useMutation(
    trpc.fees.cheques.settle.mutationOptions({
      onSuccess: async (result) => {
        toast.success(
          result.outcome === 'cleared'
            ? `Cheque of receipt ${result.numberText} marked cleared`
            : `Cheque of receipt ${result.numberText} marked bounced: its fees are due again`,
        )
        await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
        onDone()
      },
    }),
  )
  const errors = form.formState.errors
  const bounce = outcome === 'bounced'
  const charge = rule.data && rule.data.amountPaise > 0 ? rule.data : null
  return (
    <form
      noValidate
      aria-labelledby="settle-title"
      onSubmit={form.handleSubmit((values) => settle.mutate(values))}
      className="mt-6 max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h3 id="settle-title" className="font-display text-lg font-bold text-brand-900">
        {bounce ? 'Bounced' : 'Cleared'}: {cheque.chequeNumber} ({cheque.bank}), {formatPaise(cheque.amountPaise)} for{' '}
        {cheque.students.join(', ')}
      </h3>
      <Field
        id="settle-date"
        label={bounce ? 'Returned by the bank on' : 'Cleared by the bank on'}
        hint={dateEntryHint}
        required
        error={errors.date?.message}
      >
        {(aria) => (
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => (
              <DateInput
                {...aria}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                className="w-40"
              />
            )}
          />
        )}
      </Field>
      {bounce && (
        <>
          <Field id="settle-reason" label="Bank's reason" required error={errors.reason?.message}>
            {(aria) => (
              <input
                {...aria}
                {...form.register('reason')}
                maxLength={500}
                placeholder="e.g. Insufficient funds"
                className={inputClass}
              />
            )}
          </Field>
          {charge && (
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                {...form.register('addCharge')}
                className="mt-0.5 size-4 rounded border-slate-400 text-brand-700"
              />
              <span>
                Add the bounce charge of {formatPaise(charge.amountPaise)} ({charge.headName})
                <span className="block text-xs text-slate-600">Charged in the term the cheque paid.</span>
              </span>
            </label>
          )}
          <p className="text-sm text-slate-700">
            The receipt is marked bounced, its fees are due again, and the family is told by the bell and e-mail.
          </p>
        </>
      )}
      {settle.error && <ErrorNote>{errorText(settle.error)}</ErrorNote>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={settle.isPending} className={buttonStyles(bounce ? 'danger' : 'primary', 'md')}>
          {settle.isPending ? 'Saving...' : bounce ? 'Mark bounced' : 'Mark cleared'}
        </button>
        <button type="button" onClick={onDone} className={buttonStyles('ghost', 'md')}>
          Cancel
        </button>
      </div>
    </form>
  )
}

/** The bounce charge an administrator may add on a bounce: the fee head it is charged under and its amount. */
function BounceRuleForm() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const rule = useQuery(trpc.fees.cheques.bounceRule.queryOptions())
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions({ includeArchived: false }))
  const form = useForm<BounceRuleFormInput, unknown, z.output<typeof bounceRuleFormSchema>>({
    resolver: zodResolver(bounceRuleFormSchema),
    values: {
      headId: rule.data?.headId ?? '',
      amount: rule.data ? paiseToRupeesInput(rule.data.amountPaise) : '',
    },
  })
  const save = useMutation(
    trpc.fees.cheques.setBounceRule.mutationOptions({
      onSuccess: async () => {
        toast.success('Bounce charge saved')
        await queryClient.invalidateQueries({ queryKey: trpc.fees.cheques.pathKey() })
      },
    }),
  )
  const errors = form.formState.errors
  return (
    <form
      noValidate
      aria-labelledby="bounce-rule-title"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="mt-8 max-w-2xl space-y-4 border-t border-slate-200 pt-6"
    >
      <h3 id="bounce-rule-title" className="font-display text-lg font-bold text-brand-900">
        Bounce charge
      </h3>
      <p className="text-sm text-slate-700">
        Offered when a cheque is marked bounced, and added to the term it paid. Zero offers no charge.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="bounce-head" label="Fee head" required error={errors.headId?.message}>
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
        <Field id="bounce-amount" label="Amount" required error={errors.amount?.message}>
          {(aria) => <MoneyInput {...aria} {...form.register('amount')} />}
        </Field>
      </div>
      {save.error && <ErrorNote>{errorText(save.error)}</ErrorNote>}
      <button type="submit" disabled={save.isPending} className={buttonStyles('primary', 'md')}>
        {save.isPending ? 'Saving...' : 'Save the bounce charge'}
      </button>
    </form>
  )
}
