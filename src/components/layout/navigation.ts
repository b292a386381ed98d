import type { FileRouteTypes } from '~/routeTree.gen'

export type RoutePath = FileRouteTypes['to']

export type NavItem = {
  to: RoutePath
  label: string
  description?: string
}

export const aboutLinks = [
  { to: '/about-us/school-details', label: 'School Details', description: 'Affiliation, address and facilities' },
  { to: '/about-us/our-team', label: 'Our Team', description: 'The people who lead our school' },
  { to: '/about-us', label: 'About Our School', description: 'Our history, mission and vision' },
] as const satisfies readonly NavItem[]

/** The mobile menu's "Features" group. */
export const featureLinks = [
  { to: '/notice', label: 'Notice' },
  { to: '/syllabus', label: 'Syllabus' },
  { to: '/fee-portal', label: 'Fee Portal' },
] as const satisfies readonly NavItem[]

export const footerQuickLinks = [
  { to: '/about-us', label: 'About Our School' },
  { to: '/about-us/school-details', label: 'School Details' },
  { to: '/about-us/our-team', label: 'Our Team' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/news', label: 'News' },
  { to: '/events', label: 'Events' },
] as const satisfies readonly NavItem[]

export const footerStudentLinks = [
  { to: '/online-admissions', label: 'Online Admissions' },
  { to: '/admission-form', label: 'Admission Form' },
  ...featureLinks,
  { to: '/inventory/login', label: 'Inventory Portal' },
] as const satisfies readonly NavItem[]

// SPEC.md section 9, navigation menu: hover delay 200 ms, close delay 150 ms.
export const navMenuHoverDelayMs = 200
export const navMenuCloseDelayMs = 150
