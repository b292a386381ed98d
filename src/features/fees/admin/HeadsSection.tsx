// Fee heads: what fees are charged for. A head is archived rather than deleted: it stays on charges already
// issued but can no longer be added to a structure.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { Pill } from '~/components/ui/Pill'
import { headFormSchema } from '~/shared/fee-forms'
import { useTRPC } from '~/trpc/react'
import type { SetupHead } from '../types'

type HeadValues = z.output<typeof headFormSchema>

export function HeadsSection() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const heads = useQuery(trpc.fees.setup.heads.list.queryOptions({ includeArchived: true }))
  const create = useMutation(trpc.fees.setup.heads.create.mutationOptions())
  const update = useMutation(trpc.fees.setup.heads.update.mutationOptions())
  const archive = useMutation(trpc.fees.setup.heads.archive.mutationOptions())
  return (
    <CrudScreen<SetupHead, HeadValues>
      noun="fee head"
      create={(values) => create.mutateAsync(values)}
      update={(head, values) => update.mutateAsync({ id: head.id, ...values })}
      archive={{
        isArchived: (head) => head.archived,
        set: (head, archived) => archive.mutateAsync({ id: head.id, archived }),
      }}
      afterChange={() => queryClient.invalidateQueries({ queryKey: trpc.fees.setup.pathKey() })}
      layout="inset"
      title="Fee heads"
      description="What fees are charged for. An archived head stays on charges already issued but cannot be added to a structure."
      addLabel="Add head"
      query={heads}
      rows={heads.data}
      messages={listMessages('fee heads', 'No fee heads yet.')}
      item={(head) => ({
        title: head.name,
        badges: (
          <>
            {head.optional && <Pill tone="info">Optional</Pill>}
            {head.archived && <Pill tone="warning">Archived</Pill>}
          </>
        ),
        meta: head.description,
      })}
      dialogSize="md"
      form={HeadForm}
    />
  )
}

function HeadForm({ row, save, onCancel }: CrudFormProps<SetupHead, HeadValues>) {
  const { form, errors, submit } = useCrudForm(
    headFormSchema,
    { name: row?.name ?? '', description: row?.description ?? '', optional: row?.optional ?? false },
    save,
  )
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="head-name" label="Name" required error={errors.name?.message}>
        {(aria) => <input {...aria} {...form.register('name')} maxLength={60} className={inputClass} />}
      </Field>
      <Field id="head-description" label="Description" optional error={errors.description?.message}>
        {(aria) => <input {...aria} {...form.register('description')} maxLength={200} className={inputClass} />}
      </Field>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-400" {...form.register('optional')} />
        <span>
          Optional
          <span className="block text-xs text-slate-600">
            Charged only to the students assigned to it under Optional fees (transport, hostel, a club).
          </span>
        </span>
      </label>
      <FormActions busy={form.formState.isSubmitting} submitLabel="Save" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  )
}
