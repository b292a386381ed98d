import { zodResolver } from '@hookform/resolvers/zod'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonStyles } from '~/components/ui/button-styles'
import { contentLimits, newsInput, type NewsInput } from '~/shared/content-schemas'
import { formatLongDate } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import { toastFailure, toastSuccess } from './mutations'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { applyFieldErrors } from '~/components/form/field-errors'
import { FormActions } from '~/components/form/FormActions'
import { FormDialog } from '~/components/ui/FormDialog'
import { Pagination } from '~/components/ui/Pagination'
import { ConfirmDelete, ItemRow, Panel, PanelHeader, PanelMessage, Pill } from './ui'

type Editing = { mode: 'create' } | { mode: 'edit'; id: string } | null

const websiteImages = ['students-and-teachers', 'planting-activity', 'cultural-performance', 'traditional-dress'].map(
  (name) => `/files/website-images/${name}.png`,
)

const emptyNews: NewsInput = { title: '', content: '', imageUrl: '', isFeatured: false }

/** Staff: every news item, newest first, with create, edit and delete (PRODUCT.md "Content management"). */
export function NewsManager() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null)
  const list = useQuery({ ...trpc.news.list.queryOptions({ page }), placeholderData: keepPreviousData })

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: trpc.news.pathKey() }), queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() })])

  const remove = useMutation(
    trpc.news.delete.mutationOptions({
      onSuccess: async () => {
        toastSuccess('news item', 'delete')
        setDeleting(null)
        await refresh()
      },
      onError: (error) => toastFailure('news item', 'delete', error),
    }),
  )

  return (
    <Panel>
      <PanelHeader
        title="News"
        description="Stories and announcements on the home page and at /news, newest first."
        action={
          <button type="button" onClick={() => setEditing({ mode: 'create' })} className={buttonStyles('primary', 'md')}>
            Add news item
          </button>
        }
      />
      {list.isPending ? (
        <PanelMessage kind="loading">Loading news...</PanelMessage>
      ) : list.isError ? (
        <PanelMessage kind="error" onRetry={() => void list.refetch()}>
          Error loading news: {list.error.message}
        </PanelMessage>
      ) : list.data.items.length === 0 ? (
        <PanelMessage kind="empty">No news articles available at this time. Add the first one.</PanelMessage>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {list.data.items.map((item) => (
              <ItemRow
                key={item.id}
                title={item.title}
                meta={<>Published {formatLongDate(item.publishedAt)}</>}
                badges={item.isFeatured ? <Pill tone="gold">Featured</Pill> : null}
                onEdit={() => setEditing({ mode: 'edit', id: item.id })}
                onDelete={() => setDeleting({ id: item.id, title: item.title })}
              />
            ))}
          </ul>
          <Pagination page={page} pageCount={list.data.pageCount} onChange={setPage} label="News pages" className="border-t border-slate-200 px-5 py-3" />
        </>
      )}

      <NewsDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDelete
        open={deleting !== null}
        name={deleting?.title ?? ''}
        noun="news item"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  )
}

function NewsDialog({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const trpc = useTRPC()
  const editId = editing?.mode === 'edit' ? editing.id : null
  const current = useQuery({ ...trpc.news.byId.queryOptions({ id: editId ?? '' }), enabled: editId !== null })
  const [busy, setBusy] = useState(false)
  const title = editing?.mode === 'edit' ? 'Edit news item' : 'Add news item'

  return (
    <FormDialog open={editing !== null} title={title} description="Shown on the home page and the News page as soon as you save." busy={busy} onClose={onClose}>
      {editing?.mode === 'edit' && current.isPending ? (
        <PanelMessage kind="loading">Loading the news item...</PanelMessage>
      ) : editing?.mode === 'edit' && current.isError ? (
        <PanelMessage kind="error" onRetry={() => void current.refetch()}>
          Error loading news: {current.error.message}
        </PanelMessage>
      ) : editing ? (
        <NewsForm
          key={editId ?? 'new'}
          id={editId}
          initial={
            editId && current.data
              ? { title: current.data.title, content: current.data.content, imageUrl: current.data.imageUrl ?? '', isFeatured: current.data.isFeatured }
              : emptyNews
          }
          onBusy={setBusy}
          onDone={async () => {
            onClose()
            await onSaved()
          }}
          onCancel={onClose}
        />
      ) : null}
    </FormDialog>
  )
}

type NewsFormProps = {
  id: string | null
  initial: NewsInput
  onBusy: (busy: boolean) => void
  onDone: () => Promise<void>
  onCancel: () => void
}

function NewsForm({ id, initial, onBusy, onDone, onCancel }: NewsFormProps) {
  const trpc = useTRPC()
  const form = useForm<NewsInput>({ resolver: zodResolver(newsInput), defaultValues: initial })
  const { errors } = form.formState
  const verb = id ? 'update' : 'create'
  const create = useMutation(trpc.news.create.mutationOptions())
  const update = useMutation(trpc.news.update.mutationOptions())
  const imageUrl = form.watch('imageUrl')

  const submit = form.handleSubmit(async (values) => {
    onBusy(true)
    try {
      if (id) await update.mutateAsync({ id, ...values })
      else await create.mutateAsync(values)
      toastSuccess('news item', verb)
      await onDone()
    } catch (error) {
      applyFieldErrors(error, form.setError, ['title', 'content', 'imageUrl'])
      toastFailure('news item', verb, error)
    } finally {
      onBusy(false)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field id="news-title" label="Title" error={errors.title?.message}>
        {(aria) => <input {...aria} {...form.register('title')} maxLength={contentLimits.title} className={inputClass} />}
      </Field>
      <Field
        id="news-content"
        label="Content"
        error={errors.content?.message}
        hint="Plain text is fine: leave a blank line between paragraphs. Basic formatting in HTML (bold, lists, links) is kept; anything else is removed."
      >
        {(aria) => <textarea {...aria} {...form.register('content')} rows={10} className={inputClass} />}
      </Field>
      <Field
        id="news-image"
        label="Image address"
        optional
        error={errors.imageUrl?.message}
        hint="A picture on this site (for example one of the home page photos) or an https:// address. Without one, the school placeholder is shown."
      >
        {(aria) => (
          <>
            <input {...aria} {...form.register('imageUrl')} list="news-image-options" placeholder="/files/website-images/..." className={inputClass} />
            <datalist id="news-image-options">
              {websiteImages.map((src) => (
                <option key={src} value={src} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      {imageUrl && !errors.imageUrl && (imageUrl.startsWith('/') || imageUrl.startsWith('https://')) && (
        <img src={imageUrl} alt="Preview of the chosen image" className="h-32 rounded-lg border border-slate-200 object-cover" />
      )}
      <CheckboxField id="news-featured" label="Featured" hint="Marks the item with a Featured badge." {...form.register('isFeatured')} />
      <FormActions busy={form.formState.isSubmitting} submitLabel={id ? 'Save changes' : 'Publish news item'} busyLabel="Saving..." onCancel={onCancel} />
    </form>
  )
}
