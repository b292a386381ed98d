// The handlers of the server routes that transfer files. A method a route does not answer gets 405 with the ones
// it does; without an ANY handler Start would fall through to rendering an empty page.

function methodNotAllowed(allow: string) {
  return () => new Response('Method not allowed', { status: 405, headers: { Allow: allow } })
}

/** A download: GET and HEAD answered alike. */
export function downloadHandlers<Context>(serve: (context: Context) => Response | Promise<Response>) {
  return { GET: serve, HEAD: serve, ANY: methodNotAllowed('GET, HEAD') }
}

/**
 * A file the browser asks for with a form POST (a CSV export, the admission letter): POST only, because making it
 * writes the audit log and a GET address can be planted anywhere (an image's address) for an admin's browser to call.
 */
export function exportHandlers<Context>(serve: (context: Context) => Response | Promise<Response>) {
  return { POST: serve, ANY: methodNotAllowed('POST') }
}

/** An upload: the request body is the file. */
export function uploadHandlers(receive: (request: Request) => Promise<Response>) {
  return { POST: ({ request }: { request: Request }) => receive(request), ANY: methodNotAllowed('POST') }
}

/** A short plain-text answer of a server route (a refusal, a 404), never cached or sniffed. */
export function plainText(status: number, text: string, headers: HeadersInit = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })
}

/** A PDF built for the signed-in caller: a download, or `?inline=1` to open it in the browser; no body for HEAD. */
export function pdfFile(request: Request, bytes: Uint8Array, fileName: string): Response {
  const inline = new URL(request.url).searchParams.get('inline') === '1'
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
