import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { LegalEditor } from '~/features/legal/LegalEditor'
import { legalKinds } from '~/shared/legal'

export const Route = createFileRoute('/_authed/admin/privacy-and-terms')({
  head: () => pageHead('Privacy and Terms'),
  // The first tab's text and history, so the editor opens with them.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.legal.page.queryOptions({ kind: legalKinds[0] })),
      queryClient.prefetchQuery(trpc.legal.history.queryOptions({ kind: legalKinds[0] })),
    ]),
  component: function PrivacyAndTermsPage() {
    return (
      <StaffPage
        title="Privacy and Terms"
        subtitle="The Privacy Notice (with its cookies section) and the Terms of Use the website shows, and every earlier version."
      >
        <LegalEditor />
      </StaffPage>
    )
  },
})
