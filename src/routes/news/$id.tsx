import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageTitle } from '~/components/layout/page-title'
import { NewsArticle } from '~/features/news/NewsArticle'
import { previewText } from '~/shared/markup'
import { cacheTimes } from '~/shared/query-defaults'
import { loadOrNotFound } from '~/trpc/not-found'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/news/$id')({
  // A deleted or mistyped article is the site's 404 page, not an error page.
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const item = await loadOrNotFound(params.id, (id) =>
      queryClient.ensureQueryData({ ...trpc.news.byId.queryOptions({ id }), ...cacheTimes.newsAndEvents }),
    )
    return { title: item.title, description: previewText(item.content, 160) }
  },
  head: ({ loaderData }) => ({
    meta: loaderData
      ? [{ title: pageTitle(loaderData.title) }, { name: 'description', content: loaderData.description }]
      : [{ title: pageTitle('News') }],
  }),
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
