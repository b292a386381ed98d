import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { categoryLabels, contentLimits, noticeCategories, noticeInput, type NoticeInput } from '~/shared/content-schemas'
import { dateKeyOf, formatDateKey } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { toastFailure, toastSuccess } from './mutations'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { applyFieldErrors } from '~/components/form/field-errors'
import { FormActions } from '~/components/form/FormActions'
import { FormDialog } from '~/components/ui/FormDialog'
import { ConfirmDelete, ItemRow, Panel, PanelHeader, PanelMessage, Pill } from './ui'

type NoticeRow = NoticeInput & { id: string }
type Editing = { mode: 'create' } | { mode: 'edit'; notice: NoticeRow } | null

/** Staff: the notices and circulars of /notice, with create, edit and delete. */
export function NoticesManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<NoticeRow | null>(null)
  const list = useQuery(trpc.notices.list.queryOptions())

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.notices.pathKey() })

  const remove = useMutation(
    trpc.notices.delete.mutationOptions({
      onSuccess: async () => {
        toastSuccess('notice', 'delete')
        setDeleting(null)
        await refresh()
      },
      onError: (error) => toastFailure('notice', 'delete', error),
    }),
  )

  return (
    <Panel>
      <PanelHeader
        title="Notices and circulars"
        description="Listed on the Notice page, the latest date first."
        action={
          <button type="button" onClick={() => setEditing({ mode: 'create' })} className={buttonStyles('primary', 'md')}>
            Add notice
          </button>
        }
      />
      {list.isPending ? (
        <PanelMessage kind="loading">Loading notices...</PanelMessage>
      ) : list.isError ? (
        <PanelMessage kind="error" onRetry={() => void list.refetch()}>
          Error loading notices: {list.error.message}
        </PanelMessage>
      ) : list.data.length === 0 ? (
        <PanelMessage kind="empty">No notices yet. Add the first one.</PanelMessage>
      ) : (
        <ul className="divide-y divide-slate-200">
          {list.data.map((notice) => (
            <ItemRow
              key={notice.id}
              title={notice.title}
              meta={formatDateKey(notice.date)}
              badges={
                <>
                  <Pill tone="brand">{categoryLabels[notice.category]}</Pill>
                  {notice.important && <Pill tone="red">Important</Pill>}
                </>
              }
              onEdit={() => setEditing({ mode: 'edit', notice })}
              onDelete={() => setDeleting(notice)}
            />
          ))}
        </ul>
      )}

      <NoticeDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDelete
        open={deleting !== null}
        name={deleting?.title ?? ''}
        noun="notice"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  )
}

function NoticeDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const notice = editing?.mode === 'edit' ? editing.notice : null
  return (
    <FormDialog open={editing !== null} title={notice ? 'Edit notice' : 'Add notice'} busy={busy} onClose={onClose}>
      {editing && (
        <NoticeForm
          key={notice?.id ?? 'new'}
          id={notice?.id ?? null}
          initial={
            notice
              ? { title: notice.title, category: notice.category, date: notice.date, content: notice.content, important: notice.important }
              : { title: '', category: 'administrative', date: dateKeyOf(new Date()), content: '', important: false }
          }
          onBusy={setBusy}
          onDone={async () => {
            onClose()
            await onSaved()
          }}
          onCancel={onClose}
        />
      )}
    </FormDialog>
  )
}

type NoticeFormProps = { id: string | null; initial: NoticeInput; onBusy: (busy: boolean) => void; onDone: () => Promise<void>; onCancel: () => void }

function NoticeForm({ id, initial, onBusy, onDone, onCancel }: NoticeFormProps) {
  const trpc = useTRPC()
  const form = useForm<NoticeInput>({ resolver: zodResolver(noticeInput), defaultValues: initial })
  const { errors } = form.formState
  const verb = id ? 'update' : 'create'
  const create = useMutation(trpc.notices.create.mutationOptions())
  const update = useMutation(trpc.notices.update.mutationOptions())

  const submit = form.handleSubmit(async (values) => {
    onBusy(true)
    try {
      if (id) await update.mutateAsync({ id, ...values })
      else await create.mutateAsync(values)
      toastSuccess('notice', verb)
      await onDone()
    } catch (error) {
      applyFieldErrors(error, form.setError, ['title', 'category', 'date', 'content'])
      toastFailure('notice', verb, error)
    } finally {
      onBusy(false)
    }
  })

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
      <FormActions busy={form.formState.isSubmitting} submitLabel={id ? 'Save changes' : 'Add notice'} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  )
}
