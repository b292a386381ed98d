import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { PageLoading } from '~/components/layout/VerifyingAccess'
import { MessageTemplates } from '~/features/outbox/MessageTemplates'

export const Route = createFileRoute('/_authed/admin/message-templates')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.outbox.templates.queryOptions()),
  head: () => pageHead('Message templates'),
  pendingComponent: () => <PageLoading label="Loading the templates..." />,
  component: MessageTemplatesPage,
})

function MessageTemplatesPage() {
  return (
    <StaffPage
      title="Message templates"
      subtitle="Every message the site sends families: its channels, the text registered for SMS and WhatsApp, and how each reads with sample values."
      trail={[
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'E-mail Outbox', to: '/admin/outbox' },
      ]}
    >
      <MessageTemplates />
    </StaffPage>
  )
}
