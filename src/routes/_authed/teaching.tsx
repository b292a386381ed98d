import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireRole } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'

/** /teaching/*: teachers and administrators; each procedure then keeps a teacher to their own class sections. */
export const Route = createFileRoute('/_authed/teaching')({
  beforeLoad: requireRole('teacher', 'admin'),
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  component: Outlet,
})
