import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { PageHeader } from '~/components/layout/PageHeader'
import { PageSection } from '~/components/layout/PageSection'
import { pageHead } from '~/components/layout/page-title'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons'

export const Route = createFileRoute('/about-us/')({
  head: () => pageHead('About Our School', `The story, mission and vision of ${school.name}, Dimapur.`),
  component: AboutPage,
})

function AboutPage() {
  const { address } = school
  return (
    <>
      <PageHeader title="About Our School" subtitle={`${school.tagline}, since ${school.foundedYear}.`} />
      <PageSection title="Our History">
        <p>
          {school.name} opened its doors in {school.foundedYear} in {address.city}, {address.state}, with a handful of
          classrooms and a simple promise: every child who walks through our gates deserves to be known, encouraged and
          challenged. Today we teach children from nursery to the higher secondary classes, guided by our motto,
          &lsquo;{school.motto}&rsquo;.
        </p>
      </PageSection>
      <div className="bg-brand-50">
        <PageSection title="Contact Us">
          <ul className="grid gap-4 sm:grid-cols-2">
            <li className="flex gap-3">
              <MapPinIcon className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                {address.line1}, {address.city}, {address.state} {address.postalCode}
              </span>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-1 size-5 shrink-0 text-brand-600" />
              <a href={`mailto:${school.email}`} className="text-brand-700 underline underline-offset-2">
                {school.email}
              </a>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>{school.phones.join(' / ')}</span>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>{school.officeHours.map((slot) => `${slot.days} ${slot.hours}`).join('; ')}</span>
            </li>
          </ul>
        </PageSection>
      </div>
    </>
  )
}
