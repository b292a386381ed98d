import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { LegalPage } from '~/features/legal/LegalPage'
import { legalTitles } from '~/shared/legal-kinds'
import { searchParams, wholeNumberParam } from '~/shared/search-params'
import { isNotFoundError } from '~/trpc/not-found'

const searchSchema = searchParams({ version: wholeNumberParam(1, 100_000) })

export const Route = createFileRoute('/terms')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ version: search.version }),
  // An unknown version is the site's 404 page.
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    try {
      await queryClient.ensureQueryData(trpc.legal.page.queryOptions({ kind: 'terms', version: deps.version }))
    } catch (error) {
      if (isNotFoundError(error)) throw notFound()
      throw error
    }
  },
  head: () =>
    pageHead(legalTitles.terms, 'The terms of use of the school website, its accounts and the online admission form.'),
  component: function Page() {
    return <LegalPage kind="terms" version={Route.useSearch().version} />
  },
})
