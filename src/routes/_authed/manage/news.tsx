import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { NewsManager } from '~/features/content-admin/NewsManager'
import { ManageShell } from '~/features/content-admin/ManageShell'

export const Route = createFileRoute('/_authed/manage/news')({
  head: () => pageHead('Manage News'),
  component: ManageNewsPage,
})

function ManageNewsPage() {
  const { user } = Route.useRouteContext()
  return (
    <ManageShell title="Manage News" subtitle="Write, edit and remove the news on the home page and at /news." isAdmin={user.role === 'admin'}>
      <NewsManager />
    </ManageShell>
  )
}
