import { school } from '#app-config'
import { newsFeedPath } from '~/shared/feed-paths'
import { absoluteUrl } from '~/shared/site-origin'

/** The document title of an inner page, e.g. "Gallery | Lightridge Higher Secondary School". */
export function pageTitle(title: string): string {
  return `${title} | ${school.name}`
}

/** `<link rel="alternate">` to the news feed (/news/feed.xml), on the home and news pages. */
export const newsFeedLink = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `${school.name}: News`,
  href: newsFeedPath,
}

/** The picture a shared link shows when a page has none of its own (1200 x 630, drawn from app.config.ts). */
export const defaultShareImage = '/og-image.png'

type Share = {
  /** A picture of the page's own (a news photo, an album cover): a site path or an https URL. */
  image?: string | null
  /** 'article' for a news item; the root's 'website' otherwise. */
  type?: 'article'
}

/**
 * A route's `head`: its title and description, and the same as Open Graph and Twitter card tags, so a link shared on
 * WhatsApp or Facebook shows them. The root route adds the site-wide tags (site name, default picture, canonical
 * URL); a page's own tags replace those of the same name.
 */
export function pageHead(title: string, description?: string, share: Share = {}) {
  const full = pageTitle(title)
  return { meta: shareMeta(full, description, share) }
}

/** The title, description and share tags of a page whose document title is `title` as written. */
export function shareMeta(title: string, description?: string, { image, type }: Share = {}) {
  const picture = image ? absoluteUrl(image) : null
  return [
    { title },
    { property: 'og:title', content: title },
    { name: 'twitter:title', content: title },
    ...(description
      ? [
          { name: 'description', content: description },
          { property: 'og:description', content: description },
          { name: 'twitter:description', content: description },
        ]
      : []),
    ...(picture
      ? [
          { property: 'og:image', content: picture },
          { name: 'twitter:image', content: picture },
        ]
      : []),
    ...(type ? [{ property: 'og:type', content: type }] : []),
  ]
}
