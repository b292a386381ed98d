import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/news/')({
  head: () => pageHead('News', `Latest news from ${school.name}.`),
  component: NewsPage,
})

function NewsPage() {
  return (
    <>
      <PageHeader title="Latest News" subtitle="Achievements, announcements and stories from around the school." />
      <PageSection>
        <p>
          From board examination results and inter-school quiz wins to new laboratory equipment and alumni visits, this
          is where {school.name} shares its news with parents and the wider {school.address.city} community.
        </p>
      </PageSection>
    </>
  )
}
