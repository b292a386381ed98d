import { createFileRoute } from '@tanstack/react-router'
import { optionalEnum, searchParams } from '~/shared/search-params'
import { StaffPage } from '~/components/layout/StaffPage'
import { pageHead } from '~/components/layout/page-title'
import { FeeSetup } from '~/features/fees/admin/FeeSetup'
import { feeSetupSections } from '~/features/fees/admin/sections'
import { prefetchFeeSetup } from '~/features/fees/first-queries'

export const Route = createFileRoute('/_authed/admin/fees')({
  validateSearch: searchParams({ section: optionalEnum(feeSetupSections) }),
  loaderDeps: ({ search }) => ({ section: search.section ?? 'terms' }),
  loader: ({ context, deps }) => prefetchFeeSetup(context, deps.section),
  head: () => pageHead('Fees Set-up'),
  component: FeeSetupPage,
})

function FeeSetupPage() {
  const { section } = Route.useSearch()
  return (
    <StaffPage
      title="Fees Set-up"
      subtitle="Academic years, fee heads, terms with due dates and late fees, the structure per class, concessions, and issuing a term."
      width="6xl"
    >
      <FeeSetup section={section ?? 'terms'} />
    </StaffPage>
  )
}
