import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { searchParams, stringParam } from '~/shared/search-params'
import { pageHead } from '~/components/layout/page-title'
import { buttonStyles } from '~/components/ui/button-styles'
import { PasswordPageCard, SetPasswordForm } from '~/features/accounts/PasswordForms'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import { useTRPC } from '~/trpc/react'

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchParams({ token: stringParam(100) }),
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.auth.passwordLink.queryOptions({ token: deps.token })),
  head: () => pageHead('Choose a password'),
  pendingComponent: () => <PageLoading label="Checking your link..." />,
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const trpc = useTRPC()
  const { token = '' } = Route.useSearch()
  const { data: link } = useSuspenseQuery(trpc.auth.passwordLink.queryOptions({ token }))
  const [done, setDone] = useState(false)

  if (done) {
    return (
      <PasswordPageCard
        title="Password saved"
        intro="Your new password is set, and every device that was signed in to your account has been signed out. Sign in with your new password."
      >
        <Link to="/login" className={buttonStyles('primary', 'lg', 'w-full')}>
          Go to sign in
        </Link>
      </PasswordPageCard>
    )
  }
  if (!link.valid) {
    return (
      <PasswordPageCard
        title="This link cannot be used"
        intro="The link is invalid, has already been used or has expired. Reset links work for 30 minutes and only once."
      >
        <Link to="/forgot-password" className={buttonStyles('primary', 'lg', 'w-full')}>
          Ask for a new link
        </Link>
      </PasswordPageCard>
    )
  }
  return (
    <PasswordPageCard
      title={link.purpose === 'welcome' ? 'Choose your password' : 'Choose a new password'}
      intro="After saving, you sign in with your school ID or e-mail and this password. Every device signed in to your account is signed out."
    >
      <SetPasswordForm token={token} onDone={() => setDone(true)} />
    </PasswordPageCard>
  )
}
