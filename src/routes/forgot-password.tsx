import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { pageHead } from '~/components/layout/page-title'
import { ForgotPasswordForm, PasswordPageCard } from '~/features/accounts/PasswordForms'

export const Route = createFileRoute('/forgot-password')({
  head: () => pageHead('Forgot password', `Reset the password of your ${school.shortName} account.`),
  component: () => (
    <PasswordPageCard
      title="Forgot your password?"
      intro="Enter your school ID or e-mail. We will e-mail a link to choose a new password to the address of your account."
    >
      <ForgotPasswordForm />
    </PasswordPageCard>
  ),
})
