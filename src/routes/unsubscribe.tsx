import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import { buttonStyles } from '~/components/ui/button-styles'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { PasswordPageCard } from '~/features/accounts/PasswordForms'
import { unsubscribeBadLinkMessage } from '~/shared/message-choices'
import { searchParams, stringParam } from '~/shared/search-params'
import { useTRPC } from '~/trpc/react'

// Opened from the link in an e-mail, signed in or not. Opening it changes nothing (mail scanners open links too):
// the button does.
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: searchParams({ u: stringParam(200), k: stringParam(40), s: stringParam(200) }),
  loaderDeps: ({ search }) => ({ u: search.u ?? '', k: search.k ?? '', s: search.s ?? '' }),
  loader: ({ context: { queryClient, trpc }, deps }) =>
    queryClient.ensureQueryData(trpc.messageChoices.unsubscribeLink.queryOptions(deps)),
  head: () => pageHead('Unsubscribe'),
  pendingComponent: () => <PageLoading label="Checking your link..." />,
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const trpc = useTRPC()
  const { u = '', k = '', s = '' } = Route.useSearch()
  const link = { u, k, s }
  const { data: state } = useSuspenseQuery(trpc.messageChoices.unsubscribeLink.queryOptions(link))
  const unsubscribe = useMutation(trpc.messageChoices.unsubscribe.mutationOptions())
  const done = unsubscribe.data ?? state

  if (!done.valid) {
    return (
      <PasswordPageCard title="This link cannot be used" intro={unsubscribeBadLinkMessage}>
        <Link to="/login" className={buttonStyles('primary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </PasswordPageCard>
    )
  }
  if (done.off) {
    return (
      <PasswordPageCard
        title="You are unsubscribed"
        intro={`You will no longer get ${done.label.toLowerCase()} messages by e-mail. Other channels you chose stay as they are; you can change every choice under Profile, Notifications.`}
      >
        <Link to="/profile" hash="notifications" className={buttonStyles('outline', 'lg', 'w-full')}>
          Change my choices
        </Link>
      </PasswordPageCard>
    )
  }
  return (
    <PasswordPageCard
      // A non-breaking hyphen: a narrow screen never splits "e-mails" across two lines.
      title={`Stop ${done.label.toLowerCase()} e\u2011mails?`}
      intro={`Confirm and the school stops sending you ${done.label.toLowerCase()} messages by e-mail. Messages on other channels you chose, and e-mails about your account, still come.`}
    >
      {unsubscribe.error ? <ErrorNote>{unsubscribe.error.message}</ErrorNote> : null}
      <button
        type="button"
        className={buttonStyles('primary', 'lg', 'w-full')}
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(link)}
      >
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </button>
    </PasswordPageCard>
  )
}
