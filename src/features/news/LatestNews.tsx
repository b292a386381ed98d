import { useQuery } from '@tanstack/react-query'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { NewsCard } from './NewsCard'
import { NewsEmpty, NewsError, NewsSkeleton } from './ListState'

/** The home page's Latest News: the first 3 items, with loading, error and empty states. */
export function LatestNews() {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.news.latest.queryOptions(), ...cacheTimes.newsAndEvents })
  if (query.isPending) return <NewsSkeleton count={3} />
  if (query.isError) return <NewsError message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <NewsEmpty />
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
