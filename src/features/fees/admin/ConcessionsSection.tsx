import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Field, inputClass } from '~/components/form/Field'
import { MoneyInput } from '~/components/form/MoneyInput'
import { EnumSelect } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import {
  concessionKindLabels,
  concessionKinds,
  concessionTypeLabels,
  concessionTypes,
  type ConcessionKind,
  type ConcessionType,
} from '~/shared/fees'
import { parseRupeesToPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import type { CounterMatch } from '../types'
import { SetupCard, SetupDialog, SetupList } from './FeeSetup'
import { StudentPicker } from './StudentPicker'

type Draft = {
  student: CounterMatch | null
  type: ConcessionType
  kind: ConcessionKind
  percent: string
  amount: string
  headId: string
  reason: string
}
const emptyDraft: Draft = {
  student: null,
  type: 'sibling',
  kind: 'percent',
  percent: '',
  amount: '',
  headId: '',
  reason: '',
}

export function ConcessionsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [includeRevoked, setIncludeRevoked] = useState(false)
  const list = useQuery(trpc.fees.setup.concessions.list.queryOptions({ includeRevoked }))
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions({}))
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  const create = useMutation(
    trpc.fees.setup.concessions.create.mutationOptions({
      onSuccess: async () => {
        toast.success('Concession added')
        setDraft(null)
        await refresh()
      },
    }),
  )
  const revoke = useMutation(
    trpc.fees.setup.concessions.revoke.mutationOptions({
      onSuccess: async () => {
        toast.success('Concession revoked')
        confirmRevoke.close()
        await refresh()
      },
    }),
  )
  const confirmRevoke = useConfirmTarget(revoke, (concession: { id: string; label: string }, reason) => ({
    id: concession.id,
    reason,
  }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!draft) return
    const found: Record<string, string> = {}
    if (!draft.student) found.student = 'Choose the student.'
    const percent = Number(draft.percent)
    if (draft.kind === 'percent' && (!Number.isInteger(percent) || percent < 1 || percent > 100))
      found.percent = 'The percent must be a whole number from 1 to 100.'
    const amount = parseRupeesToPaise(draft.amount)
    if (draft.kind === 'fixed' && (!amount.ok || amount.paise <= 0))
      found.amount = amount.ok ? 'The amount must be more than zero.' : amount.message
    if (!draft.reason.trim()) found.reason = 'Please give a reason.'
    setErrors(found)
    if (Object.keys(found).length > 0 || !draft.student) return
    create.mutate({
      studentId: draft.student.studentId,
      type: draft.type,
      kind: draft.kind,
      ...(draft.kind === 'percent' ? { percent } : { amountPaise: amount.ok ? amount.paise : 0 }),
      ...(draft.headId ? { headId: draft.headId } : {}),
      reason: draft.reason.trim(),
    })
  }

  return (
    <SetupCard
      title="Concessions"
      description="A concession reduces a student's dues for the current year: a percent, or a fixed amount off each term, on the whole fee or one head. Revoked concessions stay on record."
      actions={
        <button
          type="button"
          onClick={() => {
            create.reset()
            setErrors({})
            setDraft(emptyDraft)
          }}
          className={buttonStyles('primary', 'md')}
        >
          Add concession
        </button>
      }
    >
      <label className="mb-4 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={includeRevoked}
          onChange={(event) => setIncludeRevoked(event.target.checked)}
          className="size-4 rounded border-slate-400"
        />
        Show revoked concessions
      </label>
      <SetupList
        query={list}
        items={(concessions) => concessions}
        loadingLabel="Loading concessions..."
        empty="No concessions yet."
        alignTop
      >
        {(concession) => (
          <>
            <div className="min-w-0 text-sm">
              <p className="text-base font-semibold">
                {concession.studentName}
                {concession.schoolId && <span className="font-normal text-slate-600"> · {concession.schoolId}</span>}
              </p>
              <p>
                <span className="font-medium text-emerald-800">{concession.typeLabel}:</span> {concession.summary}
              </p>
              <p className="text-slate-600">
                {concession.reason} · approved by {concession.approvedByName}
              </p>
              {concession.revokedAt && (
                <p className="font-medium text-red-800">
                  Revoked by {concession.revokedByName}: {concession.revokeReason}
                </p>
              )}
            </div>
            {!concession.revokedAt && (
              <button
                type="button"
                onClick={() =>
                  confirmRevoke.ask({
                    id: concession.id,
                    label: `${concession.typeLabel} concession of ${concession.studentName}`,
                  })
                }
                className={buttonStyles('dangerOutline', 'sm')}
              >
                Revoke
                <span className="sr-only">
                  {' '}
                  the {concession.typeLabel} concession of {concession.studentName}
                </span>
              </button>
            )}
          </>
        )}
      </SetupList>

      <SetupDialog
        draft={draft}
        title="Add concession"
        busy={create.isPending}
        error={create.error}
        submitLabel="Approve concession"
        onSubmit={submit}
        onClose={() => setDraft(null)}
      >
        {(draft) => (
          <>
            <StudentPicker
              id="concession-student"
              student={draft.student}
              error={errors.student}
              onChange={(student) => setDraft({ ...draft, student })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="concession-type" label="Type">
                {(aria) => (
                  <EnumSelect
                    {...aria}
                    values={concessionTypes}
                    label={(type) => concessionTypeLabels[type]}
                    value={draft.type}
                    onChange={(type) => setDraft({ ...draft, type })}
                  />
                )}
              </Field>
              <Field id="concession-head" label="Applies to">
                {(aria) => (
                  <select
                    {...aria}
                    value={draft.headId}
                    onChange={(event) => setDraft({ ...draft, headId: event.target.value })}
                    className={inputClass}
                  >
                    <option value="">The whole fee</option>
                    {(heads.data ?? []).map((head) => (
                      <option key={head.id} value={head.id}>
                        {head.name} only
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="concession-kind" label="Kind">
                {(aria) => (
                  <EnumSelect
                    {...aria}
                    values={concessionKinds}
                    label={(kind) => concessionKindLabels[kind]}
                    value={draft.kind}
                    onChange={(kind) => setDraft({ ...draft, kind })}
                  />
                )}
              </Field>
              {draft.kind === 'percent' ? (
                <Field id="concession-percent" label="Percent" required error={errors.percent}>
                  {(aria) => (
                    <input
                      {...aria}
                      type="number"
                      min={1}
                      max={100}
                      value={draft.percent}
                      onChange={(event) => setDraft({ ...draft, percent: event.target.value })}
                      className={inputClass}
                    />
                  )}
                </Field>
              ) : (
                <Field id="concession-amount" label="Amount off each term" required error={errors.amount}>
                  {(aria) => (
                    <MoneyInput
                      {...aria}
                      value={draft.amount}
                      onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
                    />
                  )}
                </Field>
              )}
            </div>
            <Field id="concession-reason" label="Reason" required error={errors.reason}>
              {(aria) => (
                <input
                  {...aria}
                  value={draft.reason}
                  maxLength={500}
                  onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
                  className={inputClass}
                />
              )}
            </Field>
          </>
        )}
      </SetupDialog>

      <ConfirmDialog
        {...confirmRevoke.dialog}
        danger
        title="Revoke this concession?"
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        reason={{ label: 'Reason for revoking', maxLength: 500 }}
      >
        <p>The {confirmRevoke.target?.label} stops reducing dues from now on. It stays on record with your reason.</p>
      </ConfirmDialog>
    </SetupCard>
  )
}
