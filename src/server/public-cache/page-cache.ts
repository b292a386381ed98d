// Server-only: the anonymous render cache. A GET or HEAD of a public page without a session cookie is
// answered from rendered HTML kept in this process, keyed by the normalised URL. An entry is used while the public
// content version it was rendered at is current (versions.ts) and until its clock boundary (the next midnight on the
// school's clock or the next event's start, whichever is first). Only a 200 text/html response that sets no cookie is
// kept: signed-in requests, /api, /files, errors and redirects always go to the app.
//
// The page's Content-Security-Policy nonce must be fresh per response: the entry keeps the HTML with a placeholder
// where the render's nonce was, and each response gets a new nonce in both the HTML and the header. Gzip is built per
// response from pieces compressed once (deflate blocks ending on a byte boundary, the nonce as a stored block), so a
// hit costs a string of Buffer copies and a CRC, never a compression. The strong ETag names the page's content; only
// the nonce differs between two responses carrying it.
import { createHash } from 'node:crypto'
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { devSessionCookieName, secureSessionCookieName } from '~/server/auth/cookie'
import { newCspNonce, pageContentSecurityPolicy } from '~/server/security-headers'
import { invalidatePublicPages, isPublicContentRoute, publicCacheSuspended, publicContentVersion } from './versions'

/** Public pages, served the same to every anonymous visitor. Login pages too: they are the same form for everyone. */
const publicPagePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/about-us(\/(our-team|school-details))?$/,
  /^\/(gallery|notice|events|syllabus|online-admissions|admission-form|principals-message|chairmans-message|academics)$/,
  /^\/(news|events)(\/[A-Za-z0-9-]+)?$/,
  /^\/(privacy|terms)$/,
  /^\/fee-portal(\/(student-login|cashier-login))?$/,
  /^\/login$/,
  // Documents built from the same content (src/server/feeds/): kept and dropped with the pages.
  /^\/(calendar\.ics|sitemap\.xml|news\/feed\.xml)$/,
]

/** What the cache keeps: pages, and the feeds and sitemap above. */
const cachedTypes = /^(text\/html|text\/calendar|application\/rss\+xml|application\/xml)\b/i
const isHtmlType = (type: string) => /^text\/html\b/i.test(type)

export function isPublicPagePath(pathname: string): boolean {
  return publicPagePatterns.some((pattern) => pattern.test(pathname))
}

/** Query parameters that never change a page: campaign tags a WhatsApp or Facebook forward appends. */
const trackingParameter = /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_eid|_ga|igshid|ref_src)$/i

/** The cache key: the path plus the query sorted by name, tracking parameters dropped. */
export function normalisedPageKey(url: URL): string {
  const kept = [...url.searchParams].filter(([name]) => !trackingParameter.test(name))
  kept.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
  const query = new URLSearchParams(kept).toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get('cookie')
  if (!header) return false
  return header.split(';').some((pair) => {
    const name = pair.slice(0, pair.indexOf('=')).trim()
    return name === devSessionCookieName || name === secureSessionCookieName
  })
}

const placeholder = '\u0000csp-nonce\u0000'
const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
/** Headers of the render that a cached response does not repeat (recomputed or meaningless on a copy). */
const droppedHeaders = new Set([
  'content-security-policy',
  'content-length',
  'content-encoding',
  'set-cookie',
  'date',
  'etag',
  'transfer-encoding',
  'connection',
  'keep-alive',
])

type Entry = {
  /** A page gets a fresh nonce and its policy per response; a feed keeps the policy it was rendered with. */
  html: boolean
  version: number
  expiresAt: number
  etag: string
  headers: [string, string][]
  /** The HTML split where the nonce goes. */
  parts: Buffer[]
  /** parts[i] compressed alone as raw deflate; all but the last end with a sync flush, the last is final. */
  deflated: Buffer[]
  bytes: number
  /** False for a render a write overtook: served to those who asked, but no proxy may keep it either. */
  kept: boolean
}

