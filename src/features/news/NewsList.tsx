import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { NewsCard } from './NewsCard'
import { NewsEmpty, NewsError, NewsSkeleton } from './ListState'
import { Pager } from './Pager'

/** /news: every item, newest first, 12 a page. */
export function NewsList({ page }: { page: number }) {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.news.list.queryOptions({ page }), ...cacheTimes.newsAndEvents, placeholderData: keepPreviousData })
  if (query.isPending) return <NewsSkeleton count={6} />
  if (query.isError) return <NewsError message={query.error.message} onRetry={() => void query.refetch()} />
  const { items, pageCount, total } = query.data
  if (total === 0) return <NewsEmpty />
  if (items.length === 0) return <NewsEmpty>This page is past the end of the news. Go back to the first page.</NewsEmpty>
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="flex">
            <NewsCard item={item} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} to="/news" label="News pages" />
    </>
  )
}
