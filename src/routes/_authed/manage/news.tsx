import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { NewsManager } from '~/features/content-admin/NewsManager'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/news')({
  head: () => pageHead(manageSections.news.title),
  component: NewsManager,
})
