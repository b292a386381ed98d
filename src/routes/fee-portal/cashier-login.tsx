import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { portalLoginRoute } from '~/features/accounts/guards'
import { PortalSignIn } from '~/features/accounts/PortalSignIn'
import { feePortal } from '~/features/fees/portal'
import { feePortalSignIn } from '~/features/fees/portal-sign-in'

export const Route = createFileRoute('/fee-portal/cashier-login')({
  ...portalLoginRoute(feePortal.cashier),
  head: () => pageHead('Cashier Login', 'Sign in to the fee counter.'),
  component: () => <PortalSignIn door={feePortalSignIn.cashier} />,
})
