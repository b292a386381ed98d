// AddInventoryItem and EditInventoryItem: one form, react-hook-form with the zod schema the procedure uses.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DateField } from '~/components/form/DateField'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { applyFieldErrors } from '~/components/form/field-errors'
import { RegisteredSelect } from '~/components/form/Options'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { errorText } from '~/components/ui/error-text'
import {
  categoryCodePrefixes,
  categoryLabels,
  conditionLabels,
  emptyItemForm,
  inventoryCategories,
  inventoryConditions,
  inventoryLimits,
  itemFormSchema,
  type ItemFormValues,
} from '~/shared/inventory'
import { paiseToRupeesInput } from '~/shared/money'
import { useTRPC } from '~/trpc/react'

const fieldNames = Object.keys(emptyItemForm) as (keyof ItemFormValues)[]

type ItemFormProps = {
  /** Editing an existing item; absent when adding. */
  itemId?: string
  defaultValues?: ItemFormValues
}

export function ItemForm({ itemId, defaultValues = emptyItemForm }: ItemFormProps) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<ItemFormValues>({ resolver: zodResolver(itemFormSchema), defaultValues, mode: 'onTouched' })
  const { errors, isSubmitting } = form.formState
  const category = form.watch('category')

  const onSaved = async (item: { id: string; code: string; name: string }) => {
    await queryClient.invalidateQueries({ queryKey: trpc.inventory.pathKey() })
    toast.success(itemId ? `Saved ${item.name}` : `Added ${item.name} as ${item.code}`)
    await navigate({ to: '/inventory/item/$id', params: { id: item.id } })
  }
  const onError = (error: unknown) => {
    if (error instanceof TRPCClientError && error.data?.code === 'CONFLICT') {
      form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true })
      return
    }
    applyFieldErrors(error, form.setError, fieldNames)
    setServerError(errorText(error))
  }
  const create = useMutation(trpc.inventory.create.mutationOptions({ onSuccess: onSaved, onError }))
  const update = useMutation(trpc.inventory.update.mutationOptions({ onSuccess: onSaved, onError }))
  const busy = isSubmitting || create.isPending || update.isPending

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null)
    if (itemId) update.mutate({ id: itemId, item: values })
    else create.mutate(values)
  })

  const text = (name: keyof ItemFormValues) => form.register(name)

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {serverError && <ErrorNote>{serverError}</ErrorNote>}

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 font-display text-lg font-bold text-brand-900">The item</legend>
        <Field id="item-name" label="Name" required error={errors.name?.message} className="sm:col-span-2">
          {(aria) => (
            <input {...aria} type="text" maxLength={inventoryLimits.name} className={inputClass} {...text('name')} />
          )}
        </Field>
        <Field id="item-category" label="Category" required error={errors.category?.message}>
          {(aria) => (
            <RegisteredSelect
              {...aria}
              registration={text('category')}
              values={inventoryCategories}
              label={(value) => categoryLabels[value]}
            />
          )}
        </Field>
        <Field
          id="item-code"
          label="Code"
          optional
          error={errors.code?.message}
          hint={
            itemId
              ? 'Leave blank to keep the current code.'
              : `Leave blank to generate one, e.g. ${categoryCodePrefixes[category] ?? 'GEN'}-0001.`
          }
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              maxLength={inventoryLimits.code}
              autoCapitalize="characters"
              className={`${inputClass} uppercase`}
              {...text('code')}
            />
          )}
        </Field>
        <Field id="item-condition" label="Condition" required error={errors.condition?.message}>
          {(aria) => (
            <RegisteredSelect
              {...aria}
              registration={text('condition')}
              values={inventoryConditions}
              label={(value) => conditionLabels[value]}
            />
          )}
        </Field>
        <Field
          id="item-location"
          label="Location"
          optional
          error={errors.location?.message}
          hint="e.g. Physics lab, Store room 2"
        >
          {(aria) => (
            <input
              {...aria}
              type="text"
              maxLength={inventoryLimits.location}
              className={inputClass}
              {...text('location')}
            />
          )}
        </Field>
        <Field
          id="item-description"
          label="Description"
          optional
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(aria) => (
            <textarea
              {...aria}
              rows={3}
              maxLength={inventoryLimits.description}
              className={inputClass}
              {...text('description')}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 border-t border-slate-100 pt-5 sm:grid-cols-3">
        <legend className="mb-3 font-display text-lg font-bold text-brand-900">Stock and cost</legend>
        <Field id="item-unit" label="Unit" required error={errors.unit?.message} hint="pcs, box, set, ream...">
          {(aria) => (
            <input {...aria} type="text" maxLength={inventoryLimits.unit} className={inputClass} {...text('unit')} />
          )}
        </Field>
        <Field
          id="item-reorder"
          label="Reorder level"
          required
          error={errors.reorderLevel?.message}
          hint="Admins are e-mailed when stock falls to this; 0 turns it off."
        >
          {(aria) => (
            <input {...aria} type="text" inputMode="numeric" className={inputClass} {...text('reorderLevel')} />
          )}
        </Field>
        <Field id="item-cost" label="Unit cost (₹)" optional error={errors.unitCost?.message} hint="e.g. 1,250.50">
          {(aria) => <input {...aria} type="text" inputMode="decimal" className={inputClass} {...text('unitCost')} />}
        </Field>
        <p className="text-sm text-slate-600 sm:col-span-3">
          The quantity on hand is not typed here: it changes only through movements (receive, issue, return, adjust,
          dispose) on the item&apos;s page.
        </p>
      </fieldset>

      <fieldset className="grid gap-5 border-t border-slate-100 pt-5 sm:grid-cols-3">
        <legend className="mb-3 font-display text-lg font-bold text-brand-900">Purchase</legend>
        <Field id="item-supplier" label="Supplier" optional error={errors.supplier?.message}>
          {(aria) => (
            <input
              {...aria}
              type="text"
              maxLength={inventoryLimits.supplier}
              className={inputClass}
              {...text('supplier')}
            />
          )}
        </Field>
        <DateField
          id="item-purchase-date"
          label="Purchase date"
          optional
          error={errors.purchaseDate?.message}
          control={form.control}
          name="purchaseDate"
        />
        <DateField
          id="item-warranty-end"
          label="Warranty end"
          optional
          error={errors.warrantyEnd?.message}
          control={form.control}
          name="warrantyEnd"
        />
        <Field id="item-notes" label="Notes" optional error={errors.notes?.message} className="sm:col-span-3">
          {(aria) => (
            <textarea {...aria} rows={3} maxLength={inventoryLimits.notes} className={inputClass} {...text('notes')} />
          )}
        </Field>
      </fieldset>

      <FormActions
        busy={busy}
        submitLabel={itemId ? 'Save changes' : 'Add item'}
        busyLabel="Saving..."
        onCancel={() => router.history.back()}
      />
    </form>
  )
}

/** The form's values for an item as the server returns it. */
export function formValuesOf(item: {
  code: string
  name: string
  category: string
  description: string | null
  unit: string
  location: string | null
  condition: string
  reorderLevel: number
  unitCostPaise: number
  supplier: string | null
  purchaseDate: string | null
  warrantyEnd: string | null
  notes: string | null
}): ItemFormValues {
  return {
    code: item.code,
    name: item.name,
    category: item.category as ItemFormValues['category'],
    description: item.description ?? '',
    unit: item.unit,
    location: item.location ?? '',
    condition: item.condition as ItemFormValues['condition'],
    reorderLevel: String(item.reorderLevel),
    unitCost: item.unitCostPaise ? paiseToRupeesInput(item.unitCostPaise) : '',
    supplier: item.supplier ?? '',
    purchaseDate: item.purchaseDate ?? '',
    warrantyEnd: item.warrantyEnd ?? '',
    notes: item.notes ?? '',
  }
}
