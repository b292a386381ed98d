// Concessions of the current year: a percent or a fixed amount off each term, on the whole fee or one head. An
// admin approves one after a preview of what it takes off; it is revoked with a reason and stays on record.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { MoneyInput } from '~/components/form/MoneyInput'
import { RegisteredSelect } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { ConfirmDialog } from '~/components/ui/ConfirmDialog'
import { useConfirmTarget } from '~/components/ui/use-confirm-target'
import { concessionFormSchema, type ConcessionFormValues } from '~/shared/fee-forms'
import { concessionKindLabels, concessionKinds, concessionTypeLabels, concessionTypes } from '~/shared/fees'
import { formatPaise } from '~/shared/money'
import { useTRPC } from '~/trpc/react'
import type { SetupConcession } from '../types'
import { StudentPicker } from './StudentPicker'

export function ConcessionsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [includeRevoked, setIncludeRevoked] = useState(false)
  const list = useQuery(trpc.fees.setup.concessions.list.queryOptions({ includeRevoked }))
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions({}))
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.fees.pathKey() })
  const create = useMutation(trpc.fees.setup.concessions.create.mutationOptions())
  const revoke = useMutation(
    trpc.fees.setup.concessions.revoke.mutationOptions({
      onSuccess: async () => {
        toast.success('Concession revoked')
        confirmRevoke.close()
        await refresh()
      },
    }),
  )
  const confirmRevoke = useConfirmTarget(revoke, (concession: SetupConcession, reason) => ({
    id: concession.id,
    reason,
  }))
  const revoking = confirmRevoke.target
  const headName = (headId: string | undefined) => heads.data?.find((head) => head.id === headId)?.name
  const terms = useQuery(trpc.fees.setup.terms.list.queryOptions({}))
  const termName = (termId: string | undefined) => terms.data?.terms.find((term) => term.id === termId)?.name

  return (
    <>
      <CrudScreen<SetupConcession, ConcessionFormValues>
        noun="concession"
        create={({ student, ...concession }) => create.mutateAsync({ studentId: student.studentId, ...concession })}
        afterChange={refresh}
        layout="inset"
        title="Concessions"
        description="A concession reduces a student's dues for the current year: a percent, or a fixed amount off each term, on the whole fee or one head. Revoked concessions stay on record."
        addLabel="Add concession"
        toolbar={
          <CheckboxField
            id="concessions-revoked"
            label="Show revoked concessions"
            checked={includeRevoked}
            onChange={(event) => setIncludeRevoked(event.target.checked)}
          />
        }
        query={list}
        rows={list.data}
        messages={listMessages('concessions', 'No concessions yet.')}
        item={(concession) => ({
          title: concession.studentName,
          aside: concession.schoolId,
          meta: (
            <>
              <p className="text-slate-900">
                <span className="font-medium text-emerald-800">{concession.typeLabel}:</span> {concession.summary}
              </p>
              <p>
                {concession.reason} · approved by {concession.approvedByName}
              </p>
              {concession.revokedAt && (
                <p className="font-medium text-red-800">
                  Revoked by {concession.revokedByName}: {concession.revokeReason}
                </p>
              )}
            </>
          ),
          actions: !concession.revokedAt && (
            <button
              type="button"
              onClick={() => confirmRevoke.ask(concession)}
              className={buttonStyles('dangerOutline', 'sm')}
            >
              Revoke
              <span className="sr-only">
                {' '}
                the {concession.typeLabel} concession of {concession.studentName}
              </span>
            </button>
          ),
        })}
        form={ConcessionForm}
        preview={{
          confirmLabel: 'Approve concession',
          render: (concession) => (
            <div className="space-y-3 text-sm text-slate-800">
              <p className="text-base">
                <span className="font-semibold">{concession.student.name}</span>
                {concession.student.schoolId && (
                  <span className="text-slate-600"> · {concession.student.schoolId}</span>
                )}
              </p>
              <p>
                {concessionTypeLabels[concession.type]} concession:{' '}
                <span className="font-semibold">
                  {concession.kind === 'percent'
                    ? `${concession.percent}% off`
                    : `${formatPaise(concession.amountPaise ?? 0)} off each term of`}{' '}
                  {concession.headId ? `${headName(concession.headId) ?? 'one head'} only` : 'the whole fee'}
                </span>
                {concession.fromTermId
                  ? `, from ${termName(concession.fromTermId) ?? 'the chosen term'} on${concession.earlierUnpaid ? ', and on what is still unpaid of earlier terms' : ''}.`
                  : ', every term of this year.'}
              </p>
              <p>Reason: {concession.reason}</p>
              <p className="text-slate-600">
                {concession.fromTermId && !concession.earlierUnpaid
                  ? 'Earlier terms keep their fees and payments. '
                  : ''}
                It reduces the dues from now on. It stays on record and can be revoked later with a reason.
              </p>
            </div>
          ),
        }}
      />
      <ConfirmDialog
        {...confirmRevoke.dialog}
        danger
        title="Revoke this concession?"
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        reason={{ label: 'Reason for revoking', maxLength: 500 }}
      >
        <p>
          The {revoking && `${revoking.typeLabel} concession of ${revoking.studentName}`} stops reducing dues from now
          on. It stays on record with your reason.
        </p>
      </ConfirmDialog>
    </>
  )
}

