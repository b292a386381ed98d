import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'
import { ManageShell } from '~/features/content-admin/ManageShell'

/** /manage/*: news, events, notices and the calendar, for staff (teachers and admins). Procedures check again. */
export const Route = createFileRoute('/_authed/manage')({
  beforeLoad: requireRole('admin', 'teacher'),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  component: ManageShell,
})
