import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { ErrorState, LoadingState } from '~/components/ui/states'
import { currentInstant } from '~/shared/clock'
import { newsInput, type NewsInput } from '~/shared/content-schemas'
import { publicationFormValues, type PublishState } from '~/shared/publishing'
import { useTRPC } from '~/trpc/react'
import { NewsImageField } from './NewsImageField'
import { PublicationControls } from './Publication'
import { TitleField } from './ui'

// The news screen's create/edit form, loaded when its dialog first opens (NewsManager.tsx).

export type NewsRow = { id: string; title: string; publishedAt: Date; isFeatured: boolean; state: PublishState }

const emptyNews: NewsInput = { title: '', content: '', imageUrl: '', isFeatured: false, publish: 'now', publishAt: '' }

/** Editing needs the whole article, which the list leaves out. */
export function NewsEditor({ row, save, onCancel }: CrudFormProps<NewsRow, NewsInput>) {
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
