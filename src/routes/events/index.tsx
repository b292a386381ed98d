import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'

export const Route = createFileRoute('/events/')({
  head: () => pageHead('Upcoming Events', `Events and dates to remember at ${school.name}.`),
  component: EventsPage,
})

function EventsPage() {
  return (
    <>
      <PageHeader title="Upcoming Events" subtitle="Sports meets, cultural programmes, open days and parent meetings." />
      <PageSection>
        <p>
          Mark your calendar: every school event with its date, time and venue is listed here, so families can plan
          ahead. Parents are always welcome at our annual day and sports meet.
        </p>
      </PageSection>
    </>
  )
}