function ConcessionForm({ save, onCancel }: CrudFormProps<SetupConcession, ConcessionFormValues>) {
  const trpc = useTRPC()
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions({}))
  const terms = useQuery(trpc.fees.setup.terms.list.queryOptions({}))
  const { form, errors, submit } = useCrudForm(
    concessionFormSchema,
    {
      student: null,
      type: 'sibling',
      kind: 'percent',
      percent: '',
      amountPaise: '',
      headId: '',
      fromTermId: '',
      earlierUnpaid: false,
      reason: '',
    },
    save,
  )
  const kind = form.watch('kind')
  const fromTermId = form.watch('fromTermId')
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StudentPicker id="concession-student" control={form.control} name="student" error={errors.student?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="concession-type" label="Type" error={errors.type?.message}>
          {(aria) => (
            <RegisteredSelect
              {...aria}
              registration={form.register('type')}
              values={concessionTypes}
              label={(type) => concessionTypeLabels[type]}
            />
          )}
        </Field>
        <Field id="concession-head" label="Applies to" error={errors.headId?.message}>
          {(aria) => (
            <select {...aria} {...form.register('headId')} className={inputClass}>
              <option value="">The whole fee</option>
              {(heads.data ?? []).map((head) => (
                <option key={head.id} value={head.id}>
                  {head.name} only
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="concession-kind" label="Kind" error={errors.kind?.message}>
          {(aria) => (
            <RegisteredSelect
              {...aria}
              registration={form.register('kind')}
              values={concessionKinds}
              label={(value) => concessionKindLabels[value]}
            />
          )}
        </Field>
        {kind === 'percent' ? (
          <Field id="concession-percent" label="Percent" required error={errors.percent?.message}>
            {(aria) => (
              <input {...aria} {...form.register('percent')} type="number" min={1} max={100} className={inputClass} />
            )}
          </Field>
        ) : (
          <Field id="concession-amount" label="Amount off each term" required error={errors.amountPaise?.message}>
            {(aria) => <MoneyInput {...aria} {...form.register('amountPaise')} />}
          </Field>
        )}
        <Field
          id="concession-from-term"
          label="From term"
          hint="The first term it takes off; later terms follow."
          error={errors.fromTermId?.message}
        >
          {(aria) => (
            <select {...aria} {...form.register('fromTermId')} className={inputClass}>
              <option value="">Every term of the year</option>
              {(terms.data?.terms ?? []).map((term) => (
                <option key={term.id} value={term.id}>
                  {term.name} on
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {fromTermId && (
        <CheckboxField
          id="concession-earlier-unpaid"
          label="Also on what is still unpaid of earlier terms"
          hint="Payments already made on earlier terms stay as they are."
          {...form.register('earlierUnpaid')}
        />
      )}
      <Field id="concession-reason" label="Reason" required error={errors.reason?.message}>
        {(aria) => <input {...aria} {...form.register('reason')} maxLength={500} className={inputClass} />}
      </Field>
      <FormActions
        busy={form.formState.isSubmitting}
        submitLabel="Review"
        busyLabel="Checking..."
        onCancel={onCancel}
      />
    </form>
  )
}
