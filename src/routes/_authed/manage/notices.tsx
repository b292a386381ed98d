import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { NoticesManager } from '~/features/content-admin/NoticesManager'
import { ManageShell } from '~/features/content-admin/ManageShell'

export const Route = createFileRoute('/_authed/manage/notices')({
  head: () => pageHead('Manage Notices'),
  component: ManageNoticesPage,
})

function ManageNoticesPage() {
  const { user } = Route.useRouteContext()
  return (
    <ManageShell title="Manage Notices" subtitle="Circulars for the Notice page, with their categories and the Important flag." isAdmin={user.role === 'admin'}>
      <NoticesManager />
    </ManageShell>
  )
}
