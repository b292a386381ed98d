import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Pagination } from '~/components/ui/Pagination'
import { EmptyState, ErrorState, LoadingState, SkeletonCards } from '~/components/ui/states'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { NewsCard } from './NewsCard'
import { NewspaperIcon } from '~/components/ui/icons'

/** /news: every item, newest first, 12 a page. */
export function NewsList({ page }: { page: number }) {
  const trpc = useTRPC()
  const query = useQuery({
    ...trpc.news.list.queryOptions({ page }),
    ...cacheTimes.newsAndEvents,
    placeholderData: keepPreviousData,
  })
  if (query.isPending)
    return (
      <LoadingState label="Loading news...">
        <SkeletonCards count={6} columns="md:grid-cols-2 lg:grid-cols-3" aspect="aspect-[16/10]" />
      </LoadingState>
    )
  if (query.isError)
    return (
      <ErrorState
        message={`Error loading news: ${query.error.message}`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  const { items, pageCount, total } = query.data
  if (total === 0)
    return <EmptyState icon={<NewspaperIcon />} message="No news articles available at this time. Check back soon!" />
  if (items.length === 0)
    return (
      <EmptyState
        icon={<NewspaperIcon />}
        message="This page is past the end of the news. Go back to the first page."
      />
    )
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="flex">
            <NewsCard item={item} headingLevel={2} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        label="News pages"
        className="mt-10"
        link={(target, props) => <Link to="/news" search={{ page: target }} {...props} />}
      />
    </>
  )
}
