// A loopback stand-in for the web hosts a gallery video link points at: ctx.fetch is given `fetch`, which sends
// every request to this server whatever the address's host, so no test reaches the internet.
//   /clip.mp4, /clip.webm       video/mp4, video/webm
//   /no-head.mp4                405 to HEAD, video/mp4 to a ranged GET
//   /page                       text/html (a page, not a file)
//   /notes.pdf                  application/pdf
//   /missing.mp4                404
//   /slow.mp4                   answers after 6 s (past the 5 s limit)
//   /redirect?to=<url>          302 to <url>;   /loop   302 to itself, for ever
// `lookup` is its DNS: every name is a public address (203.0.113.10) except the *.intranet.example, metadata.example,
// loopback.example and v6-private.example names, which resolve to a private, the metadata service's, a loopback and a
// private IPv6 address.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type VideoHost = {
  fetch: typeof fetch
  lookup: (host: string) => Promise<string[]>
  requests: Array<{ method: string; host: string; path: string }>
  close: () => Promise<void>
}

export async function startVideoHost(): Promise<VideoHost> {
  const requests: VideoHost['requests'] = []
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/'
    requests.push({ method: request.method ?? '', host: String(request.headers['x-original-host'] ?? ''), path })
    const send = (status: number, type: string) => {
      response.writeHead(status, { 'content-type': type, 'content-length': '0' })
      response.end()
    }
    if (path === '/clip.mp4') return send(200, 'video/mp4')
    if (path === '/clip.webm') return send(200, 'video/webm; codecs="vp9"')
    if (path === '/no-head.mp4') return request.method === 'HEAD' ? send(405, 'text/plain') : send(206, 'video/mp4')
    if (path === '/page') return send(200, 'text/html; charset=utf-8')
    if (path === '/notes.pdf') return send(200, 'application/pdf')
    if (path === '/slow.mp4') return void setTimeout(() => send(200, 'video/mp4'), 6000)
    const redirectTo = path.startsWith('/redirect?') ? new URLSearchParams(path.slice(10)).get('to') : null
    if (redirectTo || path === '/loop') {
      response.writeHead(302, { location: redirectTo ?? '/loop', 'content-length': '0' })
      return response.end()
    }
    return send(404, 'text/plain')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const loopbackFetch: typeof fetch = (input, init) => {
    const original = new URL(input instanceof Request ? input.url : String(input))
    const headers = new Headers(init?.headers)
    headers.set('x-original-host', original.host)
    return fetch(`http://127.0.0.1:${port}${original.pathname}${original.search}`, { ...init, headers })
  }
  const addresses: Record<string, string> = {
    'metadata.example': '169.254.169.254',
    'loopback.example': '127.0.0.1',
    'v6-private.example': 'fd00:ec2::254',
  }
  const lookup = async (host: string) => [
    host.endsWith('.intranet.example') ? '10.20.30.40' : (addresses[host] ?? '203.0.113.10'),
  ]
  return {
    fetch: loopbackFetch,
    lookup,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
