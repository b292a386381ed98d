import { useQuery } from '@tanstack/react-query'
import { CardGrid } from '~/components/ui/CardGrid'
import { EmptyState, ListStates, SkeletonCards } from '~/components/ui/states'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { NewsCard } from './NewsCard'
import { NewspaperIcon } from '~/components/ui/icons'

/** The home page's Latest News: the first 3 items, with loading, error and empty states. */
export function LatestNews() {
  const trpc = useTRPC()
  const query = useQuery({ ...trpc.news.latest.queryOptions(), ...cacheTimes.newsAndEvents })
  return (
    <ListStates
      query={query}
      loadingLabel="Loading news..."
      skeleton={<SkeletonCards count={3} columns="md:grid-cols-2 lg:grid-cols-3" aspect="aspect-[16/10]" />}
      errorLabel="Error loading news"
      empty={
        <EmptyState icon={<NewspaperIcon />} message="No news articles available at this time. Check back soon!" />
      }
    >
      {(news) => (
        <CardGrid items={news} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {(item) => <NewsCard item={item} />}
        </CardGrid>
      )}
    </ListStates>
  )
}
