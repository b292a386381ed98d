import { createHash } from 'node:crypto'
import { StorageKeyError, isPrivateBucket, parseKey } from './keys'
import { storedFileContentSecurityPolicy } from '~/server/security-headers'
import type { Storage, StorageDb } from './types'
import { variantOnDemand } from '~/server/images/responsive'
import { plainText } from '~/server/route-handlers'

const immutable = 'public, max-age=31536000, immutable'

/**
 * Answers GET/HEAD /files/<key> for public buckets. Private buckets answer 404 exactly like a
 * missing file, so the route never confirms that an admission document exists.
 */
export async function serveStoredFile(
  request: Request,
  rawKey: string,
  deps: { storage: Storage; db: StorageDb },
): Promise<Response> {
  let parsed: ReturnType<typeof parseKey>
  try {
    parsed = parseKey(rawKey)
  } catch (error) {
    if (error instanceof StorageKeyError) return plainText(400, 'Bad request: malformed file path')
    throw error
  }
  if (isPrivateBucket(parsed.bucket)) return plainText(404, 'Not found')

  const row = await deps.db.storedFile.findUnique({ where: { key: parsed.key }, select: { provider: true, url: true } })
  if (row?.provider === 'uploadthing' && row.url) {
    return new Response(null, {
      status: 302,
      headers: { Location: row.url, 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
    })
  }

  // Local disk streams the file (a video seeked with Range requests is never read whole); other stores give bytes.
  // A responsive variant not made yet (src/server/images/responsive.ts) is made now, once.
  const file =
    (await storedServable(deps.storage, parsed.key)) ?? fromBytes(await variantOnDemand(deps.storage, parsed.key))
  if (!file) return plainText(404, 'Not found')

  const etag = `"${createHash('sha256').update(file.tag).digest('base64url').slice(0, 27)}"`
  const headers = new Headers({
    'Cache-Control': immutable,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': file.contentType,
  })
  // A stored SVG or HTML file opened directly must not run script in our origin.
  if (file.contentType !== 'application/pdf') {
    headers.set('Content-Security-Policy', storedFileContentSecurityPolicy)
  }
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
    headers.delete('Content-Type')
    return new Response(null, { status: 304, headers })
  }
  // Videos are seeked with Range requests (Safari will not play an MP4 without them); one range is served, a list of
  // ranges or a range after a changed file (If-Range) gets the whole file, as RFC 9110 allows.
  headers.set('Accept-Ranges', 'bytes')
  const ifRange = request.headers.get('If-Range')
  const range = ifRange === null || ifRange.trim() === etag ? byteRange(request.headers.get('Range'), file.size) : null
  if (range === 'unsatisfiable') {
    headers.delete('Content-Type')
    headers.set('Content-Range', `bytes */${file.size}`)
    return new Response(null, { status: 416, headers })
  }
  const head = request.method === 'HEAD'
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    headers.set('Content-Length', String(range.end - range.start + 1))
    return new Response(head ? null : file.read(range), { status: 206, headers })
  }
  headers.set('Content-Length', String(file.size))
  return new Response(head || file.size === 0 ? null : file.read(), { status: 200, headers })
}

/** What /files answers from: a streamed file, or bytes in memory (a store without `open`, a variant just made). */
type Servable = {
  size: number
  contentType: string
  tag: string | Uint8Array
  read(range?: { start: number; end: number }): BodyInit
}

async function storedServable(storage: Storage, key: string): Promise<Servable | null> {
  if (!storage.open) return fromBytes(await storage.get(key))
  const opened = await storage.open(key)
  return (
    opened && {
      size: opened.size,
      contentType: opened.contentType,
      tag: `${key}\n${opened.version}`,
      read: opened.read,
    }
  )
}

function fromBytes(file: { body: Uint8Array; contentType: string; size: number } | null): Servable | null {
  if (!file) return null
  const body = file.body as Uint8Array<ArrayBuffer>
  return {
    size: file.size,
    contentType: file.contentType,
    tag: body,
    read: (range) => (range ? body.subarray(range.start, range.end + 1) : body),
  }
}

/**
 * The single range `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes (the end clipped to the file),
 * 'unsatisfiable' when it starts past the end, or null (serve the whole file) for no, malformed or several ranges.
 */
function byteRange(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match) return null
  const [, first, last] = match as unknown as [string, string, string]
  if (first === '') {
    if (last === '') return null
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
