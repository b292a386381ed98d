import { createFileRoute, redirect } from '@tanstack/react-router'

// The admin's figures and tool links live on /dashboard (docs/product.md, Dashboard); /admin has nothing else.
export const Route = createFileRoute('/_authed/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard' })
  },
})
