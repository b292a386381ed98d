import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, useState } from 'react'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { listMessages } from '~/components/crud/messages'
import { useProcedureCrud } from '~/components/crud/useProcedureCrud'
import { Pill } from '~/components/ui/Pill'
import type { NewsInput } from '~/shared/content-schemas'
import { formatLongDate } from '~/shared/dates'
import { useTRPC } from '~/trpc/react'
import type { NewsRow } from './NewsForm'
import { PublicationPill } from './PublicationPill'
import { removedFromWebsite } from './ui'

// The form (react-hook-form, the news schema's zod) loads when Add or Edit first opens the dialog.
const NewsEditor = lazy(() => import('./NewsForm').then((module) => ({ default: module.NewsEditor })))

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
