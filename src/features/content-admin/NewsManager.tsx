import { zodResolver } from '@hookform/resolvers/zod'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { listMessages } from '~/components/crud/messages'
import { useProcedureCrud } from '~/components/crud/useProcedureCrud'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { Pill } from '~/components/ui/Pill'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { newsInput, type NewsInput } from '~/shared/content-schemas'
import { currentInstant } from '~/shared/clock'
import { formatLongDate } from '~/shared/dates'
import { publicationFormValues, type PublishState } from '~/shared/publishing'
import type { z } from 'zod'
import { useTRPC } from '~/trpc/react'
import { NewsImageField } from './NewsImageField'
import { PublicationControls, PublicationPill } from './Publication'
import { removedFromWebsite, TitleField } from './ui'

type NewsRow = { id: string; title: string; publishedAt: Date; isFeatured: boolean; state: PublishState }

const emptyNews: NewsInput = { title: '', content: '', imageUrl: '', isFeatured: false, publish: 'now', publishAt: '' }

/** Staff: every news item, newest first, with create, edit and delete (docs/product.md, Content management). */
export function NewsManager() {
  const trpc = useTRPC()
  const [page, setPage] = useState(1)
  const list = useQuery({ ...trpc.news.manageList.queryOptions({ page }), placeholderData: keepPreviousData })
  const steps = useProcedureCrud<NewsRow, NewsInput>('news item', trpc.news, [trpc.news, trpc.dashboard])
  return (
    <CrudScreen
      {...steps}
      title="News"
      description="Stories and announcements on the home page and at /news, newest first."
      addLabel="Add news item"
      query={list}
      rows={list.data?.items}
      messages={listMessages('news', 'No news articles available at this time. Add the first one.')}
      item={(item) => ({
        title: item.title,
        meta: item.state === 'published' ? <>Published {formatLongDate(item.publishedAt)}</> : null,
        badges: (
          <>
            <PublicationPill state={item.state} publishedAt={item.publishedAt} />
            {item.isFeatured && <Pill tone="gold">Featured</Pill>}
          </>
        ),
      })}
      pagination={list.data && { page, pageCount: list.data.pageCount, onChange: setPage, label: 'News pages' }}
      dialogDescription="Shown on the home page and the News page when published: now, at a time you choose, or kept as a draft."
      deleteMessage={removedFromWebsite}
      form={NewsEditor}
    />
  )
}

/** Editing needs the whole article, which the list leaves out. */
function NewsEditor({ row, save, onCancel }: CrudFormProps<NewsRow, NewsInput>) {
  const trpc = useTRPC()
  const current = useQuery({ ...trpc.news.byId.queryOptions({ id: row?.id ?? '' }), enabled: row !== null })
  if (!row) return <NewsForm initial={emptyNews} isNew save={save} onCancel={onCancel} />
  if (current.isPending) return <LoadingState label="Loading the news item..." />
  if (current.isError)
    return (
      <ErrorState message={`Error loading news: ${current.error.message}`} onRetry={() => void current.refetch()} />
    )
  const { title, content, imageUrl, isFeatured, status, publishedAt } = current.data
  const publication = publicationFormValues({ status, publishedAt }, currentInstant())
  return (
    <NewsForm
      initial={{ title, content, imageUrl: imageUrl ?? '', isFeatured, ...publication }}
      isNew={false}
      save={save}
      onCancel={onCancel}
    />
  )
}

type NewsFormProps = Omit<CrudFormProps<NewsRow, NewsInput>, 'row'> & { initial: NewsInput; isNew: boolean }

function NewsForm({ initial, isNew, save, onCancel }: NewsFormProps) {
  const form = useForm<z.input<typeof newsInput>, unknown, NewsInput>({
    resolver: zodResolver(newsInput),
    defaultValues: initial,
  })
  const { errors } = form.formState
  const imageUrl = form.watch('imageUrl')
  const [uploading, setUploading] = useState(false)

  const submit = form.handleSubmit((values) => {
    if (uploading) {
      form.setError('imageUrl', { message: 'Please wait for the image to finish uploading.' })
      return
    }
    return save(values, form.setError)
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TitleField id="news-title" error={errors.title?.message} registration={form.register('title')} />
      <Field
        id="news-content"
        label="Content"
        error={errors.content?.message}
        hint="Plain text is fine: leave a blank line between paragraphs. Basic formatting in HTML (bold, lists, links) is kept; anything else is removed."
      >
        {(aria) => <textarea {...aria} {...form.register('content')} rows={10} className={inputClass} />}
      </Field>
      <NewsImageField
        value={imageUrl}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
        onBusyChange={setUploading}
        error={errors.imageUrl?.message}
      />
      <CheckboxField
        id="news-featured"
        label="Featured"
        hint="Marks the item with a Featured badge."
        {...form.register('isFeatured')}
      />
      <PublicationControls
        idPrefix="news"
        form={form}
        errors={errors}
        nowLabel={isNew ? 'Publish news item' : 'Save changes'}
        noun="news item"
        onCancel={onCancel}
      />
    </form>
  )
}
