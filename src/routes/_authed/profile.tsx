import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { ProfileView } from '~/features/accounts/Profile'
import { useTRPC } from '~/trpc/react'
import { PageLoading } from '~/components/layout/VerifyingAccess'

export const Route = createFileRoute('/_authed/profile')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.auth.profile.queryOptions()),
      queryClient.ensureQueryData(trpc.messageChoices.mine.queryOptions()),
    ]),
  head: () => pageHead('Profile'),
  pendingComponent: () => <PageLoading label="Loading your profile..." />,
  component: ProfilePage,
})

function ProfilePage() {
  const trpc = useTRPC()
  const { data: profile } = useSuspenseQuery(trpc.auth.profile.queryOptions())
  return <ProfileView profile={profile} />
}
