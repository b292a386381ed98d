import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { requireRole } from '~/features/accounts/guards'
import { AnnouncementEditor } from '~/features/content-admin/AnnouncementEditor'
import { manageSections } from '~/features/content-admin/manage-sections'

/** Admins only: SPEC.md leaves open who may edit the banner; PRODUCT.md puts it in the admin tools. */
export const Route = createFileRoute('/_authed/manage/announcement')({
  beforeLoad: requireRole('admin'),
  head: () => pageHead(manageSections.announcement.title),
  component: AnnouncementEditor,
})