/** A deflate stored block holding `data` (under 64 KiB), starting on a byte boundary and ending on one. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5)
  head[0] = 0 // BFINAL 0, BTYPE 00, padded to the byte
  head.writeUInt16LE(data.length, 1)
  head.writeUInt16LE(~data.length & 0xffff, 3)
  return Buffer.concat([head, data])
}

function makeEntry(text: string, nonce: string | null, headers: Headers, version: number, expiresAt: number): Entry {
  const html = isHtmlType(headers.get('content-type') ?? '')
  const template = nonce ? text.replaceAll(nonce, placeholder) : text
  const parts = template.split(placeholder).map((part) => Buffer.from(part))
  const deflated = parts.map((part, index) =>
    deflateRawSync(part, {
      level: 6,
      finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  )
  const etag = `"${createHash('sha256').update(template).digest('base64url').slice(0, 32)}"`
  const kept = [...headers].filter(
    ([name]) => !droppedHeaders.has(name.toLowerCase()) || (!html && name.toLowerCase() === 'content-security-policy'),
  )
  const bytes = parts.reduce((n, p) => n + p.length, 0) + deflated.reduce((n, p) => n + p.length, 0)
  return { html, version, expiresAt, etag, headers: kept, parts, deflated, bytes, kept: false }
}

function acceptsGzip(request: Request): boolean {
  const header = request.headers.get('accept-encoding') ?? ''
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(header)
}

function etagMatches(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** How long a proxy or CDN in front may keep an anonymous page (`s-maxage`) and serve it stale while it refreshes. */
export type SharedCaching = { seconds: number; staleSeconds: number }

/**
 * Browsers always revalidate (max-age=0, with the ETag: a 304 costs no body); a shared cache may keep the page for
 * `seconds`, and serve it stale for `staleSeconds` more while it fetches a new one, but never past the entry's own
 * boundary (midnight, the next event's start), so a proxy cannot show yesterday's "today" either.
 */
export function publicCacheControl(sharing: SharedCaching, secondsLeft: number): string {
  const fresh = Math.min(sharing.seconds, Math.floor(secondsLeft))
  if (fresh < 1) return 'no-cache'
  const stale = Math.min(sharing.staleSeconds, Math.floor(secondsLeft) - fresh)
  return `public, max-age=0, s-maxage=${fresh}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`
}

function respond(
  entry: Entry,
  request: Request,
  state: 'hit' | 'miss',
  sharing: SharedCaching,
  nowMs: number,
): Response {
  const headers = new Headers(entry.headers)
  headers.set('ETag', entry.etag)
  headers.set('Cache-Control', entry.kept ? publicCacheControl(sharing, (entry.expiresAt - nowMs) / 1000) : 'no-cache')
  headers.set('Vary', 'Cookie, Accept-Encoding')
  headers.set('X-Render-Cache', state)
  if (etagMatches(request, entry.etag)) {
    // No policy on a 304: the browser keeps the one stored with its copy, whose scripts carry that copy's nonce.
    for (const name of ['content-type', 'content-language']) headers.delete(name)
    return new Response(null, { status: 304, headers })
  }
  const nonce = newCspNonce()
  if (entry.html) headers.set('Content-Security-Policy', pageContentSecurityPolicy(nonce))
  const nonceBytes = Buffer.from(nonce)
  let body: Buffer
  if (acceptsGzip(request)) {
    const pieces: Buffer[] = [gzipHeader]
    let crc = 0
    let size = 0
    entry.parts.forEach((part, index) => {
      if (index > 0) {
        pieces.push(storedBlock(nonceBytes))
        crc = crc32(nonceBytes, crc)
        size += nonceBytes.length
      }
      pieces.push(entry.deflated[index]!)
      crc = crc32(part, crc)
      size += part.length
    })
    const trailer = Buffer.alloc(8)
    trailer.writeUInt32LE(crc >>> 0, 0)
    trailer.writeUInt32LE(size >>> 0, 4)
    pieces.push(trailer)
    body = Buffer.concat(pieces)
    headers.set('Content-Encoding', 'gzip')
  } else {
    const pieces: Buffer[] = []
    entry.parts.forEach((part, index) => {
      if (index > 0) pieces.push(nonceBytes)
      pieces.push(part)
    })
    body = Buffer.concat(pieces)
  }
  headers.set('Content-Length', String(body.length))
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers })
}

/** Five seconds at a proxy turns a results-day crowd into one render per page per five seconds. */
export const defaultSharing: SharedCaching = { seconds: 5, staleSeconds: 30 }

