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
