// The record-movement form on an item's page. The server is the judge (one guarded update), but a quantity that
// would take the stock below zero is refused here first with the same words.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DateField } from '~/components/form/DateField'
import { Field, inputClass, labelClass } from '~/components/form/Field'
import { applyFieldErrors } from '~/components/form/field-errors'
import { RegisteredSelect } from '~/components/form/Options'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import { todayKey } from '~/shared/clock'
import {
  inventoryLimits,
  inventoryMessages,
  movementDelta,
  movementFormSchema,
  movementKindLabels,
  movementKinds,
  parseWholeNumber,
  partyTypeLabels,
  partyTypes,
  type MovementFormInput,
  type MovementFormValues,
} from '~/shared/inventory'
import { useTRPC } from '~/trpc/react'

const kindHints = {
  receive: 'Stock arriving: a purchase or a donation.',
  issue: 'Stock going out to a department or a person.',
  return: 'Issued stock coming back.',
  adjust: 'A stock count found more or fewer than recorded. Say why in the note.',
  dispose: 'Written off: broken, lost or expired. Say why in the note.',
} as const

const fields = ['kind', 'quantity', 'direction', 'occurredOn', 'reference', 'partyType', 'party', 'note'] as const

export function MovementForm({ item }: { item: { id: string; unit: string; onHand: number; archived: boolean } }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const kindGroupId = useId()
  const partyListId = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  // A name typed that is not on the departments list: recorded as typed, then offered to be added to the list.
  const [unlisted, setUnlisted] = useState<string | null>(null)
  const departments = useQuery(trpc.inventory.departments.queryOptions({ includeArchived: false }))
  const addDepartment = useMutation(
    trpc.inventory.createDepartment.mutationOptions({
      onSuccess: async (created) => {
        toast.success(`${created.name} added to the departments.`)
        setUnlisted(null)
        await queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  )
  const defaults: MovementFormInput = {
    itemId: item.id,
    kind: 'receive',
    quantity: '',
    direction: 'add',
    occurredOn: todayKey(),
    reference: '',
    partyType: 'department',
    party: '',
    note: '',
  }
  const form = useForm<MovementFormInput, unknown, MovementFormValues>({
    resolver: zodResolver(movementFormSchema),
    defaultValues: defaults,
  })
  const { errors } = form.formState
  const kind = form.watch('kind') ?? 'receive'
  const direction = form.watch('direction') ?? 'add'

  const record = useMutation(
    trpc.inventory.recordMovement.mutationOptions({
      onSuccess: async (result, input) => {
        toast.success(`${movementKindLabels[input.kind]} recorded. On hand: ${result.onHand} ${item.unit}.`)
        form.reset({ ...defaults, kind: input.kind, occurredOn: input.occurredOn })
        setUnlisted(result.unlistedParty)
        await queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, fields)
        setServerError(errorText(error))
      },
    }),
  )

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null)
    setUnlisted(null)
    const quantity = parseWholeNumber(values.quantity) ?? 0
    if (item.onHand + movementDelta(values.kind, quantity, values.direction) < 0) {
      form.setError(
        'quantity',
        { type: 'stock', message: inventoryMessages.belowZero(item.onHand, item.unit) },
        { shouldFocus: true },
      )
      return
    }
    record.mutate(values)
  })

  if (item.archived) return <p className="text-sm text-slate-600">{inventoryMessages.archived}</p>

  const takesParty = kind === 'issue' || kind === 'return'
  const needsNote = kind === 'adjust' || kind === 'dispose'

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {serverError && <ErrorNote>{serverError}</ErrorNote>}
      {unlisted && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="flex-1">{unlisted} is not on the departments list; it was recorded as typed.</p>
          <button
            type="button"
            disabled={addDepartment.isPending}
            onClick={() => addDepartment.mutate({ name: unlisted })}
            className={buttonStyles('outline', 'sm')}
          >
            Add &lsquo;{unlisted}&rsquo; to the departments
          </button>
        </div>
      )}
      <fieldset>
        <legend id={kindGroupId} className={labelClass}>
          What happened?
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {movementKinds.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
            >
              <input type="radio" value={value} className="sr-only" {...form.register('kind')} />
              {movementKindLabels[value]}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-600">{kindHints[kind]}</p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'adjust' && (
          <Field id="movement-direction" label="Adjustment" error={errors.direction?.message}>
            {(aria) => (
              <select {...aria} className={inputClass} {...form.register('direction')}>
                <option value="add">Add: the count found more</option>
                <option value="remove">Remove: the count found fewer</option>
              </select>
            )}
          </Field>
        )}
        <Field
          id="movement-quantity"
          label={`Quantity (${item.unit})`}
          required
          error={errors.quantity?.message}
          hint={
            kind === 'issue' || kind === 'dispose' || (kind === 'adjust' && direction === 'remove')
              ? `${item.onHand} ${item.unit} on hand.`
              : undefined
          }
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
              {...form.register('quantity')}
            />
          )}
        </Field>
        <DateField
          id="movement-date"
          label="Date"
          required
          error={errors.occurredOn?.message}
          control={form.control}
          name="occurredOn"
          max={todayKey()}
        />
        {takesParty && (
          <>
            <Field
              id="movement-party-type"
              label={kind === 'issue' ? 'Issued to' : 'Returned by'}
              error={errors.partyType?.message}
            >
              {(aria) => (
                <RegisteredSelect
                  {...aria}
                  registration={form.register('partyType')}
                  values={partyTypes}
                  label={(value) => partyTypeLabels[value]}
                />
              )}
            </Field>
            <Field
              id="movement-party"
              label={form.watch('partyType') === 'person' ? 'Name of the person' : 'Department'}
              required={kind === 'issue'}
              optional={kind === 'return'}
              error={errors.party?.message}
            >
              {(aria) => (
                <>
                  <input
                    {...aria}
                    type="text"
                    list={partyListId}
                    autoComplete="off"
                    maxLength={inventoryLimits.party}
                    className={inputClass}
                    {...form.register('party')}
                  />
                  <datalist id={partyListId}>
                    {(departments.data ?? []).map((department) => (
                      <option key={department.id} value={department.name} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
          </>
        )}
        <Field
          id="movement-reference"
          label="Reference"
          optional
          error={errors.reference?.message}
          hint="Invoice, requisition or voucher number."
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              maxLength={inventoryLimits.reference}
              className={inputClass}
              {...form.register('reference')}
            />
          )}
        </Field>
        <Field
          id="movement-note"
          label="Note"
          required={needsNote}
          optional={!needsNote}
          error={errors.note?.message}
          className="sm:col-span-2"
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={2}
              maxLength={inventoryLimits.note}
              className={inputClass}
              {...form.register('note')}
            />
          )}
        </Field>
      </div>
      <div className="flex justify-end">
        <button type="submit" disabled={record.isPending} className={buttonStyles('primary', 'md')}>
          {record.isPending ? 'Recording...' : `Record ${movementKindLabels[kind].toLowerCase()}`}
        </button>
      </div>
    </form>
  )
}
