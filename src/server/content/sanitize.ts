// News content is stored as sanitized markup (docs/product.md, News and events): an allow-list of tags and
// attributes, so scripts, event handlers, styles and javascript:/data: URLs never reach a reader's browser.
import sanitizeHtml from 'sanitize-html'
import { cspSources } from '~/server/security-headers'
import { containsMarkup, plainTextToHtml, stripMarkup } from '~/shared/markup'

/** A site path (not protocol-relative), or an https URL on a host of cspSources.images (`*.` = any subdomain). */
function isShownImageSource(src: string): boolean {
  if (src.startsWith('/')) return !src.startsWith('//')
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  return cspSources.images.some((source) => {
    const [scheme, host = ''] = source.split('://')
    return (
      url.protocol === `${scheme}:` &&
      (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host)
    )
  })
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'img',
  ],
  allowedAttributes: {
    // rel is set by transformTags below, which runs before this filter.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Text inside removed elements such as <script> is dropped, not shown.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  // An image whose only source was unsafe has nothing left to show, and one from another site would be blocked by
  // the page's Content-Security-Policy (readers would see a broken image): only our files and the image hosts
  // the policy names are kept.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isShownImageSource(frame.attribs.src ?? ''),
  transformTags: {
    // Links open in the same tab; external ones do not pass the reader's session context on.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs }
    },
  },
}

/** Safe markup for a news item: markup is filtered, plain text becomes paragraphs. */
export function sanitizeNewsHtml(input: string): string {
  const html = containsMarkup(input) ? input : plainTextToHtml(input)
  return sanitizeHtml(html, options).trim()
}

/** True when the sanitized markup has nothing left to read (e.g. it was only a script). */
export function isBlankMarkup(html: string): boolean {
  return stripMarkup(html) === '' && !/<img\b/i.test(html)
}
