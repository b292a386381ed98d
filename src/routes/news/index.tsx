import { createFileRoute } from '@tanstack/react-router'
import { pageParam, searchParams } from '~/shared/search-params'
import { school } from '#app-config'
import { PageBody } from '~/components/layout/PageBody'
import { PageHeader } from '~/components/layout/PageHeader'
import { newsFeedLink, pageHead } from '~/components/layout/page-title'
import { StaffShortcut } from '~/features/content-admin/StaffShortcut'
import { NewsList } from '~/features/news/NewsList'
import { cacheTimes } from '~/shared/query-defaults'

const searchSchema = searchParams({ page: pageParam })

export const Route = createFileRoute('/news/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.prefetchQuery({ ...trpc.news.list.queryOptions({ page: deps.page }), ...cacheTimes.newsAndEvents }),
  head: () => ({
    ...pageHead('Latest News', `News, results and stories from ${school.name}.`),
    links: [newsFeedLink],
  }),
  component: NewsPage,
})

function NewsPage() {
  const { page } = Route.useLoaderDeps()
  return (
    <>
      <PageHeader title="Latest News" subtitle="Achievements, announcements and stories from around the school.">
        <StaffShortcut to="/manage/news" label="Manage news" />
      </PageHeader>
      <PageBody tone="tinted">
        <NewsList page={page} />
      </PageBody>
    </>
  )
}
