import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { EventsManager } from '~/features/content-admin/EventsManager'
import { manageSections } from '~/features/content-admin/manage-sections'

export const Route = createFileRoute('/_authed/manage/events')({
  head: () => pageHead(manageSections.events.title),
  component: EventsManager,
})
