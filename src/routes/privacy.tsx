import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '~/components/layout/page-title'
import { LegalPage } from '~/features/legal/LegalPage'
import { legalTitles } from '~/shared/legal-kinds'
import { searchParams, wholeNumberParam } from '~/shared/search-params'
import { isNotFoundError } from '~/trpc/not-found'

const searchSchema = searchParams({ version: wholeNumberParam(1, 100_000) })

export const Route = createFileRoute('/privacy')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ version: search.version }),
  // An unknown version is the site's 404 page.
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    try {
      await queryClient.ensureQueryData(trpc.legal.page.queryOptions({ kind: 'privacy', version: deps.version }))
    } catch (error) {
      if (isNotFoundError(error)) throw notFound()
      throw error
    }
  },
  head: () =>
    pageHead(
      legalTitles.privacy,
      'What the school collects from applicants and families, why, who sees it, how long it is kept, cookies, and how to ask for a copy, a correction or a deletion.',
    ),
  component: function Page() {
    return <LegalPage kind="privacy" version={Route.useSearch().version} />
  },
})
