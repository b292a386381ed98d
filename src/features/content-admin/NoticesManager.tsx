import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { CrudScreen, type CrudFormProps } from '~/components/crud/CrudScreen'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { FormActions } from '~/components/form/FormActions'
import { Pill } from '~/components/ui/Pill'
import { categoryLabels, contentLimits, noticeCategories, noticeInput, type NoticeInput } from '~/shared/content-schemas'
import { dateKeyOf, formatDateKey } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { removedFromWebsite } from './ui'

type NoticeRow = NoticeInput & { id: string }

/** Staff: the notices and circulars of /notice, with create, edit and delete. */
export function NoticesManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const list = useQuery(trpc.notices.list.queryOptions())
  const create = useMutation(trpc.notices.create.mutationOptions())
  const update = useMutation(trpc.notices.update.mutationOptions())
  const remove = useMutation(trpc.notices.delete.mutationOptions())

  return (
    <CrudScreen<NoticeRow, NoticeInput>
      noun="notice"
      create={(values) => create.mutateAsync(values)}
      update={(row, values) => update.mutateAsync({ id: row.id, ...values })}
      remove={(row) => remove.mutateAsync({ id: row.id })}
      afterChange={() => queryClient.invalidateQueries({ queryKey: trpc.notices.pathKey() })}
      title="Notices and circulars"
      description="Listed on the Notice page, the latest date first."
      addLabel="Add notice"
      query={list}
      rows={list.data}
      messages={{ loading: 'Loading notices...', error: (message) => `Error loading notices: ${message}`, empty: 'No notices yet. Add the first one.' }}
      item={(notice) => ({
        title: notice.title,
        meta: formatDateKey(notice.date),
        badges: (
          <>
            <Pill tone="brand">{categoryLabels[notice.category]}</Pill>
            {notice.important && <Pill tone="red">Important</Pill>}
          </>
        ),
      })}
      titles={{ create: 'Add notice', edit: 'Edit notice' }}
      deleteMessage={removedFromWebsite}
      renderForm={(props) => <NoticeForm {...props} />}
    />
  )
}

function NoticeForm({ row, save, onCancel }: CrudFormProps<NoticeRow, NoticeInput>) {
  const form = useForm<NoticeInput>({
    resolver: zodResolver(noticeInput),
    defaultValues: row
      ? { title: row.title, category: row.category, date: row.date, content: row.content, important: row.important }
      : { title: '', category: 'administrative', date: dateKeyOf(new Date()), content: '', important: false },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit((values) => save(values, form.setError))

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="notice-title" label="Title" error={errors.title?.message}>
        {(aria) => <input {...aria} {...form.register('title')} maxLength={contentLimits.title} className={inputClass} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="notice-category" label="Category" error={errors.category?.message}>
          {(aria) => (
            <select {...aria} {...form.register('category')} className={inputClass}>
              {noticeCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="notice-date" label="Date" error={errors.date?.message}>
          {(aria) => <input {...aria} {...form.register('date')} type="date" className={inputClass} />}
        </Field>
      </div>
      <Field id="notice-content" label="Content" error={errors.content?.message}>
        {(aria) => <textarea {...aria} {...form.register('content')} rows={6} maxLength={contentLimits.noticeContent} className={inputClass} />}
      </Field>
      <CheckboxField id="notice-important" label="Important" hint="Shows an Important badge on the notice." {...form.register('important')} />
      <FormActions busy={form.formState.isSubmitting} submitLabel={row ? 'Save changes' : 'Add notice'} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  )
}
