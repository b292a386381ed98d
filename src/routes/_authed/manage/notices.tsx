import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { NoticesManager } from '~/features/content-admin/NoticesManager'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/notices')({
  head: () => pageHead(manageSections.notices.title),
  component: NoticesManager,
})