type PageCacheOptions = {
  now: () => Date
  /** When pages rendered now stop being right by the clock alone (ms since the epoch). */
  nextBoundary: (now: Date) => Promise<number>
  /** Called before each lookup and before keeping a render: may bump the version (SQLite's file watch). */
  checkForChanges?: () => void
  maxEntries?: number
  maxBytes?: number
  /** What a proxy in front may keep; `{ seconds: 0 }` sends `no-cache` (browsers and proxies revalidate each time). */
  sharing?: SharedCaching
}

type PageCache = {
  handle: (request: Request, render: (request: Request) => Promise<Response>) => Promise<Response>
  size: () => number
}

export function createPageCache({
  now,
  nextBoundary,
  checkForChanges = () => {},
  maxEntries = 500,
  maxBytes = 96 * 1024 * 1024,
  sharing = defaultSharing,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>()
  const rendering = new Map<string, Promise<Entry | null>>()
  let bytes = 0

  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }
  const store = (key: string, entry: Entry) => {
    remove(key)
    entries.set(key, entry)
    bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /** Renders once for everyone asking for `key` at the same moment; null when the answer may not be kept. */
  const renderEntry = async (
    key: string,
    request: Request,
    render: (request: Request) => Promise<Response>,
    passThrough: (response: Response) => void,
  ) => {
    const version = publicContentVersion()
    const startedAt = now()
    const response = await render(request)
    const type = response.headers.get('content-type') ?? ''
    if (
      response.status !== 200 ||
      !cachedTypes.test(type) ||
      response.headers.has('set-cookie') ||
      response.headers.get('content-encoding')
    ) {
      passThrough(response)
      return null
    }
    const text = await response.text()
    const nonce = isHtmlType(type)
      ? (/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null)
      : null
    // Without a boundary (the database did not answer) the page is served but not kept.
    const expiresAt = await nextBoundary(startedAt).catch(() => 0)
    const entry = makeEntry(text, nonce, response.headers, version, expiresAt)
    // A write that committed while this page rendered may not be in it: serve it to this request, keep it not.
    checkForChanges()
    if (publicContentVersion() === version && now().getTime() < expiresAt) {
      entry.kept = true
      store(key, entry)
    }
    return entry
  }

  return {
    size: () => entries.size,
    async handle(request, render) {
      const url = new URL(request.url)
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const response = await render(request)
        // Uploads outside tRPC that add gallery or news images.
        if (response.status < 400 && isPublicContentRoute(url.pathname)) invalidatePublicPages(url.pathname)
        return response
      }
      if (!isPublicPagePath(url.pathname) || hasSessionCookie(request) || publicCacheSuspended()) return render(request)
      const key = normalisedPageKey(url)
      checkForChanges()
      const cached = entries.get(key)
      if (cached && cached.version === publicContentVersion() && now().getTime() < cached.expiresAt) {
        // Most recently used last: the oldest are dropped first when the cache is full.
        entries.delete(key)
        entries.set(key, cached)
        return respond(cached, request, 'hit', sharing, now().getTime())
      }
      if (cached) remove(key)
      // The render is always a GET: a HEAD fills the cache for the GETs that follow.
      const renderRequest =
        request.method === 'HEAD' ? new Request(request.url, { method: 'GET', headers: request.headers }) : request
      let own = null as Response | null
      let pending = rendering.get(key)
      const shared = pending !== undefined
      if (!pending) {
        pending = renderEntry(key, renderRequest, render, (response) => (own = response)).finally(() =>
          rendering.delete(key),
        )
        rendering.set(key, pending)
      }
      const entry = await pending.catch((error: unknown) => {
        if (shared) return null
        throw error
      })
      if (entry) return respond(entry, request, 'miss', sharing, now().getTime())
      if (own) return request.method === 'HEAD' ? new Response(null, { status: own.status, headers: own.headers }) : own
      // Waited on another request's render that could not be kept: render our own.
      return render(request)
    },
  }
}

/**
 * HTML the cache does not keep (signed-in pages, pages with a query the cache refused) still goes out gzipped to
 * a client that accepts it, compressed as it streams.
 */
export function gzipHtml(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (
    !response.body ||
    response.status !== 200 ||
    response.headers.has('content-encoding') ||
    !type.toLowerCase().startsWith('text/html') ||
    !acceptsGzip(request)
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('Content-Encoding', 'gzip')
  headers.delete('Content-Length')
  headers.append('Vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
