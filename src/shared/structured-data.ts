// schema.org data (JSON-LD) that search engines read from the pages: the school on the home page, each event on its
// own page. Built from app.config.ts and the event row, with absolute URLs on the site's public origin.
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

export function schoolStructuredData() {
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

export function eventStructuredData(event: EventFacts) {
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
