import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_authed/manage/')({
  beforeLoad: () => {
    throw redirect({ to: '/manage/news' })
  },
})
