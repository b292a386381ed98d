import { escapeHtml } from '~/shared/markup'

/** Text for an XML element or a double-quoted attribute (the HTML escapes are XML's too). */
export const xmlEscape = escapeHtml

/** A text answer of a public document (feed, sitemap, robots); HEAD gets the headers only. */
export function documentResponse(request: Request, body: string, type: string, headers: Record<string, string> = {}) {
  const bytes = Buffer.from(body)
  return new Response(request.method === 'HEAD' ? null : bytes, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Length': String(bytes.length), 'Cache-Control': 'no-cache', ...headers },
  })
}
