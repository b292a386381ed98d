import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { LegalEditor } from '~/features/legal/LegalEditor'

export const Route = createFileRoute('/_authed/admin/privacy-and-terms')({
  head: () => pageHead('Privacy and Terms'),
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
