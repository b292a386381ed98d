import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/notice')({
  head: () => pageHead('School Notices & Calendar', 'Notices, circulars and the academic calendar.'),
  component: NoticePage,
})

function NoticePage() {
  return (
    <>
      <PageHeader
        title="School Notices & Calendar"
        subtitle="Stay updated with the latest announcements, events, and academic calendar"
      />
      <PageSection>
        <p>
          Circulars about examinations, holidays, parent-teacher meetings and school events are published here as soon
          as the office issues them. For anything urgent, call the school office on {school.phones[0]}.
        </p>
      </PageSection>
    </>
  )
}
