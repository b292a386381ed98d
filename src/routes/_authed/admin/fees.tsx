import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PageHeader } from '~/components/layout/PageHeader'
import { pageHead } from '~/components/layout/page-title'
import { FeeSetup, feeSetupSections } from '~/features/fees/admin/FeeSetup'

export const Route = createFileRoute('/_authed/admin/fees')({
  validateSearch: z.object({ section: z.enum(feeSetupSections).optional().catch(undefined) }),
  head: () => pageHead('Fees Set-up'),
  component: FeeSetupPage,
})

function FeeSetupPage() {
  const { section } = Route.useSearch()
  return (
    <>
      <PageHeader
        title="Fees Set-up"
        subtitle="Academic years, fee heads, terms with due dates and late fees, the structure per class, concessions, and issuing a term."
        trail={[{ label: 'Dashboard', to: '/dashboard' }]}
      />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
          <FeeSetup section={section ?? 'terms'} />
        </div>
      </div>
    </>
  )
}
