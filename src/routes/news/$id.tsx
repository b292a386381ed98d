import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { NewsArticle } from '~/features/news/NewsArticle'
import { previewText } from '~/shared/markup'
import { shareImagePath } from '~/shared/responsive-images'
import { cacheTimes } from '~/shared/query-defaults'
import { loadOrNotFound } from '~/trpc/not-found'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/news/$id')({
  // A deleted or mistyped article is the site's 404 page, not an error page.
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const item = await loadOrNotFound(params.id, (id) =>
      queryClient.ensureQueryData({ ...trpc.news.byId.queryOptions({ id }), ...cacheTimes.newsAndEvents }),
    )
    return {
      title: item.title,
      description: previewText(item.content, 160),
      image: item.imageUrl ? shareImagePath(item.imageUrl) : null,
    }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.description, { image: loaderData.image, type: 'article' })
      : pageHead('News'),
  component: NewsItemPage,
})

function NewsItemPage() {
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data: item } = useSuspenseQuery({ ...trpc.news.byId.queryOptions({ id }), ...cacheTimes.newsAndEvents })
  return (
    <>
      <PageHeader title={item.title} trail={[{ label: 'News', to: '/news' }]} subtitle={`News from ${school.name}`} />
      <NewsArticle item={item} />
    </>
  )
}
