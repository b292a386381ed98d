/**
 * schema.org data of the page as JSON-LD (src/shared/structured-data.ts). In the body rather than the head, so its
 * code loads with the page's own chunk, not with every page's first script; search engines read it anywhere. The
 * data comes from the route's loader, so the server's HTML and the hydrating browser agree.
 */
export function StructuredData({ data }: { data: object | null }) {
  if (!data) return null
  // "<" escaped: the text of a script element must not be able to close it.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
