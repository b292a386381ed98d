import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { NoticesManager } from '~/features/content-admin/NoticesManager'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/notices')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.prefetchQuery(trpc.notices.manageList.queryOptions()),
  head: () => pageHead(manageSections.notices.title),
  component: NoticesManager,
})
