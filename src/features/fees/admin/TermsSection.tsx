// The terms of the current year: each has a due date and a late-fee rule. Fines are worked out from the rule as
// of each day (src/shared/fees-ledger.ts); nothing runs at night.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { DateField } from '~/components/form/DateField'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { MoneyInput } from '~/components/form/MoneyInput'
import { RegisteredSelect } from '~/components/form/Options'
import { Pill } from '~/components/ui/Pill'
import { formatDateKeyNumeric } from '~/shared/dates'
import { termFormSchema } from '~/shared/fee-forms'
import { fineKindLabels, fineKinds, type FineKind } from '~/shared/fees'
import { formatPaise, paiseToRupeesInput } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import type { SetupTerm } from '../types'

type TermValues = z.output<typeof termFormSchema>

/** "₹50.00 per day after 7 days of grace, at most ₹500.00" */
export function lateRuleText(term: {
  graceDays: number
  fineKind: string
  fineAmountPaise: number
  fineCapPaise: number | null
}): string {
  if (term.fineKind === 'none') return 'No late fee'
  const amount =
    term.fineKind === 'flat'
      ? `${formatPaise(term.fineAmountPaise)} once`
      : `${formatPaise(term.fineAmountPaise)} per day`
  const grace =
    term.graceDays > 0
      ? ` after ${term.graceDays} day${term.graceDays === 1 ? '' : 's'} of grace`
      : ' from the day after the due date'
  const cap = term.fineCapPaise !== null ? `, at most ${formatPaise(term.fineCapPaise)}` : ''
  return `${amount}${grace}${cap}`
}

export function TermsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const terms = useQuery(trpc.fees.setup.terms.list.queryOptions({}))
  const create = useMutation(trpc.fees.setup.terms.create.mutationOptions())
  const update = useMutation(trpc.fees.setup.terms.update.mutationOptions())
  const year = terms.data?.year
  return (
    <CrudScreen<SetupTerm, TermValues>
      noun="term"
      create={async (values) => year && create.mutateAsync({ yearId: year.id, ...values })}
      update={(term, values) => update.mutateAsync({ id: term.id, ...values })}
      afterChange={() => queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })}
      layout="inset"
      title={year ? `Terms of ${year.name}` : 'Terms'}
      description="Each term has a due date and a late-fee rule. Fines are worked out from the rule as of each day; nothing runs at night."
      addLabel="Add term"
      addDisabled={!year}
      query={terms}
      rows={terms.data?.terms}
      messages={listMessages('terms', 'No terms in this year yet.')}
      item={(term) => ({
        title: term.name,
        aside: `due ${formatDateKeyNumeric(term.dueDate)}`,
        badges: (
          <>
            {term.issuedAt ? (
              <Pill tone="success">{`Issued · ${term.chargeCount} charges`}</Pill>
            ) : (
              <Pill tone="warning">Not issued</Pill>
            )}
          </>
        ),
        meta: `Late fee: ${lateRuleText(term)}`,
      })}
      form={TermForm}
    />
  )
}

function TermForm({ row, save, onCancel }: CrudFormProps<SetupTerm, TermValues>) {
  const { form, errors, submit } = useCrudForm(
    termFormSchema,
    {
      name: row?.name ?? '',
      dueDate: row?.dueDate ?? '',
      graceDays: String(row?.graceDays ?? 0),
      fineKind: (row?.fineKind as FineKind | undefined) ?? 'none',
      fineAmountPaise: row?.fineAmountPaise ? paiseToRupeesInput(row.fineAmountPaise) : '',
      fineCapPaise: row && row.fineCapPaise !== null ? paiseToRupeesInput(row.fineCapPaise) : '',
    },
    save,
  )
  const fineKind = form.watch('fineKind')
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="term-name" label="Name" required error={errors.name?.message}>
          {(aria) => (
            <input {...aria} {...form.register('name')} maxLength={60} placeholder="Term 1" className={inputClass} />
          )}
        </Field>
        <DateField
          id="term-due"
          label="Due date"
          required
          error={errors.dueDate?.message}
          control={form.control}
          name="dueDate"
        />
      </div>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Late fee</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="term-fine-kind" label="Rule" error={errors.fineKind?.message}>
            {(aria) => (
              <RegisteredSelect
                {...aria}
                registration={form.register('fineKind')}
                values={fineKinds}
                label={(kind) => fineKindLabels[kind]}
              />
            )}
          </Field>
          <Field
            id="term-grace"
            label="Grace days"
            error={errors.graceDays?.message}
            hint="Days after the due date before a fine starts"
          >
            {(aria) => (
              <input {...aria} {...form.register('graceDays')} type="number" min={0} max={365} className={inputClass} />
            )}
          </Field>
          {fineKind !== 'none' && (
            <>
              <Field
                id="term-fine-amount"
                label={fineKind === 'flat' ? 'Fine' : 'Fine per day'}
                required
                error={errors.fineAmountPaise?.message}
              >
                {(aria) => <MoneyInput {...aria} {...form.register('fineAmountPaise')} />}
              </Field>
              <Field
                id="term-fine-cap"
                label="Cap"
                optional
                error={errors.fineCapPaise?.message}
                hint="The most a fine can reach"
              >
                {(aria) => <MoneyInput {...aria} {...form.register('fineCapPaise')} />}
              </Field>
            </>
          )}
        </div>
      </fieldset>
      <FormActions
        busy={form.formState.isSubmitting}
        submitLabel="Save term"
        busyLabel="Saving..."
        onCancel={onCancel}
      />
    </form>
  )
}
