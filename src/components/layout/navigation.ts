import type { FileRouteTypes } from '~/routeTree.gen'

export type RoutePath = FileRouteTypes['to']

export type NavItem = {
  to: RoutePath
  label: string
  description?: string
}

/** Every page the menus link to, with its label, each written once. */
const pageLabels = {
  '/about-us': 'About Our School',
  '/about-us/school-details': 'School Details',
  '/about-us/our-team': 'Our Team',
  '/gallery': 'Gallery',
  '/news': 'News',
  '/events': 'Events',
  '/notice': 'Notice',
  '/syllabus': 'Syllabus',
  '/fee-portal': 'Fee Portal',
  '/online-admissions': 'Online Admissions',
  '/admission-form': 'Admission Form',
  '/inventory/login': 'Inventory Portal',
} as const satisfies Partial<Record<RoutePath, string>>

type LinkedPath = keyof typeof pageLabels

/** A menu entry for a page, labelled as everywhere else. */
export const link = (to: LinkedPath, description?: string): NavItem => ({
  to,
  label: pageLabels[to],
  ...(description ? { description } : {}),
})

export const aboutLinks: readonly NavItem[] = [
  link('/about-us/school-details', 'Affiliation, address and facilities'),
  link('/about-us/our-team', 'The people who lead our school'),
  link('/about-us', 'Our history, mission and vision'),
]

/** The mobile menu's "Features" group. */
export const featureLinks: readonly NavItem[] = [link('/notice'), link('/syllabus'), link('/fee-portal')]

export const footerQuickLinks: readonly NavItem[] = (
  ['/about-us', '/about-us/school-details', '/about-us/our-team', '/gallery', '/news', '/events'] as const
).map((to) => link(to))

export const footerStudentLinks: readonly NavItem[] = [
  link('/online-admissions'),
  link('/admission-form'),
  ...featureLinks,
  link('/inventory/login'),
]

// Navigation menu: hover delay 200 ms, close delay 150 ms.
export const navMenuHoverDelayMs = 200
export const navMenuCloseDelayMs = 150
