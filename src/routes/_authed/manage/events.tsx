import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { EventsManager } from '~/features/content-admin/EventsManager'
import { ManageShell } from '~/features/content-admin/ManageShell'

export const Route = createFileRoute('/_authed/manage/events')({
  head: () => pageHead('Manage Events'),
  component: ManageEventsPage,
})

function ManageEventsPage() {
  const { user } = Route.useRouteContext()
  return (
    <ManageShell title="Manage Events" subtitle="Plan the events on the home page and at /events." isAdmin={user.role === 'admin'}>
      <EventsManager />
    </ManageShell>
  )
}
