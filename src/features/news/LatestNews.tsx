import { useQuery } from '@tanstack/react-query'
import { EmptyState, ErrorState, LoadingState, SkeletonCards } from '~/components/ui/states'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { NewsCard } from './NewsCard'
import { NewspaperIcon } from '~/components/ui/icons'

/** The home page's Latest News: the first 3 items, with loading, error and empty states. */
export function LatestNews() {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.news.latest.queryOptions(), ...cacheTimes.newsAndEvents })
  if (query.isPending) return <LoadingState label="Loading news..."><SkeletonCards count={3} columns="md:grid-cols-2 lg:grid-cols-3" aspect="aspect-[16/10]" /></LoadingState>
  if (query.isError) return <ErrorState message={`Error loading news: ${query.error.message}`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.data.length === 0) return <EmptyState icon={<NewspaperIcon />} message="No news articles available at this time. Check back soon!" />
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {query.data.map((item) => (
        <li key={item.id} className="flex">
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  )
}
