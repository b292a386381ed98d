// News content may hold markup. Previews show it as plain text; staff may also type
// plain text, which becomes paragraphs. Pure string functions: they run on the server and in tests.

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  copy: '\u00a9',
  rupee: '\u20b9',
}

/** Decodes character references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10)
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return namedEntities[ref.toLowerCase()] ?? whole
  })
}

// Elements whose text is never shown to a reader.
const hiddenElements = /<(script|style|template|noscript|iframe|object|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
// Tags that separate words visually, so "<p>One</p><p>Two</p>" reads "One Two", not "OneTwo".
const breakingTags =
  /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section|article|header|footer|pre|hr)\b[^>]*>/gi

/** The readable text of a piece of markup, on one line with single spaces (news previews). */
export function stripMarkup(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(hiddenElements, ' ')
      .replace(breakingTags, ' ')
      // Any other tag, including a broken one left open at the end.
      .replace(/<\/?[a-z!][^>]*(>|$)/gi, ''),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  // The cut already ends a word when the next character is a space.
  const lastSpace = /\s/.test(text[max - 1]!) ? cut.length : cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}\u2026`
}

/** A plain-text preview of news content for cards and lists. */
export function previewText(html: string, max = 280): string {
  return truncateText(stripMarkup(html), max)
}

/** Whether text contains anything that looks like an HTML tag. */
export function containsMarkup(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text)
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** Plain text typed by staff: blank lines start paragraphs, single line breaks stay line breaks. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
}
