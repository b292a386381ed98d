/** Text for an XML element or a double-quoted attribute. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A text answer of a public document (feed, sitemap, robots); HEAD gets the headers only. */
export function documentResponse(request: Request, body: string, type: string, headers: Record<string, string> = {}) {
  const bytes = Buffer.from(body)
  return new Response(request.method === 'HEAD' ? null : bytes, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Length': String(bytes.length), 'Cache-Control': 'no-cache', ...headers },
  })
}
