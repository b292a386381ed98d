import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { NoticesManager } from '~/features/content-admin/NoticesManager'
import { ManageShell } from '~/features/content-admin/ManageShell'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/notices')({
  head: () => pageHead(manageSections.notices.title),
  component: () => (
    <ManageShell section="notices">
      <NoticesManager />
    </ManageShell>
  ),
})
