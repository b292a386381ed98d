import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { portalLoginRoute } from '~/features/accounts/guards'
import { PortalSignIn } from '~/features/accounts/PortalSignIn'
import { feePortal } from '~/features/fees/portal'
import { feePortalSignIn } from '~/features/fees/portal-sign-in'

export const Route = createFileRoute('/fee-portal/student-login')({
  ...portalLoginRoute(feePortal.student),
  head: () => pageHead('Student Fee Login', 'Sign in to see fees, dues and receipts.'),
  component: () => <PortalSignIn door={feePortalSignIn.student} />,
})
