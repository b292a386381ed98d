import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'

/** /admin/*: administrators only; others land on /dashboard with the access-denied toast. */
export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: requireRole('admin'),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  component: Outlet,
})
