import { school } from '#app-config'

/** The document title of an inner page, e.g. "Gallery | Lightridge Higher Secondary School". */
export function pageTitle(title: string): string {
  return `${title} | ${school.name}`
}

/** A route's `head` for a page with a title and a description. */
export function pageHead(title: string, description?: string) {
  return {
    meta: [{ title: pageTitle(title) }, ...(description ? [{ name: 'description', content: description }] : [])],
  }
}
