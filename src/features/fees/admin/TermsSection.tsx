import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { DateInput } from '~/components/form/DateInput'
import { Field, inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { EnumSelect } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { dateEntryHint, formatDateKeyNumeric, isDateKey } from '~/shared/dates'
import { fineKindLabels, fineKinds, type FineKind } from '~/shared/fees'
import { formatPaise, paiseToRupeesInput, parseRupeesToPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import { Pill } from '~/components/ui/Pill'
import { SetupCard, SetupDialog, SetupList } from './FeeSetup'

type TermDraft = {
  id?: string
  name: string
  dueDate: string
  graceDays: string
  fineKind: FineKind
  fineAmount: string
  fineCap: string
}

/** "₹50.00 per day after 7 days' grace, at most ₹500.00" */
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
  const [draft, setDraft] = useState<TermDraft | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const onSaved = async (message: string) => {
    toast.success(message)
    setDraft(null)
    await queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  }
  const create = useMutation(
    trpc.fees.setup.terms.create.mutationOptions({ onSuccess: (term) => onSaved(`${term.name} added`) }),
  )
  const update = useMutation(
    trpc.fees.setup.terms.update.mutationOptions({ onSuccess: (term) => onSaved(`${term.name} saved`) }),
  )
  const saving = create.isPending || update.isPending
  const saveError = create.error ?? update.error

  const open = (next: TermDraft) => {
    create.reset()
    update.reset()
    setFieldErrors({})
    setDraft(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!draft || !terms.data) return
    const errors: Record<string, string> = {}
    const grace = Number(draft.graceDays || '0')
    if (!Number.isInteger(grace) || grace < 0 || grace > 365)
      errors.graceDays = 'Grace days must be a whole number from 0 to 365.'
    const amount = draft.fineKind === 'none' ? { ok: true as const, paise: 0 } : parseRupeesToPaise(draft.fineAmount)
    if (!amount.ok) errors.fineAmount = amount.message
    const cap =
      draft.fineKind === 'none' || !draft.fineCap.trim()
        ? { ok: true as const, paise: null }
        : parseRupeesToPaise(draft.fineCap)
    if (!cap.ok) errors.fineCap = cap.message
    if (!draft.dueDate) errors.dueDate = 'Choose the due date.'
    else if (!isDateKey(draft.dueDate)) errors.dueDate = 'Enter the due date as DD/MM/YYYY.'
    setFieldErrors(errors)
    if (Object.keys(errors).length > 0 || !amount.ok || !cap.ok) return
    const values = {
      name: draft.name.trim(),
      dueDate: draft.dueDate,
      graceDays: grace,
      fineKind: draft.fineKind,
      fineAmountPaise: amount.paise,
      fineCapPaise: cap.paise,
    }
    if (draft.id) update.mutate({ id: draft.id, ...values })
    else create.mutate({ yearId: terms.data.year.id, ...values })
  }

  return (
    <SetupCard
      title={terms.data ? `Terms of ${terms.data.year.name}` : 'Terms'}
      description="Each term has a due date and a late-fee rule. Fines are worked out from the rule as of each day; nothing runs at night."
      actions={
        <button
          type="button"
          disabled={!terms.data}
          onClick={() => open({ name: '', dueDate: '', graceDays: '0', fineKind: 'none', fineAmount: '', fineCap: '' })}
          className={buttonStyles('primary', 'md')}
        >
          Add term
        </button>
      }
    >
      <SetupList
        query={terms}
        items={(data) => data.terms}
        loadingLabel="Loading terms..."
        empty="No terms in this year yet."
      >
        {(term) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold">
                {term.name}{' '}
                <span className="font-normal text-slate-700">· due {formatDateKeyNumeric(term.dueDate)}</span>{' '}
                {term.issuedAt ? (
                  <Pill tone="success">{`Issued · ${term.chargeCount} charges`}</Pill>
                ) : (
                  <Pill tone="warning">Not issued</Pill>
                )}
              </p>
              <p className="text-sm text-slate-600">Late fee: {lateRuleText(term)}</p>
            </div>
            <button
              type="button"
              onClick={() =>
                open({
                  id: term.id,
                  name: term.name,
                  dueDate: term.dueDate,
                  graceDays: String(term.graceDays),
                  fineKind: term.fineKind as FineKind,
                  fineAmount: term.fineAmountPaise ? paiseToRupeesInput(term.fineAmountPaise) : '',
                  fineCap: term.fineCapPaise !== null ? paiseToRupeesInput(term.fineCapPaise) : '',
                })
              }
              className={buttonStyles('outline', 'sm')}
            >
              Edit<span className="sr-only"> {term.name}</span>
            </button>
          </>
        )}
      </SetupList>

      <SetupDialog
        draft={draft}
        title={draft?.id ? 'Edit term' : 'Add term'}
        busy={saving}
        error={saveError}
        submitLabel="Save term"
        onSubmit={submit}
        onClose={() => setDraft(null)}
      >
        {(draft) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="term-name" label="Name" required>
                {(aria) => (
                  <input
                    {...aria}
                    value={draft.name}
                    maxLength={60}
                    placeholder="Term 1"
                    onChange={(event) => setDraft({ ...draft, name: event.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field id="term-due" label="Due date" required hint={dateEntryHint} error={fieldErrors.dueDate}>
                {(aria) => (
                  <DateInput {...aria} value={draft.dueDate} onChange={(dueDate) => setDraft({ ...draft, dueDate })} />
                )}
              </Field>
            </div>
            <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">Late fee</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="term-fine-kind" label="Rule">
                  {(aria) => (
                    <EnumSelect
                      {...aria}
                      values={fineKinds}
                      label={(kind) => fineKindLabels[kind]}
                      value={draft.fineKind}
                      onChange={(fineKind) => setDraft({ ...draft, fineKind })}
                    />
                  )}
                </Field>
                <Field
                  id="term-grace"
                  label="Grace days"
                  error={fieldErrors.graceDays}
                  hint="Days after the due date before a fine starts"
                >
                  {(aria) => (
                    <input
                      {...aria}
                      type="number"
                      min={0}
                      max={365}
                      value={draft.graceDays}
                      onChange={(event) => setDraft({ ...draft, graceDays: event.target.value })}
                      className={inputClass}
                    />
                  )}
                </Field>
                {draft.fineKind !== 'none' && (
                  <>
                    <Field
                      id="term-fine-amount"
                      label={draft.fineKind === 'flat' ? 'Fine' : 'Fine per day'}
                      required
                      error={fieldErrors.fineAmount}
                    >
                      {(aria) => (
                        <MoneyInput
                          {...aria}
                          value={draft.fineAmount}
                          onChange={(event) => setDraft({ ...draft, fineAmount: event.target.value })}
                        />
                      )}
                    </Field>
                    <Field
                      id="term-fine-cap"
                      label="Cap"
                      optional
                      error={fieldErrors.fineCap}
                      hint="The most a fine can reach"
                    >
                      {(aria) => (
                        <MoneyInput
                          {...aria}
                          value={draft.fineCap}
                          onChange={(event) => setDraft({ ...draft, fineCap: event.target.value })}
                        />
                      )}
                    </Field>
                  </>
                )}
              </div>
            </fieldset>
          </>
        )}
      </SetupDialog>
    </SetupCard>
  )
}
