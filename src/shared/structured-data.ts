// schema.org data (JSON-LD) that search engines read from the pages: the school on the home page, each event on its
// own page. Built from app.config.ts and the event row, with absolute URLs on the site's public origin. Only the
// server's HTML carries it (search engines read that), so its code stays out of the browser's bundle.
import { createIsomorphicFn } from '@tanstack/react-start'
import { school } from '#app-config'
import { absoluteUrl } from './site-origin'
import { toLocalDateTime } from './dates'

const address = {
  '@type': 'PostalAddress',
  streetAddress: school.address.line1,
  addressLocality: school.address.city,
  addressRegion: school.address.state,
  postalCode: school.address.postalCode,
  addressCountry: 'IN',
}

function schoolStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: school.name,
    alternateName: school.shortName,
    slogan: school.motto,
    foundingDate: String(school.foundedYear),
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl('/og-image.png'),
    email: school.email,
    telephone: school.phones[0],
    address,
  }
}

/** ISO 8601 with the school's UTC offset (2026-12-12T09:30:00+05:30), as schema.org's dates expect. */
export function schoolDateTime(date: Date): string {
  const local = toLocalDateTime(date)
  const minutes = Math.round((Date.parse(`${local}:00Z`) - date.getTime()) / 60_000)
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`
  return `${local}:00${offset}`
}

type EventFacts = {
  id: string
  title: string
  description: string
  eventDate: Date
  location: string | null
  cancelled?: boolean
}

function eventStructuredData(event: EventFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: schoolDateTime(event.eventDate),
    eventStatus: `https://schema.org/${event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: absoluteUrl(`/events/${event.id}`),
    image: absoluteUrl('/og-image.png'),
    location: { '@type': 'Place', name: event.location || school.name, address },
    organizer: { '@type': 'School', name: school.name, url: absoluteUrl('/') },
  }
}

// The server's HTML carries the data; in the browser (a page navigated to) there is none, and the builders above are
// left out of the bundle with the server branches (the Start compiler strips them).
export const schoolDataOnServer = createIsomorphicFn()
  .server(() => schoolStructuredData())
  .client(() => null)

export const eventDataOnServer = createIsomorphicFn()
  .server((event: EventFacts) => eventStructuredData(event))
  .client(() => null)
