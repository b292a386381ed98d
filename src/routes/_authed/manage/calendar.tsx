import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { CalendarManager } from '~/features/content-admin/CalendarManager'
import { ManageShell } from '~/features/content-admin/ManageShell'

export const Route = createFileRoute('/_authed/manage/calendar')({
  head: () => pageHead('Academic Calendar'),
  component: ManageCalendarPage,
})

function ManageCalendarPage() {
  const { user } = Route.useRouteContext()
  return (
    <ManageShell title="Academic Calendar" subtitle="The dates outlined on the Notice page's calendar." isAdmin={user.role === 'admin'}>
      <CalendarManager />
    </ManageShell>
  )
}
