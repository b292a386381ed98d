import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignIn } from '~/features/accounts/guards'
import { VerifyingAccess } from '~/components/layout/VerifyingAccess'

/** Every page below needs a signed-in user. Procedures still authorize themselves. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: requireSignIn,
  pendingComponent: VerifyingAccess,
  pendingMs: 150,
  component: Outlet,
})
