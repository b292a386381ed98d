import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { requireRole } from '~/features/accounts/guards'
import { AnnouncementEditor } from '~/features/content-admin/AnnouncementEditor'
import { manageSections } from '~/features/content-admin/manage-sections'

/** Admins only: the banner belongs to the admin tools (docs/product.md, Announcement banner). */
export const Route = createFileRoute('/_authed/manage/announcement')({
  beforeLoad: requireRole('admin'),
  head: () => pageHead(manageSections.announcement.title),
  component: AnnouncementEditor,
})
