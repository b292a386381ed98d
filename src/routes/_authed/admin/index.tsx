import { createFileRoute, redirect } from '@tanstack/react-router'

// The admin's figures and tool links live on /dashboard (PRODUCT.md); /admin itself has nothing else to show.
export const Route = createFileRoute('/_authed/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' })
  },
})
